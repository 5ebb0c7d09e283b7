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

    /// The item with this id; the stand-in's stock is in memory, so it is always readable.
    public func checkedItem(id: Int) throws(GoodsError) -> (any GoodsItem)? {
        item(id: id)
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

    /// Takes the quantities out of stock, all or none; quantities of zero or less take nothing.
    public func reserve(_ quantities: [Int: Int]) throws(GoodsError) {
        try change(quantities) { (item, quantity) throws(GoodsError) in
            guard quantity <= item.stock else {
                throw .outOfStock(id: item.id, name: item.name, requested: quantity, available: item.stock)
            }
            return item.stock - quantity
        }
    }

    /// Gives the quantities back to stock, all or none; quantities of zero or less give nothing.
    public func release(_ quantities: [Int: Int]) throws(GoodsError) {
        try change(quantities) { (item, quantity) throws(GoodsError) in
            let (sum, overflow) = item.stock.addingReportingOverflow(quantity)
            guard !overflow else { throw .storage("item \(item.id)'s stock would overflow") }
            return sum
        }
    }

    /// Sets each item's stock to what `newStock` answers, all or none.
    private func change(
        _ quantities: [Int: Int], _ newStock: (StandInGoodsItem, Int) throws(GoodsError) -> Int
    ) throws(GoodsError) {
        try items.withLock { (items) throws(GoodsError) in
            var changed: [Int: Int] = [:]
            for (id, quantity) in quantities.sorted(by: { $0.key < $1.key }) where quantity > 0 {
                guard let item = items.first(where: { $0.id == id }) else { throw .unknownItem(id) }
                changed[id] = try newStock(item, quantity)
            }
            items = items.map { item in
                guard let stock = changed[item.id] else { return item }
                return StandInGoodsItem(
                    id: item.id, name: item.name, category: item.category, priceMinorUnits: item.priceMinorUnits,
                    stock: stock)
            }
        }
    }
}
