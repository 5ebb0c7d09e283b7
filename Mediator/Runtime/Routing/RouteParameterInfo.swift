/// What introspection tells about one parameter of a route.
///
/// Read through ``RouteInfo/parameters`` by front ends that list routes.
public struct RouteParameterInfo: Sendable, Encodable, Equatable {
    /// The parameter's name, as in `id`.
    public let name: String
    /// The Swift type of its value (an optional's wrapped type), as in `Int`.
    public let typeName: String
    /// Whether the parameter may be absent (an optional property).
    public let isOptional: Bool
    /// Whether it is written in the path rather than the query.
    public let isPath: Bool

    private enum CodingKeys: String, CodingKey { case name, typeName, isOptional, source }

    /// Encodes the fields, where it is written as `"source": "path"` or `"query"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(typeName, forKey: .typeName)
        try container.encode(isOptional, forKey: .isOptional)
        try container.encode(isPath ? "path" : "query", forKey: .source)
    }
}
