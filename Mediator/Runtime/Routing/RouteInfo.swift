/// What introspection tells about one route.
///
/// Read by front ends that list the routes (`bazaar routes`, the shell's start lookup).
public struct RouteInfo: Sendable, Encodable, Equatable {
    /// The pattern, as in `goods/detail/:id`.
    public let pattern: String
    /// The module that registered it.
    public let owner: String
    /// Whether only native callers may open it.
    public let isNativeOnly: Bool
    /// What it shows or does, in every language it gives.
    public let summary: RouteSummary
    /// The typed route's name, when the route was bound by type.
    public let typeName: String?
    /// Its parameters: a typed route's in decoding order, a pattern-only route's path ones as `String`.
    public let parameters: [RouteParameterInfo]
}
