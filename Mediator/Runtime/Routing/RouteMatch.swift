/// A route found for a request, before its handler runs.
struct RouteMatch: Sendable {
    /// The pattern that matched.
    let pattern: RoutePattern
    /// The module that registered the route.
    let owner: String
    /// Whether only native callers may open it.
    let isNativeOnly: Bool
    /// Path parameters (in pattern order) followed by query items.
    let parameters: RouteParameters
    let handler: Router.Handler
    /// The route's reserved query names, lowercased.
    let reservedParameters: Set<String>
    /// The bound route type, `nil` for a pattern-only route.
    let bound: BoundRouteType?
    /// The typed route decoded from the parameters by the remote entry's checks, handed to
    /// the handler so it is not decoded twice.
    var decoded: (any Route)?

    init(parameters: RouteParameters, entry: RouteTable.Entry, owner: String) {
        self.pattern = entry.pattern
        self.owner = owner
        self.isNativeOnly = entry.isNativeOnly
        self.parameters = parameters
        self.handler = entry.handler
        self.reservedParameters = entry.reservedParameters
        self.bound = entry.bound
    }
}
