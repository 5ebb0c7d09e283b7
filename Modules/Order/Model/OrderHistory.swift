import Common
import Foundation
import Mediator

/// The order history kept in the "orders" state document.
///
/// Every change is one `StateStore.update`, so concurrent processes sharing a state directory
/// neither lose an order nor give two orders the same number.
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
    func orders(userID: String) throws(OrderFailure) -> [OrderSummary] {
        try book().orders.filter { $0.userID == userID }.sorted { $0.id > $1.id }
    }

    /// The user's order with this number, or `nil` when there is none (or it is someone else's).
    func order(id: Int, userID: String) throws(OrderFailure) -> OrderSummary? {
        try book().orders.first { $0.id == id && $0.userID == userID }
    }

    /// Reserves the basket's stock through `reserve`, then saves a new order for it, numbered
    /// inside the same update that stores it.
    ///
    /// `reserve` runs before the history's document is locked, so no lock is held while
    /// another module's code runs (it could otherwise reach back into this document and wait
    /// on itself). A refused reservation saves nothing. If saving fails after a reservation,
    /// the error says that the stock was taken.
    func place(
        _ basket: CheckoutBasket, userID: String, reserve: ([Int: Int]) throws(GoodsError) -> Void
    ) throws(OrderFailure) -> OrderSummary {
        do {
            try reserve(basket.quantities)
        } catch {
            throw OrderFailure(strings("error.reserveFailed", ["reason": error.description]))
        }
        let placedAt = now()
        do {
            return try store.update(OrderBook.self, named: Self.documentName, default: OrderBook()) { book in
                let order = OrderSummary(
                    id: max(book.nextID, OrderBook.firstOrderID), userID: userID, lines: basket.lines,
                    totalMinorUnits: basket.total.minorUnits, placedAt: placedAt)
                book.nextID = order.id + 1
                book.orders.append(order)
                return order
            }
        } catch {
            throw OrderFailure(strings("error.saveFailed", ["reason": String(describing: error)]))
        }
    }

    /// Forgets every order of the user; returns how many there were.
    @discardableResult
    func removeOrders(userID: String) throws(OrderFailure) -> Int {
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

    private func book() throws(OrderFailure) -> OrderBook {
        do {
            return try store.read(OrderBook.self, named: Self.documentName, default: OrderBook())
        } catch {
            throw storageFailure(error)
        }
    }

    private func storageFailure(_ error: any Error) -> OrderFailure {
        OrderFailure(strings("error.storage", ["reason": String(describing: error)]))
    }
}
