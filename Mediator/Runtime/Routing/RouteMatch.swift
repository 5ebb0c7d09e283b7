/// A route found for a request, before its handler runs.
struct RouteMatch: Sendable {
    let pattern: RoutePattern
    let owner: String
    let isNativeOnly: Bool
    /// Path parameters (in pattern order) followed by query items.
    let parameters: RouteParameters
    let handler: Router.Handler?
    /// Lowercased.
    let reservedParameters: Set<String>
    let bound: BoundRouteType?
    /// The typed value the remote checks decoded, so it is decoded once.
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
