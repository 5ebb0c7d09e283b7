/// The closure that answers a route: it receives the request and returns a page or a value.
public typealias RouteHandler = @Sendable (RouteRequest) throws -> RouteOutcome
