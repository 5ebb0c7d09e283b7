/// What introspection tells about one route, so a front end can list and document the routes
/// (the console's `routes`) without reaching into the router.
///
/// Read by front ends that list the routes (`bazaar routes`, the shell's start lookup).
public struct RouteInfo: Sendable, Encodable, Equatable {
    /// The pattern, as in `goods/detail/:id`.
    public let pattern: String
    /// The module that registered it.
    public let owner: String
    /// Whether only native callers may open it.
    public let isNativeOnly: Bool
    /// One line saying what it shows or does, in every language the route gives; a front end
    /// shows the user's (`summary.text(in:)`).
    public let summary: RouteSummary
    /// The typed route's name, when the route was bound by type.
    public let typeName: String?
    /// The parameters: for a typed route every stored property in declaration order, path
    /// ones marked as such; for a pattern-only route the path parameters, as `String`.
    public let parameters: [RouteParameterInfo]

    init(
        pattern: String, owner: String, isNativeOnly: Bool = false, summary: RouteSummary = "", typeName: String? = nil,
        parameters: [RouteParameterInfo] = []
    ) {
        self.pattern = pattern
        self.owner = owner
        self.isNativeOnly = isNativeOnly
        self.summary = summary
        self.typeName = typeName
        self.parameters = parameters
    }
}
