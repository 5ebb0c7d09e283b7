/// One line handed to checkout: a complex in-process value that a URL cannot carry, so
/// checkout is a native-only route that receives `[CheckoutLine]` as its payload.
public struct CheckoutLine: Sendable, Codable, Hashable {
    /// The goods item's id.
    public let goodsID: Int
    /// The item's name at checkout.
    public let name: String
    /// How many.
    public let quantity: Int
    /// The unit price at checkout, in minor units.
    public let unitPriceMinorUnits: Int

    /// Creates a line.
    public init(goodsID: Int, name: String, quantity: Int, unitPriceMinorUnits: Int) {
        self.goodsID = goodsID
        self.name = name
        self.quantity = quantity
        self.unitPriceMinorUnits = unitPriceMinorUnits
    }
}

extension CheckoutLine {
    /// A line of `quantity` of `item`, named and priced as the goods service says now.
    public init(item: any GoodsItem, quantity: Int) {
        self.init(goodsID: item.id, name: item.name, quantity: quantity, unitPriceMinorUnits: item.priceMinorUnits)
    }
}
