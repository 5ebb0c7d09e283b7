import GoodsContract

/// The cart's lines. Provided by the Cart module. A change posts `CartChanged` and returns once
/// every subscriber has heard it, so its methods that change the cart are `async`.
public protocol CartService: Sendable {
    /// The lines and the cart's revision; throws `.storage` when the cart cannot be read.
    func snapshot() throws(CartError) -> CartSnapshot
    /// Check and commit, for paying `payment` (an id unique to one payment): removes exactly
    /// `lines` (one per item, each with the quantity the payer saw) and nothing else, all or
    /// none, and only if every one of them is still in the cart with that quantity and unchanged
    /// since the snapshot of `revision`; otherwise throws `.changed` naming the first item that
    /// is not, and changes nothing. The lines taken are kept, in the same write, as held by
    /// `payment` until ``settle(payment:)`` or ``restore(payment:savedFor:)``; taking again for a payment
    /// that holds lines changes nothing.
    func take(_ lines: [CartLine], seenAt revision: Int, for payment: String) async throws(CartError)
    /// Undoes ``take(_:seenAt:for:)``: puts the lines `payment` holds back (added to a line of the
    /// same item that appeared meanwhile, up to the most a line may hold) and forgets the hold,
    /// in one write. With `owner`, the payer when someone else (or nobody) is logged in now, the
    /// lines go to that user's saved cart instead, given back when they log in. A payment that
    /// holds nothing changes nothing, so running it twice is harmless.
    func restore(payment: String, savedFor owner: String?) async throws(CartError)
    /// The order of `payment` is placed: forgets its hold (the lines stay out of the cart). A
    /// payment that holds nothing changes nothing.
    func settle(payment: String) async throws(CartError)
    /// The payments that hold lines (taken, neither settled nor restored), each with how many
    /// items it holds; throws `.storage` when the cart cannot be read.
    func heldPayments() throws(CartError) -> [String: Int]
    /// Adds a quantity of an item (checked against the goods service's stock); answers the line.
    @discardableResult
    func add(goodsID: Int, quantity: Int) async throws(CartError) -> CartLine
    /// Sets an item's quantity; zero removes the line. With `expected`, only if the line holds
    /// that quantity now, checked under the cart's lock; otherwise throws `.quantityChanged`
    /// with the quantity it holds and changes nothing.
    func setQuantity(goodsID: Int, quantity: Int, from expected: Int?) async throws(CartError)
    /// Removes an item's line.
    func remove(goodsID: Int) async throws(CartError)
    /// Empties the cart.
    func clear() async throws(CartError)
}

/// Why a cart operation failed.
public enum CartError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The quantity is not allowed (zero or negative when adding, or too large).
    case invalidQuantity(Int)
    /// The goods service refused (unknown item, not enough stock).
    case goods(GoodsError)
    /// The item is not in the cart.
    case notInCart(Int)
    /// The cart could not be saved or read.
    case storage(String)
    /// The item's line is gone, holds another quantity, or changed since the revision the payer saw.
    case changed(Int)
    /// The item's line holds `now`, not the quantity a link expected (`CartSetQuantity.from`).
    case quantityChanged(id: Int, now: Int)

    /// One line for a person.
    public var description: String {
        switch self {
        case .invalidQuantity(let quantity): "quantity \(quantity) is not allowed; use a whole number from 1 to 99"
        case .goods(let error): error.description
        case .notInCart(let id): "item \(id) is not in the cart"
        case .storage(let reason): "cart storage failed: \(reason)"
        case .changed(let id): "the cart's line for item \(id) changed since checkout"
        case .quantityChanged(let id, let now): "the quantity of item \(id) changed meanwhile (now \(now))"
        }
    }
}

extension CartError: ContractError {
    /// `cart.invalidQuantity`, `cart.notInCart`, `cart.storage`, `cart.changed`,
    /// `cart.quantityChanged`, or the goods error's own key.
    public var key: String {
        switch self {
        case .invalidQuantity: "cart.invalidQuantity"
        case .goods(let error): error.key
        case .notInCart: "cart.notInCart"
        case .storage: "cart.storage"
        case .changed: "cart.changed"
        case .quantityChanged: "cart.quantityChanged"
        }
    }

    /// `quantity`; `id`; `id` and `now`; `reason`; or the goods error's values.
    public var values: [String: String] {
        switch self {
        case .invalidQuantity(let quantity): ["quantity": String(quantity)]
        case .goods(let error): error.values
        case .notInCart(let id), .changed(let id): ["id": String(id)]
        case .quantityChanged(let id, let now): ["id": String(id), "now": String(now)]
        case .storage(let reason): ["reason": reason]
        }
    }

    /// Every case but storage, the cart's or the goods'.
    public var isDeclined: Bool {
        switch self {
        case .storage: false
        case .goods(let error): error.isDeclined
        case .invalidQuantity, .notInCart, .changed, .quantityChanged: true
        }
    }
}

extension CartService {
    /// Sets an item's quantity whatever the line holds now; zero removes the line.
    public func setQuantity(goodsID: Int, quantity: Int) async throws(CartError) {
        try await setQuantity(goodsID: goodsID, quantity: quantity, from: nil)
    }
}
