/// Which edge cases the stand-ins start with. The defaults are the plain, happy case: a demo
/// user is logged in, the cart is empty, and there is no order history. The goods stand-in
/// always has its edge cases (item 904 out of stock, item 903 the last one), so they need no
/// switch.
public struct StandInScenario: Sendable, Hashable {
    /// Whether the account stand-in starts with `StandInAccountService.users[0]` logged in;
    /// `false` exercises the "nobody is logged in" paths.
    public var loggedIn: Bool
    /// Whether the cart stand-in starts with `StandInCartService.sampleLines` instead of empty.
    public var sampleCart: Bool
    /// Whether the order stand-in starts with `StandInOrderService.sampleOrders` instead of an
    /// empty history.
    public var sampleOrders: Bool

    /// A scenario; with no arguments, the plain one.
    public init(loggedIn: Bool = true, sampleCart: Bool = false, sampleOrders: Bool = false) {
        self.loggedIn = loggedIn
        self.sampleCart = sampleCart
        self.sampleOrders = sampleOrders
    }
}
