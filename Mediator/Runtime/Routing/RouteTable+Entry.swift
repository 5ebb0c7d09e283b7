extension RouteTable {
    /// One route as opening it reads it (the summaries, read only by introspection, are apart).
    struct Entry: Sendable {
        let pattern: RoutePattern
        let isNativeOnly: Bool
        /// The owner's index in `owners`: 4 bytes an entry rather than a 16-byte name.
        var owner: Int32 = -1
        /// A bound type's decoding and handler; `nil` for a pattern-only route, which has `handler`.
        let bound: BoundRouteType?
        let handler: Router.Handler?

        var typeName: String? { bound.map { TypeName.of($0.type) } }

        /// For introspection: a bound type's probed schema, a pattern-only route's path parameters as text.
        var parameters: [RouteParameterInfo] {
            guard let bound else {
                return pattern.parameterNames.map {
                    RouteParameterInfo(name: $0, typeName: "String", isOptional: false, source: .path)
                }
            }
            guard case .success(let schema) = bound.schema else { return [] }
            let pathNames = pattern.parameterNames
            return schema.properties.map {
                RouteParameterInfo(
                    name: $0.name, typeName: TypeName.of($0.type), isOptional: $0.isOptional,
                    source: pathNames.contains($0.name) ? .path : .query)
            }
        }
    }
}

extension RouteTable.Entry {
    /// A typed route, checked first against its pattern through its own `Codable` conformance
    /// (`RouteSchema`; a native-only type's properties are not checked).
    init<R: Route>(
        binding type: R.Type, wholeNumbers: (@Sendable (String) async -> ClosedRange<Int>?)?,
        handler: @escaping Router.TypedHandler<R>
    ) throws(WiringError.Problem) {
        let pattern = try RoutePattern(R.pattern)
        if pattern.description == "*" || pattern.description.hasSuffix("/*") {
            throw .invalidPattern(R.pattern, reason: "a typed route's catch-all needs a property name, as in *path")
        }
        let schema = Result { () throws(RouteSchema.Unsupported) in try RouteSchema.of(R.self) }
        switch schema {
        case .failure(let error) where !R.isNativeOnly:
            throw .unsupportedProperty(
                type: TypeName.of(R.self), property: error.property, propertyType: error.typeName)
        case .success(let probed) where !R.isNativeOnly && probed.isComplete:
            let decoded = probed.properties.map(\.name)
            if let name = pattern.parameterNames.first(where: { !decoded.contains($0) }) {
                throw .parameterWithoutProperty(type: TypeName.of(R.self), parameter: name)
            }
        default: break
        }
        self.init(
            pattern: pattern, isNativeOnly: R.isNativeOnly,
            bound: BoundRouteType(R.self, schema: schema, wholeNumbers: wholeNumbers, typed: handler), handler: nil)
    }
}
