/// What a checkout page's Pay link carries (its `OrderPay`), checked: exactly what the person
/// saw, so paying can check it against the state now (``Payment``).
struct CheckoutTicket: Sendable, Equatable {
    /// The lines shown, checked.
    let basket: CheckoutBasket
    /// The cart's revision when checkout was opened.
    let cartRevision: Int
    /// Who the page said was paying, or `nil` when it said nobody was logged in.
    let userID: String?
}
