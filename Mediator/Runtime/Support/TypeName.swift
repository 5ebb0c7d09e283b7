/// Names types for people: the qualified name without the module, so two nested types with
/// the same short name (`Goods.Detail`, `Order.Detail`) stay distinct while a top-level type
/// keeps its plain name (`GoodsService`, not `Mediator.GoodsService`).
enum TypeName {
    /// The name of `type`, as in `GoodsService` or `Order.Placed`; `any ` is left out of an
    /// existential's name, and so are the anonymous contexts of private types.
    static func of(_ type: Any.Type) -> String {
        // `_typeName` rather than `String(reflecting:)`: the latter first asks whether the
        // metatype conforms to the `CustomStringConvertible` family, a scan of every protocol
        // conformance in the process per call, which start-up pays for each event it names.
        var name = Substring(_typeName(type, qualified: true))
        if name.hasPrefix("any ") { name = name.dropFirst(4) }
        var parts: [Substring] = []
        var depth = 0
        var start = name.startIndex
        for index in name.indices {
            switch name[index] {
            case "<", "(": depth += 1
            case ">", ")": depth -= 1
            case "." where depth == 0:
                parts.append(name[start..<index])
                start = name.index(after: index)
            default: break
            }
        }
        parts.append(name[start...])
        let kept = parts.dropFirst(parts.count > 1 ? 1 : 0).filter { !$0.hasPrefix("(") }
        return kept.joined(separator: ".")
    }
}
