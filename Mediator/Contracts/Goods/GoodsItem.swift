/// An item of the catalogue as other modules see it. The Goods module has its own model
/// type behind this protocol; stand-ins have theirs.
public protocol GoodsItem: Sendable {
    /// The item's number, as in `7`.
    var id: Int { get }
    /// Its name, in the app's language.
    var name: String { get }
    /// Its category key, as in `tea`.
    var category: String { get }
    /// Its unit price: whole minor units (fen for CNY) and a currency, never a floating-point amount.
    var price: Money { get }
    /// How many are in stock now.
    var stock: Int { get }
}
