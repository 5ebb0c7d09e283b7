import CartContract
import Common
import GoodsContract

/// A cart line with the item as the goods service describes it now, or without it when the
/// item has left the catalogue.
struct PricedLine: Sendable {
    /// The line as stored.
    let line: CartLine
    /// The item now, or `nil` when the goods service no longer knows it.
    let item: (any GoodsItem)?

    /// The unit price times the quantity; `nil` for an unknown item. Throws on overflow.
    func lineTotal() throws(MoneyError) -> Money? {
        guard let item else { return nil }
        return try item.price.multiplied(by: line.quantity)
    }

}
