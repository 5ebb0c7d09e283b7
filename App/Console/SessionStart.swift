import ContractSupport

/// Where a session starts instead of the program's entry page: any route, opened through the
/// native entry (native-only ones included, carrying their own data), and then, if given, the
/// link of that page to a given route (a route only a page's own link can open, as Pay). The
/// shell's `--start`.
public struct SessionStart: Sendable {
    /// The route to open first.
    public let route: any Route
    /// The route of the opened page's link to follow next, as in `OrderPay`; `nil` for none.
    /// When the page has no such link, this value is opened as it is (without the data the
    /// page's link would carry), and its own handler says why it cannot go on (logged out,
    /// declined).
    public let follow: (any Route)?

    /// Describes a start.
    public init(route: any Route, follow: (any Route)? = nil) {
        self.route = route
        self.follow = follow
    }
}
