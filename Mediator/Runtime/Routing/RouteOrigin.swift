/// Which entry a request came through.
public enum RouteOrigin: Sendable, Equatable {
    /// A typed call inside the process: may carry complex values and a completion, and may
    /// open native-only routes.
    case native
    /// A URL from outside the process (command line, inbox message, another program):
    /// carries only what a URL can carry and is parsed strictly.
    case remote
}
