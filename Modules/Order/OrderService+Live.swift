import Common
import OrderContract

/// The Order module's `OrderService`: the history in the state store, and the recovery of
/// payments a crash cut short (``Payment/finishInterrupted()``).
final class LiveOrderService: OrderService {
    private let payment: Payment

    init(payment: Payment) {
        self.payment = payment
    }

    /// The user's orders, newest first; `.storage` when the history cannot be read.
    func orders(userID: String) throws(OrderError) -> [OrderSummary] {
        try payment.history.orders(userID: userID)
    }

    /// Completes or undoes the payments a crash cut short; see `OrderService`.
    func finishInterruptedPayments() async throws(OrderError) -> [String] {
        try await payment.finishInterrupted()
    }
}
