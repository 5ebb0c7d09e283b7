/// A callback a handler may keep and call later with the route's result (the user a log-in page
/// logged in). A named type, not a closure: Swift 6.3 answers a closure of the wrong type here with
/// "failed to produce diagnostic", and names both types for this one.
///
/// Used by routes that hand back a result later (the log-in), their callers and links.
public struct RouteCompletion<Result: Sendable>: Sendable {
    private let body: @Sendable (Result) async -> Void

    /// Wraps a closure (async, or synchronous).
    public init(_ body: @escaping @Sendable (Result) async -> Void) {
        self.body = body
    }

    /// Reports the result to whoever opened the route, and returns once it is handled.
    public func callAsFunction(_ result: Result) async {
        await body(result)
    }
}
