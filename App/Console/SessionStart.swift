import Mediator

/// Where a session starts instead of the program's entry page: any route, opened through the
/// native entry (native-only ones included) with the payload it needs. The shell's `--start`.
public struct SessionStart: Sendable {
    /// The route to open first.
    public let route: any Route
    /// The payload to hand it, if it needs one.
    public let payload: (any Sendable)?

    /// Describes a start.
    public init(route: any Route, payload: (any Sendable)? = nil) {
        self.route = route
        self.payload = payload
    }
}
