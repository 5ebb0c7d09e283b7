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
    public var isPath: Bool { source == .path }
    /// Where it is written, encoded as `"source": "path"` or `"query"`.
    let source: Source

    enum Source: String, Sendable, Encodable { case path, query }
}
