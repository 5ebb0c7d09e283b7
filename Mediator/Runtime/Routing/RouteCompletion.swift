/// A callback a route handler may keep and call later with the route's result, such as a login
/// page reporting the user who logged in to the flow that asked for the login. Typed by the
/// route's `Result`: a completion of another type does not compile. A named type rather than a
/// bare closure so that the compiler names both types when they differ (Swift 6.3 answers a
/// closure of the wrong type here with "failed to produce diagnostic").
///
/// Used by routes that hand back a result later (the log-in), their callers and links.
public struct RouteCompletion<Result: Sendable>: Sendable {
    private let body: @Sendable (Result) async -> Void

    /// Wraps a closure (async, or synchronous).
    public init(_ body: @escaping @Sendable (Result) async -> Void) {
        self.body = body
    }

    /// Reports the result to whoever opened the route, and returns when it has been handled.
    public func callAsFunction(_ result: Result) async {
        await body(result)
    }
}
