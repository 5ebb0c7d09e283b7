import Common
import Foundation
import OrderContract

/// The order history kept in the "orders" state document.
///
/// Every change is one `StateStore.update`, so concurrent processes sharing a state directory
/// neither lose an order nor give two orders the same number. Paying (``Payment``) saves
/// through ``save(_:userID:)`` after the cart and the stock have agreed.
struct OrderHistory: Sendable {
    /// The state document's name.
    static let documentName = "orders"

    let store: any StateStore
    let strings: StringTable
    /// Seconds since 1970 now; tests may fix it.
    let now: @Sendable () -> Double

    init(
        store: any StateStore, strings: StringTable,
        now: @escaping @Sendable () -> Double = {
            Date().timeIntervalSince1970
        }
    ) {
        self.store = store
        self.strings = strings
        self.now = now
    }

    /// The user's orders, newest first.
    func orders(userID: String) throws(OrderError) -> [OrderSummary] {
        try book().orders.filter { $0.userID == userID }.sorted { $0.id > $1.id }
    }

    /// The user's order with this number, or `nil` when there is none (or it is someone else's).
    func order(id: Int, userID: String) throws(OrderError) -> OrderSummary? {
        try book().orders.first { $0.id == id && $0.userID == userID }
    }

    /// The order placed by the payment `paymentID`, or `nil` when it placed none.
    func order(paymentID: String) throws(OrderError) -> OrderSummary? {
        try book().orders.first { $0.paymentID == paymentID }
    }

    /// Saves a new order for the basket, placed by the payment `paymentID`, numbered inside the
    /// same update that stores it; when that payment placed an order already, answers it and
    /// saves nothing. Throws when no number is left (`nextID` at its limit) or the history cannot
    /// be saved; then nothing was saved.
    func save(_ basket: CheckoutBasket, userID: String, paymentID: String) throws(OrderError) -> OrderSummary {
        let placedAt = now()
        let strings = strings
        do {
            return try store.update(OrderBook.self, named: Self.documentName, default: OrderBook()) { book in
                if let placed = book.orders.first(where: { $0.paymentID == paymentID }) { return placed }
                let (next, overflow) = book.nextID.addingReportingOverflow(1)
                guard !overflow else {
                    throw OrderError.storage(strings("error.numbersExhausted", ["id": String(book.nextID)]))
                }
                let order = OrderSummary(
                    id: book.nextID, userID: userID, lines: basket.lines, total: basket.total,
                    placedAt: placedAt, paymentID: paymentID)
                book.nextID = next
                book.orders.append(order)
                return order
            }
        } catch let failure as OrderError {
            throw failure
        } catch {
            throw storageFailure(error)
        }
    }

    /// Forgets every order of the user; returns how many there were.
    @discardableResult
    func removeOrders(userID: String) throws(OrderError) -> Int {
        do {
            return try store.update(OrderBook.self, named: Self.documentName, default: OrderBook()) { book in
                let before = book.orders.count
                book.orders.removeAll { $0.userID == userID }
                return before - book.orders.count
            }
        } catch {
            throw storageFailure(error)
        }
    }

    private func book() throws(OrderError) -> OrderBook {
        do {
            return try store.read(OrderBook.self, named: Self.documentName, default: OrderBook())
        } catch {
            throw storageFailure(error)
        }
    }

    private func storageFailure(_ error: any Error) -> OrderError {
        .storage(strings("error.storage", ["reason": StateText.sentence(for: error, in: strings.language)]))
    }
}
