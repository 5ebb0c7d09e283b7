import Common
import GoodsContract

/// The catalogue from the bundle with stock from the state store.
///
/// Stock lives in the state document `goods-stock` (item id → remaining); an item that document
/// does not name still has its stock from the catalogue. `reserve` and `release` are each one
/// `update` of that document, so concurrent processes sharing a state directory never sell the
/// same unit twice.
final class LiveGoodsService: GoodsService {
    /// The state document holding the remaining stock.
    static let stockDocument = StockDocument.name

    private let catalogue: Catalogue
    private let store: any StateStore
    private let language: Language

    /// A service over `catalogue`, keeping stock in `store`, naming items in `language`.
    init(catalogue: Catalogue, store: any StateStore, language: Language) {
        self.catalogue = catalogue
        self.store = store
        self.language = language
    }

    /// The item with this id with its stock read now, or `nil`; throws `.storage` when the stock cannot be read.
    func item(id: Int) throws(GoodsError) -> (any GoodsItem)? {
        guard let entry = catalogue.entry(id: id) else { return nil }
        return item(entry, stockLevels: try Self.stock(in: store, language: language).levels)
    }

    /// The items, optionally of one category, in catalogue order; throws `.storage` when the stock cannot be read.
    func items(category: String?) throws(GoodsError) -> [any GoodsItem] {
        let levels = try Self.stock(in: store, language: language).levels
        return catalogue.entries.filter { category == nil || $0.category == category }.map {
            item($0, stockLevels: levels)
        }
    }

    /// The category keys, in catalogue order.
    func categories() -> [String] {
        catalogue.categories
    }

    /// Takes the quantities out of stock for `payment`, all or none, keeping them as its
    /// reservation in the same `update`. Quantities of zero or less take nothing; a payment
    /// that holds a reservation already changes nothing.
    func reserve(_ quantities: [Int: Int], for payment: String) throws(GoodsError) {
        let catalogue = catalogue
        let language = language
        let wanted = quantities.filter { $0.value > 0 }
        try changeStock { (stock) throws(GoodsError) in
            guard stock.reservations[payment] == nil else { return }
            for (id, quantity) in wanted.sorted(by: { $0.key < $1.key }) {
                guard let entry = catalogue.entry(id: id) else { throw .unknownItem(id) }
                let available = Self.stock(of: entry, in: stock.levels)
                guard quantity <= available else {
                    throw .outOfStock(
                        id: entry.id, name: entry.name.text(in: language), requested: quantity, available: available)
                }
                stock.levels[id] = available - quantity
            }
            if !wanted.isEmpty { stock.reservations[payment] = wanted }
        }
    }

    /// Gives the stock `payment` reserved back and forgets the reservation, in one `update`;
    /// nothing when it reserved none.
    func release(payment: String) throws(GoodsError) {
        let catalogue = catalogue
        try changeStock { (stock) throws(GoodsError) in
            guard let units = stock.reservations.removeValue(forKey: payment) else { return }
            for (id, quantity) in units.sorted(by: { $0.key < $1.key }) {
                // An item the catalogue no longer has keeps what the document says of it.
                let available =
                    catalogue.entry(id: id).map { Self.stock(of: $0, in: stock.levels) } ?? stock.levels[id] ?? 0
                let (sum, overflow) = available.addingReportingOverflow(quantity)
                guard !overflow, sum <= StockDocument.maximumStock else {
                    throw .storage("item \(id) would have more than \(StockDocument.maximumStock) in stock")
                }
                stock.levels[id] = sum
            }
        }
    }

    /// Forgets the reservation of `payment` (its stock stays taken); nothing when it has none.
    func settle(payment: String) throws(GoodsError) {
        try changeStock { stock in stock.reservations[payment] = nil }
    }

    /// The payments holding a reservation, with their units; see `GoodsService`.
    func reservingPayments() throws(GoodsError) -> [String: Int] {
        try Self.stock(in: store, language: language).reservations.mapValues { $0.values.reduce(0, +) }
    }

    /// Changes the stock document in one `update`: all or none.
    private func changeStock(_ body: (inout StockDocument) throws(GoodsError) -> Void) throws(GoodsError) {
        do {
            try store.update(StockDocument.self, named: Self.stockDocument, default: StockDocument()) { stock in
                try body(&stock)
            }
        } catch let error as GoodsError {
            throw error
        } catch {
            throw .storage(StateText.sentence(for: error, in: language))
        }
    }

    /// The stock document in `store`; throws `.storage` naming the file, in `language`, when it
    /// cannot be read.
    private static func stock(in store: any StateStore, language: Language) throws(GoodsError) -> StockDocument {
        do {
            return try store.read(StockDocument.self, named: stockDocument, default: StockDocument())
        } catch {
            throw .storage(StateText.sentence(for: error, in: language))
        }
    }

    private func item(_ entry: CatalogueEntry, stockLevels: [Int: Int]) -> CatalogueItem {
        CatalogueItem(
            id: entry.id, name: entry.name.text(in: language), category: entry.category,
            price: Money(minorUnits: entry.price), stock: Self.stock(of: entry, in: stockLevels))
    }

    private static func stock(of entry: CatalogueEntry, in levels: [Int: Int]) -> Int {
        max(0, levels[entry.id] ?? entry.stock)
    }
}
