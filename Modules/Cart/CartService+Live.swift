import CartContract
import Common
import GoodsContract

/// The cart kept in the state document `cart`, checked against `GoodsService`.
///
/// Every change is one `update` of that document, so concurrent `bazaar` processes lose no
/// update; it advances the cart's revision, and `CartChanged` is posted after the document is
/// saved. Prices are never stored: the cart keeps item ids and quantities, and asks the goods
/// service for the rest when needed.
final class LiveCartService: CartService {
    /// The most of one item a line may hold.
    static let maximumQuantity = CartAdd.quantities.upperBound

    private let hub: Hub
    private let store: any StateStore
    /// The language a storage failure is worded in.
    private let language: Language

    /// A cart posting on `hub`, asking it for `GoodsService`, kept in `store`, wording a
    /// storage failure in `language`.
    init(hub: Hub, store: any StateStore, language: Language) {
        self.hub = hub
        self.store = store
        self.language = language
    }

    /// The lines, oldest first; empty when the document cannot be read (``snapshot()`` throws then).
    func lines() -> [CartLine] {
        (try? snapshot().lines) ?? []
    }

    /// The lines and the revision; throws `.storage` naming the file when it cannot be read.
    func snapshot() throws(CartError) -> CartSnapshot {
        let cart: CartDocument
        do {
            cart = try store.read(CartDocument.self, named: CartDocument.name, default: .init())
        } catch {
            throw .storage(StateText.sentence(for: error, in: language))
        }
        return CartSnapshot(revision: cart.revision, lines: cart.cartLines)
    }

    /// Removes exactly `lines` if each is unchanged since `revision`, holding them for
    /// `payment`, in one `update`; see `CartService`.
    func take(_ lines: [CartLine], seenAt revision: Int, for payment: String) async throws(CartError) {
        try await change { (cart) throws(CartError) in try cart.take(lines, seenAt: revision, for: payment) }
    }

    /// Puts the lines `payment` holds back, each added to the line of its item (at most 99), in
    /// one `update`; nothing when it holds none.
    func restore(payment: String, savedFor owner: String?) async throws(CartError) {
        try await change { (cart) throws(CartError) in try cart.restore(payment: payment, savedFor: owner) }
    }

    /// Forgets the lines `payment` holds, in one `update`; nothing when it holds none.
    func settle(payment: String) async throws(CartError) {
        try await change { cart in cart.held[payment] = nil }
    }

    /// The payments holding lines, with their item counts; see `CartService`.
    func heldPayments() throws(CartError) -> [String: Int] {
        do {
            return try store.read(CartDocument.self, named: CartDocument.name, default: .init()).held
                .mapValues { $0.reduce(0) { $0 + $1.quantity } }
        } catch {
            throw .storage(StateText.sentence(for: error, in: language))
        }
    }

    /// Adds `quantity` (1–99) of an item; the line may hold at most 99 and at most the stock.
    @discardableResult
    func add(goodsID: Int, quantity: Int) async throws(CartError) -> CartLine {
        guard (1...Self.maximumQuantity).contains(quantity) else { throw .invalidQuantity(quantity) }
        let item = try await goodsItem(goodsID)
        return try await change { (cart) throws(CartError) in
            let total = cart.quantity(of: goodsID) + quantity
            guard total <= Self.maximumQuantity else { throw .invalidQuantity(total) }
            guard total <= item.stock else {
                throw .goods(.outOfStock(id: goodsID, name: item.name, requested: total, available: item.stock))
            }
            try cart.set(goodsID, quantity: total)
            return CartLine(goodsID: goodsID, quantity: total)
        }
    }

    /// Sets an item's quantity (0–99, zero removes the line). With `expected`, only if the line
    /// holds that quantity, compared in the same `update` that sets it. Raising it is checked
    /// against the stock; lowering it never is.
    func setQuantity(goodsID: Int, quantity: Int, from expected: Int?) async throws(CartError) {
        guard (0...Self.maximumQuantity).contains(quantity) else { throw .invalidQuantity(quantity) }
        let item = quantity > 0 ? try await goodsItem(goodsID) : nil
        try await change { (cart) throws(CartError) in
            let current = cart.quantity(of: goodsID)
            guard current > 0 else { throw .notInCart(goodsID) }
            if let expected, expected != current { throw .quantityChanged(id: goodsID, now: current) }
            if let item, quantity > current, quantity > item.stock {
                throw .goods(.outOfStock(id: goodsID, name: item.name, requested: quantity, available: item.stock))
            }
            try cart.set(goodsID, quantity: quantity)
        }
    }

