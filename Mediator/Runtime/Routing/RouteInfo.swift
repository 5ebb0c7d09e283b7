/// What introspection tells about one route.
public struct RouteInfo: Sendable, Codable, Equatable {
    /// The pattern, as in `goods/detail/:id`.
    public let pattern: String
    /// The module that registered it.
    public let owner: String
    /// Whether only native callers may open it.
    public let isNativeOnly: Bool
    /// One line saying what it shows or does.
    public let summary: String
    /// The typed route's name, when the route was bound by type.
    public let typeName: String?
}
