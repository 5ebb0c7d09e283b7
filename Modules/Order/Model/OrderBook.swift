import Common
import OrderContract

/// The "orders" state document: every order placed, and the next order number.
///
/// The next number lives in the document so that order numbers stay unique across processes
/// sharing one state directory: it is read and advanced inside the same `update`. A document
/// that breaks a rule (``brokenRule``) is set aside as corrupt.
struct OrderBook: CheckedStateDocument, Sendable, Equatable {
    /// The first order number ever given.
    static let firstOrderID = 1001
    /// The latest time an order may have been placed: the last second of the year 9999, in
    /// seconds since 1970 (dates beyond it do not print as four-digit years).
    static let latestPlacedAt = 253_402_300_799.0

    /// The number the next order gets.
    var nextID: Int
    /// Every order, oldest first.
    var orders: [OrderSummary]

    /// An empty book.
    init(nextID: Int = OrderBook.firstOrderID, orders: [OrderSummary] = []) {
        self.nextID = nextID
        self.orders = orders
    }

    /// The first rule the book breaks: `nextID` from 1001; every order numbered from 1001 and
    /// below `nextID`, once; a user id; lines as checkout allows them (1 to 100, quantities 1
    /// to 999, prices 0 or more); a total equal to the sum of its lines; a time that is a
    /// number of seconds from 1970 to the end of the year 9999.
    var brokenRule: BrokenRule? {
        guard nextID >= Self.firstOrderID else {
            return BrokenRule(field: "nextID", found: nextID, expected: .atLeast("\(Self.firstOrderID)"))
        }
        var ids: Set<Int> = []
        for (index, order) in orders.enumerated() {
            let at = "orders[\(index)]"
            guard (Self.firstOrderID..<nextID).contains(order.id) else {
                // With nextID at 1001 no order has been given a number yet.
                guard nextID > Self.firstOrderID else {
                    return BrokenRule(field: "orders", found: orders.count, expected: .entriesAtMost("0"))
                }
                return BrokenRule(
                    field: "\(at).id", found: order.id,
                    expected: .range(low: "\(Self.firstOrderID)", high: "\(nextID - 1)"))
            }
            guard ids.insert(order.id).inserted else {
                return BrokenRule(field: "\(at).id", found: order.id, expected: .unique)
            }
            guard !order.userID.isEmpty else {
                return BrokenRule(field: "\(at).userID", found: "", expected: .notEmpty)
            }
            guard (0...Self.latestPlacedAt).contains(order.placedAt) else {
                return BrokenRule(
                    field: "\(at).placedAt", found: order.placedAt,
                    expected: .range(low: "0", high: "\(Int(Self.latestPlacedAt))"))
            }
            let basket: CheckoutBasket
            do {
                basket = try CheckoutBasket(checking: order.lines)
            } catch {
                return error.brokenRule(in: order.lines, at: "\(at).lines")
            }
            guard basket.total == order.total else {
                return BrokenRule(
                    field: "\(at).totalMinorUnits", found: order.total.minorUnits,
                    expected: .equal("\(basket.total.minorUnits)"))
            }
        }
        return nil
    }
}
