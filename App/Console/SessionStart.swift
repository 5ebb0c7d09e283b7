import Mediator

/// Where a session starts instead of the program's entry page: any route, opened through the
/// native entry (native-only ones included) with the payload it needs, and then, if given, the
/// link of that page with a given path (a route only a page's own link can open, as Pay). The
/// shell's `--start`.
public struct SessionStart: Sendable {
    /// The route to open first.
    public let route: any Route
    /// The payload to hand it, if it needs one.
    public let payload: (any Sendable)?
    /// The path of the opened page's link to follow next, as in `order/pay`; `nil` for none.
    public let follow: String?

    /// Describes a start.
    public init(route: any Route, payload: (any Sendable)? = nil, follow: String? = nil) {
        self.route = route
        self.payload = payload
        self.follow = follow
    }
}
