/// Which entry a request came through.
public enum RouteOrigin: Sendable, Equatable {
    /// A typed call inside the process: may carry a completion typed by the route's result, and may
    /// open native-only routes.
    case native
    /// A URL from outside the process (command line, inbox message, another program):
    /// carries only what a URL can carry and is parsed strictly.
    case remote
}
