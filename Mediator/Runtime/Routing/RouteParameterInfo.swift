/// What introspection tells about one parameter of a route, so a front end can say what a URL
/// of the route takes.
///
/// Read through ``RouteInfo/parameters`` by front ends that list routes.
public struct RouteParameterInfo: Sendable, Encodable, Equatable {
    /// The parameter's name, as in `id`.
    public let name: String
    /// The Swift type of its value (the wrapped type of an optional), as in `Int`.
    public let typeName: String
    /// Whether the parameter may be absent (an optional property).
    public let isOptional: Bool
    /// Whether the parameter is written in the path (a `:name` or `*name` segment of the route
    /// pattern) rather than as a `name=value` query item: a front end shows the two apart.
    public let isPath: Bool

    init(name: String, typeName: String, isOptional: Bool, isPath: Bool) {
        self.name = name
        self.typeName = typeName
        self.isOptional = isOptional
        self.isPath = isPath
    }

    private enum CodingKeys: String, CodingKey { case name, typeName, isOptional, source }

    /// Encodes the name, the type's name, whether it is optional and where it is written, as
    /// `"source": "path"` or `"source": "query"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(typeName, forKey: .typeName)
        try container.encode(isOptional, forKey: .isOptional)
        try container.encode(isPath ? "path" : "query", forKey: .source)
    }
}
