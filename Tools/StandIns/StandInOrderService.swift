import OrderContract

/// A stand-in for `OrderService`: an order history that is empty unless given orders.
public struct StandInOrderService: OrderService {
    private let history: [OrderSummary]

    /// A stand-in history holding `orders`.
    public init(orders: [OrderSummary] = []) {
        self.history = orders
    }

    /// The user's orders, newest first; the stand-in's history is in memory, so it never fails to read.
    public func orders(userID: String) throws(OrderError) -> [OrderSummary] {
        history.filter { $0.userID == userID }.sorted { $0.placedAt > $1.placedAt }
    }

    /// Nothing: the stand-in keeps no payment log, so no payment of it is ever cut short.
    public func finishInterruptedPayments() throws(OrderError) -> [String] {
        []
    }
}
