/// The order history. Provided by the Order module.
public protocol OrderService: Sendable {
    /// The orders of a user, newest first.
    func orders(userID: String) -> [OrderSummary]
}
