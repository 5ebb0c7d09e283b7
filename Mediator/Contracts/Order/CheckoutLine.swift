import GoodsContract

/// One line handed to checkout: a complex in-process value that a URL cannot carry, so
/// checkout is a native-only route that carries `[CheckoutLine]` as its own property.
///
/// Stored as `{"goodsID", "name", "quantity", "unitPriceMinorUnits", "currency"}`; a line
/// without `currency` (written before prices carried one) reads as CNY.
public struct CheckoutLine: Sendable, Codable, Hashable {
    /// The goods item's id.
    public let goodsID: Int
    /// The item's name at checkout.
    public let name: String
    /// How many.
    public let quantity: Int
    /// The unit price at checkout.
    public let unitPrice: Money

    /// Creates a line.
    public init(goodsID: Int, name: String, quantity: Int, unitPrice: Money) {
        self.goodsID = goodsID
        self.name = name
        self.quantity = quantity
        self.unitPrice = unitPrice
    }

    private enum CodingKeys: String, CodingKey { case goodsID, name, quantity, unitPriceMinorUnits, currency }

    /// Decodes a stored line; see the type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            goodsID: try container.decode(Int.self, forKey: .goodsID),
            name: try container.decode(String.self, forKey: .name),
            quantity: try container.decode(Int.self, forKey: .quantity),
            unitPrice: Money(
                minorUnits: try container.decode(Int.self, forKey: .unitPriceMinorUnits),
                currency: try container.decodeIfPresent(CurrencyCode.self, forKey: .currency) ?? .cny))
    }

    /// Encodes the line; see the type.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(goodsID, forKey: .goodsID)
        try container.encode(name, forKey: .name)
        try container.encode(quantity, forKey: .quantity)
        try container.encode(unitPrice.minorUnits, forKey: .unitPriceMinorUnits)
        try container.encode(unitPrice.currency, forKey: .currency)
    }
}

extension CheckoutLine {
    /// A line of `quantity` of `item`, named and priced as the goods service says now.
    public init(item: any GoodsItem, quantity: Int) {
        self.init(goodsID: item.id, name: item.name, quantity: quantity, unitPrice: item.price)
    }
}
