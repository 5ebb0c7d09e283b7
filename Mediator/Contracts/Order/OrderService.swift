/// The order history, and paying made whole after a crash. Provided by the Order module.
public protocol OrderService: Sendable {
    /// The orders of a user, newest first; throws `.storage` naming the file when the history
    /// cannot be read.
    func orders(userID: String) throws(OrderError) -> [OrderSummary]
    /// Finishes every payment a process that died left half done (its log is in Order's own
    /// state), through the contracts of the services it used: one whose order was saved is
    /// completed (the cart's and the stock's hold on it forgotten), any other is undone (its
    /// stock given back, its lines put back in the cart). Waits for payments running in other
    /// processes and leaves them alone. Answers one line per payment, in the user's language,
    /// saying what was done; none when there was nothing to do. Safe to interrupt and run again.
    func finishInterruptedPayments() async throws(OrderError) -> [String]
}
