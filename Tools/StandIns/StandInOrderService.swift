import OrderContract

/// A stand-in for `OrderService`: an order history that is empty unless given orders.
public struct StandInOrderService: OrderService {
    private let history: [OrderSummary]

    /// A stand-in history holding `orders`.
    public init(orders: [OrderSummary] = []) {
        self.history = orders
    }

    /// The user's orders, newest first.
    public func orders(userID: String) -> [OrderSummary] {
        history.filter { $0.userID == userID }.sorted { $0.placedAt > $1.placedAt }
    }
}
