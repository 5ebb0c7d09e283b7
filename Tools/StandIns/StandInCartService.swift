import Mediator

/// A stand-in for `CartService`: an in-memory cart that checks items against the goods
/// service it is given (usually `StandInGoodsService`), without prices or persistence.
public final class StandInCartService: CartService {
    private let goods: @Sendable () -> (any GoodsService)?
    private let cart: LockedBox<[CartLine]>

    /// A stand-in cart holding `lines`; `goods` is asked for items when adding.
    public init(lines: [CartLine] = [], goods: @escaping @Sendable () -> (any GoodsService)? = { nil }) {
        self.goods = goods
        self.cart = LockedBox(lines)
    }

    /// The lines, oldest first.
    public func lines() -> [CartLine] {
        cart.withLock { $0 }
    }

    /// Adds a quantity of an item.
    @discardableResult
    public func add(goodsID: Int, quantity: Int) throws(CartError) -> CartLine {
        guard (1...99).contains(quantity) else { throw .invalidQuantity(quantity) }
        if let goods = goods(), goods.item(id: goodsID) == nil { throw .goods(.unknownItem(goodsID)) }
        return cart.withLock { lines in
            let total = (lines.first { $0.goodsID == goodsID }?.quantity ?? 0) + quantity
            let line = CartLine(goodsID: goodsID, quantity: total)
            if let index = lines.firstIndex(where: { $0.goodsID == goodsID }) {
                lines[index] = line
            } else {
                lines.append(line)
            }
            return line
        }
    }

    /// Sets an item's quantity; zero removes it.
    public func setQuantity(goodsID: Int, quantity: Int) throws(CartError) {
        guard (0...99).contains(quantity) else { throw .invalidQuantity(quantity) }
        try cart.withLock { (lines) throws(CartError) in
            guard let index = lines.firstIndex(where: { $0.goodsID == goodsID }) else { throw .notInCart(goodsID) }
            if quantity == 0 {
                lines.remove(at: index)
            } else {
                lines[index] = CartLine(goodsID: goodsID, quantity: quantity)
            }
        }
    }

    /// Removes an item's line.
    public func remove(goodsID: Int) throws(CartError) {
        try setQuantity(goodsID: goodsID, quantity: 0)
    }

    /// Empties the cart.
    public func clear() throws(CartError) {
        cart.withLock { $0 = [] }
    }
}
