import Common
import GoodsContract

/// A stand-in for `GoodsService`: a four-item catalogue in two categories, with one item out
/// of stock (id 904) and one nearly out (id 903, one left) to exercise stock checks.
public final class StandInGoodsService: GoodsService {
    /// The catalogue every stand-in starts with, named in English.
    public static let catalogue = catalogue(in: .english)

    /// The catalogue with no stock of anything, named in English: the out-of-stock paths of every item.
    public static let soldOut = soldOut(in: .english)

    /// The catalogue every stand-in starts with, its items named in `language`.
    public static func catalogue(in language: Language) -> [StandInGoodsItem] {
        [
            (901, "Sample Green Tea", "示例绿茶", "tea", 1250, 20),
            (902, "Sample Teapot", "示例茶壶", "teaware", 8800, 5),
            (903, "Sample Tea Cup", "示例茶杯", "teaware", 1500, 1),
            (904, "Sample Rare Oolong", "示例珍品乌龙", "tea", 26800, 0),
        ].map { id, english, chinese, category, price, stock in
            StandInGoodsItem(
                id: id, name: language == .simplifiedChinese ? chinese : english, category: category,
                price: Money(minorUnits: price), stock: stock)
        }
    }

    /// The catalogue with no stock of anything, its items named in `language`.
    public static func soldOut(in language: Language) -> [StandInGoodsItem] {
        catalogue(in: language).map {
            StandInGoodsItem(id: $0.id, name: $0.name, category: $0.category, price: $0.price, stock: 0)
        }
    }

    private let items: LockedBox<[StandInGoodsItem]>
    /// Payment id → item id → units it reserved.
    private let reservations = LockedBox([String: [Int: Int]]())

    /// A stand-in with `catalogue` (or the items given).
    public init(items: [StandInGoodsItem] = StandInGoodsService.catalogue) {
        self.items = LockedBox(items)
    }

    /// The item with this id, or `nil`; the stand-in's stock is in memory, so it is always readable.
    public func item(id: Int) throws(GoodsError) -> (any GoodsItem)? {
        items.withLock { items in items.first { $0.id == id } }
    }

    /// The items, optionally of one category.
    public func items(category: String?) throws(GoodsError) -> [any GoodsItem] {
        items.withLock { items in items.filter { category == nil || $0.category == category } }
    }

    /// The category keys in catalogue order.
    public func categories() -> [String] {
        items.withLock { items in
            var seen: Set<String> = []
            return items.map(\.category).filter { seen.insert($0).inserted }
        }
    }

    /// Takes the quantities out of stock for `payment`, all or none, keeping them as its
    /// reservation; quantities of zero or less take nothing; a payment that holds one already
    /// changes nothing.
    public func reserve(_ quantities: [Int: Int], for payment: String) throws(GoodsError) {
        guard reservations.withLock({ $0[payment] == nil }) else { return }
        try change(quantities) { (item, quantity) throws(GoodsError) in
            guard quantity <= item.stock else {
                throw .outOfStock(id: item.id, name: item.name, requested: quantity, available: item.stock)
            }
            return item.stock - quantity
        }
        reservations.withLock { $0[payment] = quantities.filter { $0.value > 0 } }
    }

    /// Gives back what `payment` reserved and forgets it; nothing when it reserved nothing.
    public func release(payment: String) throws(GoodsError) {
        guard let quantities = reservations.withLock({ $0.removeValue(forKey: payment) }) else { return }
        try change(quantities) { (item, quantity) throws(GoodsError) in
            let (sum, overflow) = item.stock.addingReportingOverflow(quantity)
            guard !overflow else { throw .storage("item \(item.id)'s stock would overflow") }
            return sum
        }
    }

    /// Forgets what `payment` reserved (the stock stays taken).
    public func settle(payment: String) throws(GoodsError) {
        reservations.withLock { $0[payment] = nil }
    }

    /// The payments holding a reservation in memory, with their units.
    public func reservingPayments() throws(GoodsError) -> [String: Int] {
        reservations.withLock { $0.mapValues { $0.values.reduce(0, +) } }
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
                    id: item.id, name: item.name, category: item.category, price: item.price,
                    stock: stock)
            }
        }
    }
}