    /// Removes an item's line; throws `notInCart` when there is none.
    func remove(goodsID: Int) async throws(CartError) {
        try await setQuantity(goodsID: goodsID, quantity: 0)
    }

    /// Empties the cart; posts `CartChanged` only when it held something.
    func clear() async throws(CartError) {
        let hadLines: Bool
        do {
            hadLines = try store.update(CartDocument.self, named: CartDocument.name, default: .init()) { cart in
                guard !cart.lines.isEmpty else { return false }
                for line in cart.lines { try cart.set(line.goodsID, quantity: 0) }
                return true
            }
        } catch {
            throw .storage(StateText.sentence(for: error, in: language))
        }
        // A subscriber's failure is its own to report (see `CartChanged`).
        if hadLines { _ = await hub.post(CartChanged(itemCount: 0)) }
    }

    /// `userID` logged out: the lines become their saved cart, given back when they log in again,
    /// and the cart is empty for whoever comes next.
    func saveCart(for userID: String) async throws(CartError) {
        try await change { (cart) throws(CartError) in try cart.save(for: userID) }
    }

    /// `userID` logged in: their saved cart is put together with the guest's lines (see
    /// `CartDocument.restoreSaved(for:stock:)`). The stock is read first, never under the cart's lock.
    func restoreSavedCart(for userID: String) async throws(CartError) {
        let saved: [CartLine]
        do {
            saved = try store.read(CartDocument.self, named: CartDocument.name, default: .init()).saved[userID] ?? []
        } catch {
            throw .storage(StateText.sentence(for: error, in: language))
        }
        guard !saved.isEmpty else { return }
        let goods = try await goods()
        var stock: [Int: Int] = [:]
        for line in saved {
            do throws(GoodsError) {
                stock[line.goodsID] = try goods.item(id: line.goodsID)?.stock
            } catch {
                throw .goods(error)
            }
        }
        try await change { (cart) throws(CartError) in try cart.restoreSaved(for: userID, stock: stock) }
    }

    /// `userID`'s account is deleted: the cart is emptied and their saved cart forgotten.
    func forget(userID: String) async throws(CartError) {
        try await change { (cart) throws(CartError) in
            cart.saved[userID] = nil
            for line in cart.lines { try cart.set(line.goodsID, quantity: 0) }
        }
    }

    /// What did not fit when the last log-in put a saved cart and the guest's together.
    func mergeCaps() throws(CartError) -> [MergeCap] {
        do {
            return try store.read(CartDocument.self, named: CartDocument.name, default: .init()).capped
        } catch {
            throw .storage(StateText.sentence(for: error, in: language))
        }
    }

    /// The item from the goods service, or the error the cart reports for it.
    private func goodsItem(_ id: Int) async throws(CartError) -> any GoodsItem {
        let goods = try await goods()
        do throws(GoodsError) {
            guard let item = try goods.item(id: id) else { throw .unknownItem(id) }
            return item
        } catch {
            throw .goods(error)
        }
    }

    /// The goods service; one that cannot be had is stock that cannot be read, for the reason its
    /// module gave (a catalogue it could not read, in the user's language), else the lookup's.
    private func goods() async throws(CartError) -> any GoodsService {
        do {
            return try await hub.service((any GoodsService).self)
        } catch {
            switch error {
            case .setUpFailed(_, _, let reason), .creationFailed(_, let reason): throw .goods(.storage(reason))
            default: throw .goods(.storage(error.description))
            }
        }
    }

    /// Applies `body` to the cart in one `update`, then posts `CartChanged`.
    private func change<Outcome>(
        _ body: (inout CartDocument) throws(CartError) -> Outcome
    ) async throws(CartError) -> Outcome {
        let (outcome, itemCount): (Outcome, Int)
        do {
            (outcome, itemCount) = try store.update(CartDocument.self, named: CartDocument.name, default: .init()) {
                cart in
                let outcome = try body(&cart)
                return (outcome, cart.itemCount)
            }
        } catch let error as CartError {
            throw error
        } catch {
            throw .storage(StateText.sentence(for: error, in: language))
        }
        // A subscriber's failure is its own to report (see `CartChanged`).
        _ = await hub.post(CartChanged(itemCount: itemCount))
        return outcome
    }
}
