/// A callback a route handler may keep and call later with an outcome, such as a login page
/// reporting the user who logged in to the flow that asked for the login.
public struct RouteCompletion: Sendable {
    private let body: @Sendable (RouteOutcome) -> Void

    /// Wraps a closure.
    public init(_ body: @escaping @Sendable (RouteOutcome) -> Void) {
        self.body = body
    }

    /// Reports an outcome to whoever opened the route.
    public func callAsFunction(_ result: RouteOutcome) {
        body(result)
    }
}
