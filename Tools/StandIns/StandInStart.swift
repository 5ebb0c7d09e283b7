import ContractSupport

/// Where a session starts on a route, as `StandInPayloads.start(for:)` decides: the route to
/// open (carrying the data its real caller would give it), whether the stand-in cart must hold
/// its sample lines for that data to be true, and a link of the opened page to follow when the route itself can only be
/// reached through that page.
public struct StandInStart: Sendable {
    /// The route to open.
    public let route: any Route
    /// Whether the cart stand-in starts with `StandInCartService.sampleLines`.
    public let sampleCart: Bool
    /// The route of a link on the opened page to follow next (as in `OrderPay`), or `nil`.
    public let follow: (any Route)?

    /// Describes a start.
    public init(route: any Route, sampleCart: Bool = false, follow: (any Route)? = nil) {
        self.route = route
        self.sampleCart = sampleCart
        self.follow = follow
    }
}
