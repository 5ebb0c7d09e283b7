import GoodsContract

/// An item as other modules see it through `GoodsService`: the name in the app's language and
/// the stock as it is now.
struct CatalogueItem: GoodsItem {
    /// The item's number.
    let id: Int
    /// Its name in the app's language.
    let name: String
    /// Its category key.
    let category: String
    /// Its unit price in minor units.
    let price: Money
    /// How many are in stock now.
    let stock: Int
}
