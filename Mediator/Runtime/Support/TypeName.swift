/// Names types for people: qualified names without their modules, so two nested types with
/// the same short name (`Goods.Detail`, `Order.Detail`) stay distinct while a top-level type
/// keeps its plain name (`GoodsService`, not `Mediator.GoodsService`).
///
/// Typed routes need it to name types for people: a route type nobody bound (`notFound` names
/// `GoodsDetail`), a property no URL can carry, each parameter's type in introspection. Services
/// and events are named with it too.
enum TypeName {
    /// The name of `type`, as in `GoodsService`, `Order.Placed`, `Array<Int>` or
    /// `Ledger<Int>.Posted`: every dotted name loses its module (its first component, which a
    /// member named after generic arguments has not) and the anonymous contexts of private
    /// types; `any ` is left out of an existential's name.
    static func of(_ type: Any.Type) -> String {
        // The fully qualified name, as in `Shop.Order.Placed`. Asking for it costs a scan of the
        // process's protocol conformances the first time each type is named, so the runtime
        // names a type only when someone reads the name (introspection, an error).
        let bytes = Array(String(reflecting: type).utf8)
        // Read as UTF-8 bytes, not `Character`s: every separator in a type's name is ASCII, and
        // a byte from 0x80 up belongs to an identifier. (Kept for speed: walking `Character`s
        // makes a call six times as costly, 27,500 instructions against 4,400 for names such
        // as `Outer.Inner<Int>.Posted`, counted with callgrind in an optimised build.)
        func isNamePart(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
                true
            default: false
            }
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
