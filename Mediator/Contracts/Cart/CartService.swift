/// The cart's lines. Provided by the Cart module.
public protocol CartService: Sendable {
    /// The lines, oldest first.
    func lines() -> [CartLine]
    /// Adds a quantity of an item (checked against the goods service's stock); answers the line.
    @discardableResult
    func add(goodsID: Int, quantity: Int) throws(CartError) -> CartLine
    /// Sets an item's quantity; zero removes the line.
    func setQuantity(goodsID: Int, quantity: Int) throws(CartError)
    /// Removes an item's line.
    func remove(goodsID: Int) throws(CartError)
    /// Empties the cart.
    func clear() throws(CartError)
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

    /// One line for a person.
    public var description: String {
        switch self {
        case .invalidQuantity(let quantity): "quantity \(quantity) is not allowed; use a whole number from 1 to 99"
        case .goods(let error): error.description
        case .notInCart(let id): "item \(id) is not in the cart"
        case .storage(let reason): "cart storage failed: \(reason)"
        }
    }
}
