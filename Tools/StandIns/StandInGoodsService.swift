import Mediator

/// A stand-in for `GoodsService`: a four-item catalogue in two categories, with one item out
/// of stock (id 904) and one nearly out (id 903, one left) to exercise stock checks.
public final class StandInGoodsService: GoodsService {
    /// The catalogue every stand-in starts with.
    public static let catalogue = [
        StandInGoodsItem(id: 901, name: "Sample Green Tea", category: "tea", priceMinorUnits: 1250, stock: 20),
        StandInGoodsItem(id: 902, name: "Sample Teapot", category: "teaware", priceMinorUnits: 8800, stock: 5),
        StandInGoodsItem(id: 903, name: "Sample Tea Cup", category: "teaware", priceMinorUnits: 1500, stock: 1),
        StandInGoodsItem(id: 904, name: "Sample Rare Oolong", category: "tea", priceMinorUnits: 26800, stock: 0),
    ]

    /// The catalogue with no stock of anything: the out-of-stock paths of every item.
    public static let soldOut = catalogue.map {
        StandInGoodsItem(id: $0.id, name: $0.name, category: $0.category, priceMinorUnits: $0.priceMinorUnits, stock: 0)
    }

    private let items: LockedBox<[StandInGoodsItem]>

    /// A stand-in with `catalogue` (or the items given).
    public init(items: [StandInGoodsItem] = StandInGoodsService.catalogue) {
        self.items = LockedBox(items)
    }

    /// The item with this id, or `nil`.
    public func item(id: Int) -> (any GoodsItem)? {
        items.withLock { items in items.first { $0.id == id } }
    }

    /// The items, optionally of one category.
    public func items(category: String?) -> [any GoodsItem] {
        items.withLock { items in items.filter { category == nil || $0.category == category } }
    }

    /// The category keys in catalogue order.
    public func categories() -> [String] {
        items.withLock { items in
            var seen: Set<String> = []
            return items.map(\.category).filter { seen.insert($0).inserted }
        }
    }

    /// Takes the quantities out of stock, all or none.
    public func reserve(_ quantities: [Int: Int]) throws(GoodsError) {
        try items.withLock { (items) throws(GoodsError) in
            for (id, quantity) in quantities.sorted(by: { $0.key < $1.key }) {
                guard let item = items.first(where: { $0.id == id }) else { throw .unknownItem(id) }
                guard quantity <= item.stock else {
                    throw .outOfStock(id: id, name: item.name, requested: quantity, available: item.stock)
                }
            }
            items = items.map { item in
                guard let quantity = quantities[item.id] else { return item }
                return StandInGoodsItem(
                    id: item.id, name: item.name, category: item.category, priceMinorUnits: item.priceMinorUnits,
                    stock: item.stock - quantity)
            }
        }
    }
}
