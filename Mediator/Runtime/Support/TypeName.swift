/// Names types for people: qualified names without their modules (`Goods.Detail`, `GoodsService`).
enum TypeName {
    /// The name of `type`, as in `Order.Placed` or `Array<Int>`: every dotted name loses its module and
    /// any anonymous context; `any ` is left out.
    static func of(_ type: Any.Type) -> String {
        // Costs a conformance scan the first time each type is named: named only when read.
        let bytes = Array(String(reflecting: type).utf8)
        // UTF-8 bytes, not `Character`s (every separator is ASCII). Kept for speed: `Character`s
        // cost 27,500 instructions against 4,400 for `Outer.Inner<Int>.Posted`.
        func isNamePart(_ byte: UInt8) -> Bool {
            RoutePattern.isASCIILetterOrDigit(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
        }
        let start = bytes.starts(with: "any ".utf8) ? 4 : 0
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        // Start and end offsets (a `Range<Int>` array would cost a conformance scan on first use).
        var components: [(start: Int, end: Int)] = []
        // Whether the dotted name being read continues a type after its generic arguments, as
        // `Inner` in `Outer<Int>.Inner`: it has no module to lose.
        var isMember = false
        func flush() {
            var first = true
            for component in components.dropFirst(components.count > 1 && !isMember ? 1 : 0)
            where bytes[component.start] != UInt8(ascii: "(") {
                if !first { result.append(UInt8(ascii: ".")) }
                result.append(contentsOf: bytes[component.start..<component.end])
                first = false
            }
            components.removeAll(keepingCapacity: true)
            isMember = false
        }
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if isNamePart(byte) {
                var end = index + 1
                while end < bytes.count, isNamePart(bytes[end]) { end += 1 }
                components.append((index, end))
                index = end
            } else if byte == UInt8(ascii: "("), index > start, bytes[index - 1] == UInt8(ascii: ".") {
                // An anonymous context, as in `(unknown context at $1234)`: left out.
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: ")") { end += 1 }
                end = min(end + 1, bytes.count)
                components.append((index, end))
                index = end
            } else if byte == UInt8(ascii: ".") {
                if components.isEmpty {
                    result.append(byte)
                    isMember = true
                }
                index += 1
            } else {
                flush()
                result.append(byte)
                index += 1
            }
        }
        flush()
        return String(decoding: result, as: UTF8.self)
    }
}
