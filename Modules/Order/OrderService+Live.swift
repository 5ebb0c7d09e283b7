import OrderContract

/// The Order module's `OrderService`: the history in the state store.
final class LiveOrderService: OrderService {
    private let history: OrderHistory

    init(history: OrderHistory) {
        self.history = history
    }

    /// The user's orders, newest first; none when the history cannot be read (the pages of
    /// the Order module report that failure to the person).
    func orders(userID: String) -> [OrderSummary] {
        (try? history.orders(userID: userID)) ?? []
    }
}
