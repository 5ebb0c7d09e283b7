/// One line of the cart: which item and how many. Prices are not kept here: they come from
/// the goods service when the cart is shown, so they are never stale.
public struct CartLine: Sendable, Codable, Hashable {
    /// The goods item's id.
    public let goodsID: Int
    /// How many.
    public let quantity: Int

    /// Creates a line.
    public init(goodsID: Int, quantity: Int) {
        self.goodsID = goodsID
        self.quantity = quantity
    }
}
