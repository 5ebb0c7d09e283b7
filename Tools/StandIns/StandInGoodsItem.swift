import GoodsContract

/// An item of the stand-in catalogue.
public struct StandInGoodsItem: GoodsItem, Hashable {
    /// The item's number.
    public let id: Int
    /// Its name.
    public let name: String
    /// Its category key.
    public let category: String
    /// Its unit price.
    public let price: Money
    /// How many are in stock.
    public let stock: Int

    /// Creates an item.
    public init(id: Int, name: String, category: String, price: Money, stock: Int) {
        self.id = id
        self.name = name
        self.category = category
        self.price = price
        self.stock = stock
    }
}
