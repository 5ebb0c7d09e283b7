import Common

/// Which edge cases the stand-ins start with. The defaults are the plain, happy case: a demo
/// user is logged in, the cart is empty, there is no order history, and the goods stand-in has
/// its usual stock (item 904 out of stock, item 903 the last one).
public struct StandInScenario: Sendable, Hashable {
    /// Whether the account stand-in starts with `StandInAccountService.users[0]` logged in;
    /// `false` exercises the "nobody is logged in" paths.
    public var loggedIn: Bool
    /// Whether the cart stand-in starts with `StandInCartService.sampleLines` instead of empty.
    public var sampleCart: Bool
    /// Whether the order stand-in starts with `StandInOrderService.sampleOrders` instead of an
    /// empty history.
    public var sampleOrders: Bool
    /// Whether every item of the goods stand-in is out of stock, so adding to a cart and paying
    /// are refused (`StandInGoodsService.soldOut`).
    public var soldOut: Bool
    /// The language the stand-ins' data is in (the names of their items and users), as a real
    /// module gives its own data in the user's language.
    public var language: Language

    /// A scenario; with no arguments, the plain one, in English.
    public init(
        loggedIn: Bool = true, sampleCart: Bool = false, sampleOrders: Bool = false, soldOut: Bool = false,
        language: Language = .english
    ) {
        self.loggedIn = loggedIn
        self.sampleCart = sampleCart
        self.sampleOrders = sampleOrders
        self.soldOut = soldOut
        self.language = language
    }
}
