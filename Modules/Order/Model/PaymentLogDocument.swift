import Common

/// The state document `payments`: the payments under way, written (and flushed to disk) before a
/// payment's first step and cleared after its last, so a payment a crash cut short is found and
/// finished by ``PaymentLog/finishInterrupted()``.
///
/// Stored as `{"payments": [{"id", "userID", "itemCount"}]}`. A document that breaks a rule
/// (``brokenRule``) is set aside as corrupt; the payments it named are still finished, found by
/// the holds the cart and the stock keep for them.
struct PaymentLogDocument: CheckedStateDocument, Sendable, Equatable {
    /// One payment under way.
    struct Entry: Codable, Sendable, Equatable {
        /// The payment's id: the cart's hold, the stock's reservation and the order carry it.
        let id: String
        /// Who pays.
        let userID: String
        /// How many items it pays for, all lines together.
        let itemCount: Int
    }

    /// The state document's name.
    static let name = "payments"
    /// The most payments the log may hold: payments run one at a time, so each entry is a process
    /// that died; more is not a log this app wrote.
    static let maximumPayments = 1000

    /// The payments under way, oldest first.
    var payments: [Entry] = []

    /// The first rule the document breaks: at most ``maximumPayments`` entries, ids that are not
    /// empty and unique, a user id, an item count of at least 1.
    var brokenRule: BrokenRule? {
        guard payments.count <= Self.maximumPayments else {
            return BrokenRule(
                field: "payments", found: payments.count, expected: .entriesAtMost("\(Self.maximumPayments)"))
        }
        var ids: Set<String> = []
        for (index, entry) in payments.enumerated() {
            let at = "payments[\(index)]"
            guard !entry.id.isEmpty else { return BrokenRule(field: "\(at).id", found: "", expected: .notEmpty) }
            guard ids.insert(entry.id).inserted else {
                return BrokenRule(field: "\(at).id", found: entry.id, expected: .unique)
            }
            guard !entry.userID.isEmpty else {
                return BrokenRule(field: "\(at).userID", found: "", expected: .notEmpty)
            }
            guard entry.itemCount >= 1 else {
                return BrokenRule(field: "\(at).itemCount", found: entry.itemCount, expected: .atLeast("1"))
            }
        }
        return nil
    }
}
