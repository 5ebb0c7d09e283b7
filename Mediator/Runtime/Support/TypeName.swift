/// Names types for people: qualified names without their modules, so two nested types with
/// the same short name (`Goods.Detail`, `Order.Detail`) stay distinct while a top-level type
/// keeps its plain name (`GoodsService`, not `Mediator.GoodsService`).
enum TypeName {
    /// The name of `type`, as in `GoodsService`, `Order.Placed`, `Array<Int>` or
    /// `Ledger<Int>.Posted`: every dotted name loses its module (its first component, which a
    /// member named after generic arguments has not) and the anonymous contexts of private
    /// types; `any ` is left out of an existential's name.
    static func of(_ type: Any.Type) -> String {
        // `_typeName` rather than `String(reflecting:)`: the latter first asks whether the
        // metatype conforms to the `CustomStringConvertible` family, a scan of every protocol
        // conformance in the process per call. (Kept for speed: with `String(reflecting:)` the
        // process `bazaar open bazaar://home` takes 62.3 M instructions instead of 29.3 M.)
        var name = Substring(_typeName(type, qualified: true))
        if name.hasPrefix("any ") { name = name.dropFirst(4) }
        var result = ""
        var components: [Substring] = []
        // Whether the dotted name being read continues a type after its generic arguments, as
        // `Inner` in `Outer<Int>.Inner`: it has no module to lose.
        var isMember = false
        func flush() {
            let module = components.count > 1 && !isMember ? 1 : 0
            result += components.dropFirst(module).filter { !$0.hasPrefix("(") }.joined(separator: ".")
            components = []
            isMember = false
        }
        func isNamePart(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_"
        }
        var index = name.startIndex
        while index < name.endIndex {
            let character = name[index]
            if isNamePart(character) {
                let end = name[index...].firstIndex { !isNamePart($0) } ?? name.endIndex
                components.append(name[index..<end])
                index = end
            } else if character == "(", index > name.startIndex, name[name.index(before: index)] == "." {
                // An anonymous context, as in `(unknown context at $1234)`: left out.
                let end = name[index...].firstIndex(of: ")").map { name.index(after: $0) } ?? name.endIndex
                components.append(name[index..<end])
                index = end
            } else if character == "." {
                if components.isEmpty {
                    result.append(".")
                    isMember = true
                }
                index = name.index(after: index)
            } else {
                flush()
                result.append(character)
                index = name.index(after: index)
            }
        }
        flush()
        return result
    }
}
