/// What binding a route type adds to its table entry: decoding it from parameters, with the
/// names it asks about, and its schema, worked out from a decoding probe only when first
/// needed (introspection, `url(for:)`, opening by value). Binding itself checks the type from
/// its reflection metadata (`RouteSchema.check`): a type's first decoding costs the process a
/// scan of every protocol conformance (about 270,000 instructions), which start-up would pay
/// for every bound type.
final class BoundRouteType: Sendable {
    typealias Schema = Result<RouteSchema, RouteSchema.Unsupported>

    /// Decodes a value of the type, with the names it asked about.
    let decode: @Sendable (RouteParameters) throws(RouteError) -> (route: any Route, asked: [String])
    private let probe: @Sendable () -> Schema
    private let cache: LockedBox<Schema?>

    /// The binding of `type`; `schema` when binding already had to probe it.
    init<R: Route>(_ type: R.Type, schema: RouteSchema?) {
        decode = { (parameters) throws(RouteError) in
            let (route, asked) = try R.decode(parameters)
            return (route, asked)
        }
        probe = { Schema { () throws(RouteSchema.Unsupported) in try RouteSchema.of(R.self) } }
        cache = LockedBox(schema.map { .success($0) })
    }

    /// The schema, probed on first use outside any lock (the type's own `init(from:)` runs);
    /// two threads asking at once may both probe, with the same result.
    var schema: Schema {
        if let known = cache.withLock({ $0 }) { return known }
        let probed = probe()
        cache.withLock { $0 = probed }
        return probed
    }

    /// The names of the properties the type decodes; `nil` when the probe cannot tell them all.
    var decodedNames: Set<String>? {
        guard case .success(let schema) = schema else { return nil }
        return schema.decodedNames
    }
}
