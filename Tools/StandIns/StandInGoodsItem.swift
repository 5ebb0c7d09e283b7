import Mediator

/// An item of the stand-in catalogue.
public struct StandInGoodsItem: GoodsItem, Hashable {
    /// The item's number.
    public let id: Int
    /// Its name.
    public let name: String
    /// Its category key.
    public let category: String
    /// Its unit price in minor units.
    public let priceMinorUnits: Int
    /// How many are in stock.
    public let stock: Int

    /// Creates an item.
    public init(id: Int, name: String, category: String, priceMinorUnits: Int, stock: Int) {
        self.id = id
        self.name = name
        self.category = category
        self.priceMinorUnits = priceMinorUnits
        self.stock = stock
    }
}
