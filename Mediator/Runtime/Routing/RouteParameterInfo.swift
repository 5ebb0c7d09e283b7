/// What introspection tells about one parameter of a route, so a front end can say what a URL
/// of the route takes.
public struct RouteParameterInfo: Sendable, Codable, Equatable {
    /// Where a parameter is written in a URL: a front end shows path and query parameters apart.
    public enum Source: String, Sendable, Equatable, Codable {
        /// A `:name` or `*name` segment of the route pattern.
        case path
        /// A `name=value` query item.
        case query
    }

    /// The parameter's name, as in `id`.
    public let name: String
    /// The Swift type of its value (the wrapped type of an optional), as in `Int`.
    public let typeName: String
    /// Whether the parameter may be absent (an optional property).
    public let isOptional: Bool
    /// Whether the parameter is written in the path or in the query.
    public let source: Source

    /// Creates the value; the runtime makes these, tests and other front ends may too.
    public init(name: String, typeName: String, isOptional: Bool, source: Source) {
        self.name = name
        self.typeName = typeName
        self.isOptional = isOptional
        self.source = source
    }
}
