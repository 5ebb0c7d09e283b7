import ContractSupport

/// Where a session starts on a route, as `StandInPayloads.start(for:)` decides: the route to
/// open, the payload to hand it, whether the stand-in cart must hold its sample lines for the
/// payload to be true, and a link of the opened page to follow when the route itself can only be
/// reached through that page.
public struct StandInStart: Sendable {
    /// The route to open.
    public let route: any Route
    /// Its payload, if it needs one.
    public let payload: (any Sendable)?
    /// Whether the cart stand-in starts with `StandInCartService.sampleLines`.
    public let sampleCart: Bool
    /// The route of a link on the opened page to follow next (as in `OrderPay`), or `nil`.
    public let follow: (any Route)?

    /// Describes a start.
    public init(route: any Route, payload: (any Sendable)? = nil, sampleCart: Bool = false, follow: (any Route)? = nil)
    {
        self.route = route
        self.payload = payload
        self.sampleCart = sampleCart
        self.follow = follow
    }
}
