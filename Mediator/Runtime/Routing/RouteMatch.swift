/// A route found for a request, before its handler runs.
public struct RouteMatch: Sendable {
    /// The pattern that matched.
    public let pattern: RoutePattern
    /// The module that registered the route.
    public let owner: String
    /// Whether only native callers may open it.
    public let isNativeOnly: Bool
    /// Path parameters (in pattern order) followed by query items.
    public let parameters: RouteParameters
    let reservedParameters: Set<String>
    let handler: RouteHandler
}
