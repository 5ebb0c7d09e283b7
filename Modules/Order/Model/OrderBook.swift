import Mediator

/// The "orders" state document: every order placed, and the next order number.
///
/// The next number lives in the document so that order numbers stay unique across processes
/// sharing one state directory: it is read and advanced inside the same `update`.
struct OrderBook: Codable, Sendable, Equatable {
    /// The first order number ever given.
    static let firstOrderID = 1001

    /// The number the next order gets.
    var nextID: Int
    /// Every order, oldest first.
    var orders: [OrderSummary]

    /// An empty book.
    init(nextID: Int = OrderBook.firstOrderID, orders: [OrderSummary] = []) {
        self.nextID = nextID
        self.orders = orders
    }
}
