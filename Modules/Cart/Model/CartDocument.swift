import CartContract
import Common
import Foundation

/// The state document `cart`: the lines, oldest first, one per item, and the cart's revision.
///
/// The revision grows by one with every change and each line keeps the revision of its last
/// change, so paying can check that the lines it takes are the ones the payer saw
/// (``take(_:seenAt:)``). A document that breaks a rule (``brokenRule``) is set aside as corrupt.
struct CartDocument: CheckedStateDocument, Sendable, Equatable {
    /// The state document's name.
    static let name = "cart"
    /// The most lines a cart may hold.
    static let maximumLines = 1000

    /// The cart's revision: it grows by one with every change.
    var revision: Int
    /// The lines, oldest first.
    var lines: [StoredCartLine] = []

    /// An empty cart, as when there is no document yet. Its revision starts at the time in
    /// microseconds since 1970, not at 0, so a cart started afresh (after the old one was deleted
    /// or set aside) never repeats a revision an open checkout may hold.
    init() {
        // Clamped so that no clock, however wrong, makes the conversion trap.
        revision = Int(min(max(0, Date().timeIntervalSince1970 * 1_000_000), 1e18))
    }

    /// Reads a cart; a missing `revision` (a document from before revisions) is 0.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        revision = try container.decodeIfPresent(Int.self, forKey: .revision) ?? 0
        lines = try container.decode([StoredCartLine].self, forKey: .lines)
    }

    /// The first rule the document breaks: lines at most ``maximumLines``, item ids positive
    /// and unique, quantities 1 to `maximumQuantity`, revisions from 0 to the cart's.
    var brokenRule: BrokenRule? {
        guard revision >= 0 else { return BrokenRule(field: "revision", found: revision, expected: .atLeast("0")) }
        guard lines.count <= Self.maximumLines else {
            return BrokenRule(field: "lines", found: lines.count, expected: .entriesAtMost("\(Self.maximumLines)"))
        }
        var seen: Set<Int> = []
        for (index, line) in lines.enumerated() {
            let at = "lines[\(index)]"
            guard line.goodsID > 0 else {
                return BrokenRule(field: "\(at).goodsID", found: line.goodsID, expected: .atLeast("1"))
            }
            guard seen.insert(line.goodsID).inserted else {
                return BrokenRule(field: "\(at).goodsID", found: line.goodsID, expected: .unique)
            }
            guard (1...LiveCartService.maximumQuantity).contains(line.quantity) else {
                return BrokenRule(
                    field: "\(at).quantity", found: line.quantity,
                    expected: .range(low: "1", high: "\(LiveCartService.maximumQuantity)"))
            }
            guard (0...revision).contains(line.revision) else {
                return BrokenRule(
                    field: "\(at).revision", found: line.revision, expected: .range(low: "0", high: "\(revision)"))
            }
        }
        return nil
    }

    /// The lines as other modules see them.
    var cartLines: [CartLine] {
        lines.map(\.cartLine)
    }

    /// How many of an item the cart holds (0 when it has no line for it).
    func quantity(of goodsID: Int) -> Int {
        lines.first { $0.goodsID == goodsID }?.quantity ?? 0
    }

    /// The sum of the quantities (the rules keep it far from overflowing).
    var itemCount: Int {
        lines.reduce(0) { $0 + $1.quantity }
    }

    /// Sets an item's quantity, keeping its place; zero removes the line, a new item goes last.
    /// Advances the revision; throws `.storage` when it is at its limit.
    mutating func set(_ goodsID: Int, quantity: Int) throws(CartError) {
        let changedAt = try advance()
        let line = StoredCartLine(goodsID: goodsID, quantity: quantity, revision: changedAt)
        if let index = lines.firstIndex(where: { $0.goodsID == goodsID }) {
            if quantity == 0 {
                lines.remove(at: index)
            } else {
                lines[index] = line
            }
        } else if quantity > 0 {
            lines.append(line)
        }
    }

    /// Removes exactly `taken` (one per item), all or none, if each is still here with the same
    /// quantity and unchanged after `seenAt`; otherwise throws `.changed` naming the first that is not.
    mutating func take(_ taken: [CartLine], seenAt: Int) throws(CartError) {
        var ids: Set<Int> = []
        for line in taken {
            guard ids.insert(line.goodsID).inserted,
                let stored = lines.first(where: { $0.goodsID == line.goodsID }),
                stored.quantity == line.quantity, stored.revision <= seenAt
            else { throw .changed(line.goodsID) }
        }
        _ = try advance()
        lines.removeAll { ids.contains($0.goodsID) }
    }

    /// The next revision, now the cart's; throws `.storage` when the revision is at its limit.
    private mutating func advance() throws(CartError) -> Int {
        let (next, overflow) = revision.addingReportingOverflow(1)
        guard !overflow else { throw .storage("the cart's revision is at its limit; empty the cart's state file") }
        revision = next
        return next
    }
}
