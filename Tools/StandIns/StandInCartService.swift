import CartContract
import GoodsContract

/// A stand-in for `CartService`: an in-memory cart that checks items against the goods
/// service it is given (usually `StandInGoodsService`), without prices or persistence.
///
/// Like the real cart it keeps a revision that grows with every change and the revision of
/// each line's last change, so `take(_:seenAt:)` checks what a payer saw the same way.
public final class StandInCartService: CartService {
    private struct Line: Sendable {
        var line: CartLine
        var revision: Int
    }

    private struct State: Sendable {
        var revision = 0
        var lines: [Line] = []
        /// Payment id → the lines it took.
        var held: [String: [CartLine]] = [:]

        /// Sets an item's quantity (zero removes the line) at the next revision.
        mutating func set(_ goodsID: Int, quantity: Int) {
            revision += 1
            let line = Line(line: CartLine(goodsID: goodsID, quantity: quantity), revision: revision)
            if let index = lines.firstIndex(where: { $0.line.goodsID == goodsID }) {
                if quantity == 0 { lines.remove(at: index) } else { lines[index] = line }
            } else if quantity > 0 {
                lines.append(line)
            }
        }

        func quantity(of goodsID: Int) -> Int {
            lines.first { $0.line.goodsID == goodsID }?.line.quantity ?? 0
        }
    }

    private let goods: @Sendable () async -> (any GoodsService)?
    private let cart: LockedBox<State>

    /// A stand-in cart holding `lines`; `goods` is asked for items when adding.
    public init(lines: [CartLine] = [], goods: @escaping @Sendable () async -> (any GoodsService)? = { nil }) {
        self.goods = goods
        self.cart = LockedBox(State(lines: lines.map { Line(line: $0, revision: 0) }))
    }

    /// The lines and the revision.
    public func snapshot() throws(CartError) -> CartSnapshot {
        cart.withLock { CartSnapshot(revision: $0.revision, lines: $0.lines.map(\.line)) }
    }

    /// Adds a quantity of an item.
    @discardableResult
    public func add(goodsID: Int, quantity: Int) async throws(CartError) -> CartLine {
        guard (1...99).contains(quantity) else { throw .invalidQuantity(quantity) }
        if let goods = await goods(), try goodsItem(goodsID, in: goods) == nil { throw .goods(.unknownItem(goodsID)) }
        return try cart.withLock { (state) throws(CartError) in
            let total = state.quantity(of: goodsID) + quantity
            guard total <= 99 else { throw .invalidQuantity(total) }
            state.set(goodsID, quantity: total)
            return CartLine(goodsID: goodsID, quantity: total)
        }
    }

    /// Sets an item's quantity; zero removes it. With `expected`, only if the line holds that quantity.
    public func setQuantity(goodsID: Int, quantity: Int, from expected: Int?) throws(CartError) {
        guard (0...99).contains(quantity) else { throw .invalidQuantity(quantity) }
        try cart.withLock { (state) throws(CartError) in
            let current = state.quantity(of: goodsID)
            guard current > 0 else { throw .notInCart(goodsID) }
            if let expected, expected != current { throw .quantityChanged(id: goodsID, now: current) }
            state.set(goodsID, quantity: quantity)
        }
    }

    /// Removes an item's line.
    public func remove(goodsID: Int) async throws(CartError) {
        try await setQuantity(goodsID: goodsID, quantity: 0)
    }

    /// Empties the cart.
    public func clear() throws(CartError) {
        cart.withLock { state in
            for line in state.lines { state.set(line.line.goodsID, quantity: 0) }
        }
    }

    /// Removes exactly `lines` if each is still here, unchanged since `revision`, holding them
    /// for `payment`; all or none; nothing when `payment` holds lines already.
    public func take(_ lines: [CartLine], seenAt revision: Int, for payment: String) throws(CartError) {
        try cart.withLock { (state) throws(CartError) in
            guard state.held[payment] == nil else { return }
            var ids: Set<Int> = []
            for line in lines {
                guard ids.insert(line.goodsID).inserted,
                    let held = state.lines.first(where: { $0.line.goodsID == line.goodsID }),
                    held.line == line, held.revision <= revision
                else { throw .changed(line.goodsID) }
            }
            for line in lines { state.set(line.goodsID, quantity: 0) }
            state.held[payment] = lines
        }
    }

    /// Puts the lines `payment` holds back, each added to its item's line (at most 99); nothing
    /// when it holds none.
    public func restore(payment: String, savedFor owner: String?) throws(CartError) {
        // The stand-in keeps no saved carts: the lines come back into the one cart.
        cart.withLock { state in
            for line in state.held.removeValue(forKey: payment) ?? [] where line.quantity > 0 {
                state.set(line.goodsID, quantity: min(99, state.quantity(of: line.goodsID) + min(line.quantity, 99)))
            }
        }
    }

    /// Forgets the lines `payment` holds.
    public func settle(payment: String) throws(CartError) {
        cart.withLock { $0.held[payment] = nil }
    }

    /// The payments holding lines in memory, with their item counts.
    public func heldPayments() throws(CartError) -> [String: Int] {
        cart.withLock { $0.held.mapValues { $0.reduce(0) { $0 + $1.quantity } } }
    }

    /// The item from `goods`, a goods error as the cart's.
    private func goodsItem(_ id: Int, in goods: any GoodsService) throws(CartError) -> (any GoodsItem)? {
        do throws(GoodsError) {
            return try goods.item(id: id)
        } catch {
            throw .goods(error)
        }
    }
}
