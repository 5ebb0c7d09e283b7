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
    /// Lines taken by a payment that is not finished yet, by payment id (see ``take(_:seenAt:for:)``).
    var held: [String: [CartLine]] = [:]
    /// The carts of users who logged out, by user id, given back when they log in again.
    var saved: [String: [CartLine]] = [:]
    /// What did not fit when the last log-in put a saved cart and the guest's together; cleared
    /// by the next change of the lines.
    var capped: [MergeCap] = []

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
        held = try container.decodeIfPresent([String: [CartLine]].self, forKey: .held) ?? [:]
        saved = try container.decodeIfPresent([String: [CartLine]].self, forKey: .saved) ?? [:]
        capped = try container.decodeIfPresent([MergeCap].self, forKey: .capped) ?? []
    }

    /// Writes the cart; `held`, `saved` and `capped` only when they hold something, so a cart at
    /// rest looks as it always did.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(revision, forKey: .revision)
        try container.encode(lines, forKey: .lines)
        if !held.isEmpty { try container.encode(held, forKey: .held) }
        if !saved.isEmpty { try container.encode(saved, forKey: .saved) }
        if !capped.isEmpty { try container.encode(capped, forKey: .capped) }
    }

    private enum CodingKeys: String, CodingKey { case revision, lines, held, saved, capped }

    /// The first rule the document breaks: lines at most ``maximumLines``, item ids positive
    /// and unique, quantities 1 to `maximumQuantity`, revisions from 0 to the cart's; held and
    /// saved lines as lines are, under a payment or user id that is not empty.
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
        for (field, carts) in [("held", held), ("saved", saved)] {
            if let broken = Self.brokenRule(of: carts, at: field) { return broken }
        }
        return nil
    }

    /// The first rule carts kept by key (`held` by payment, `saved` by user) break: a key that is
    /// not empty, lines as the cart's are.
    private static func brokenRule(of carts: [String: [CartLine]], at field: String) -> BrokenRule? {
        for (key, lines) in carts.sorted(by: { $0.key < $1.key }) {
            let at = "\(field).\(key)"
            guard !key.isEmpty else { return BrokenRule(field: field, found: "", expected: .notEmpty) }
            guard lines.count <= Self.maximumLines else {
                return BrokenRule(field: at, found: lines.count, expected: .entriesAtMost("\(Self.maximumLines)"))
            }
            for (index, line) in lines.enumerated() {
                guard line.goodsID > 0 else {
                    return BrokenRule(field: "\(at)[\(index)].goodsID", found: line.goodsID, expected: .atLeast("1"))
                }
                guard (1...LiveCartService.maximumQuantity).contains(line.quantity) else {
                    return BrokenRule(
                        field: "\(at)[\(index)].quantity", found: line.quantity,
                        expected: .range(low: "1", high: "\(LiveCartService.maximumQuantity)"))
                }
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
        capped = []
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
    /// quantity and unchanged after `seenAt`, and keeps them as held by `payment`; otherwise
    /// throws `.changed` naming the first that is not. A payment that holds lines already
    /// changes nothing.
    mutating func take(_ taken: [CartLine], seenAt: Int, for payment: String) throws(CartError) {
        guard held[payment] == nil else { return }
        var ids: Set<Int> = []
        for line in taken {
            guard ids.insert(line.goodsID).inserted,
                let stored = lines.first(where: { $0.goodsID == line.goodsID }),
                stored.quantity == line.quantity, stored.revision <= seenAt
            else { throw .changed(line.goodsID) }
        }
        _ = try advance()
        lines.removeAll { ids.contains($0.goodsID) }
        held[payment] = taken
    }

    /// Puts the lines `payment` holds back, each added to its item's line (at most
    /// `maximumQuantity`), or to `owner`'s saved cart when there is one, and forgets the hold;
    /// nothing when it holds none.
    mutating func restore(payment: String, savedFor owner: String?) throws(CartError) {
        guard let lines = held.removeValue(forKey: payment) else { return }
        if let owner {
            keep(lines, savedFor: owner)
            return
        }
        for line in lines where line.quantity > 0 {
            let (sum, overflow) = quantity(of: line.goodsID).addingReportingOverflow(line.quantity)
            let most = LiveCartService.maximumQuantity
            try set(line.goodsID, quantity: overflow ? most : min(sum, most))
        }
    }

    /// Keeps the lines as `userID`'s saved cart (added to one saved before, at most
    /// `maximumQuantity` a line) and leaves the cart empty for whoever comes next.
    mutating func save(for userID: String) throws(CartError) {
        keep(lines.map(\.cartLine), savedFor: userID)
        for line in lines { try set(line.goodsID, quantity: 0) }
    }

    /// Adds `lines` to `userID`'s saved cart, each to the line of its item (at most `maximumQuantity`).
    private mutating func keep(_ lines: [CartLine], savedFor userID: String) {
        var kept = saved[userID] ?? []
        for line in lines where line.quantity > 0 {
            if let index = kept.firstIndex(where: { $0.goodsID == line.goodsID }) {
                let (sum, overflow) = kept[index].quantity.addingReportingOverflow(line.quantity)
                let most = LiveCartService.maximumQuantity
                kept[index] = CartLine(goodsID: line.goodsID, quantity: overflow ? most : min(sum, most))
            } else {
                kept.append(
                    CartLine(goodsID: line.goodsID, quantity: min(line.quantity, LiveCartService.maximumQuantity)))
            }
        }
        if !kept.isEmpty { saved[userID] = kept }
    }

    /// Puts `userID`'s saved cart back, adding each line to the guest's line of the same item:
    /// the sum, at most `maximumQuantity` and the item's `stock` (item id → stock, for the items
    /// the catalogue has), but
    /// never less than either cart held alone, so the merge loses nothing either had. What did
    /// not fit is kept in ``capped``.
    mutating func restoreSaved(for userID: String, stock: [Int: Int]) throws(CartError) {
        guard let theirs = saved.removeValue(forKey: userID) else { return }
        var caps: [MergeCap] = []
        for line in theirs {
            let own = quantity(of: line.goodsID)
            let wanted = own + line.quantity
            let limit = min(LiveCartService.maximumQuantity, stock[line.goodsID] ?? wanted)
            let kept = min(wanted, max(limit, own, line.quantity))
            try set(line.goodsID, quantity: kept)
            if kept < wanted { caps.append(MergeCap(goodsID: line.goodsID, wanted: wanted, kept: kept)) }
        }
        capped = caps
    }

    /// The next revision, now the cart's; throws `.storage` when the revision is at its limit.
    private mutating func advance() throws(CartError) -> Int {
        let (next, overflow) = revision.addingReportingOverflow(1)
        guard !overflow else { throw .storage("the cart's revision is at its limit; empty the cart's state file") }
        revision = next
        return next
    }
}
