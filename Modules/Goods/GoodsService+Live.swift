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

    /// The item with this id, with its current stock, or `nil`.
    func item(id: Int) -> (any GoodsItem)? {
        guard let entry = catalogue.entry(id: id) else { return nil }
        return item(entry, stockLevels: stockLevels())
    }

    /// The item with this id with its stock read now; throws `.storage` when the stock cannot be read.
    func checkedItem(id: Int) throws(GoodsError) -> (any GoodsItem)? {
        guard let entry = catalogue.entry(id: id) else { return nil }
        return item(entry, stockLevels: try Self.stock(in: store, language: language).levels)
    }

    /// The items, optionally of one category, in catalogue order.
    func items(category: String?) -> [any GoodsItem] {
        let levels = stockLevels()
        return catalogue.entries.filter { category == nil || $0.category == category }.map {
            item($0, stockLevels: levels)
        }
    }

    /// The category keys, in catalogue order.
    func categories() -> [String] {
        catalogue.categories
    }

    /// Takes the quantities out of stock, all or none. Quantities of zero or less take nothing.
    func reserve(_ quantities: [Int: Int]) throws(GoodsError) {
        let language = language
        try changeStock(quantities) { (entry, quantity, available) throws(GoodsError) in
            guard quantity <= available else {
                throw .outOfStock(
                    id: entry.id, name: entry.name.text(in: language), requested: quantity, available: available)
            }
            return available - quantity
        }
    }

    /// Gives the quantities back to stock, all or none. Quantities of zero or less give nothing.
    func release(_ quantities: [Int: Int]) throws(GoodsError) {
        try changeStock(quantities) { (entry, quantity, available) throws(GoodsError) in
            let (sum, overflow) = available.addingReportingOverflow(quantity)
            guard !overflow, sum <= StockDocument.maximumStock else {
                throw .storage("item \(entry.id) would have more than \(StockDocument.maximumStock) in stock")
            }
            return sum
        }
    }

    /// Sets each item's stock to what `newLevel` answers for it (entry, quantity, stock now), in one
    /// `update`: all or none, items in id order, quantities of zero or less skipped.
    private func changeStock(
        _ quantities: [Int: Int], _ newLevel: (CatalogueEntry, Int, Int) throws(GoodsError) -> Int
    ) throws(GoodsError) {
        let catalogue = catalogue
        let wanted = quantities.filter { $0.value > 0 }.sorted { $0.key < $1.key }
        do {
            try store.update(StockDocument.self, named: Self.stockDocument, default: StockDocument()) { stock in
                var changed: [Int: Int] = [:]
                for (id, quantity) in wanted {
                    guard let entry = catalogue.entry(id: id) else { throw GoodsError.unknownItem(id) }
                    changed[id] = try newLevel(entry, quantity, Self.stock(of: entry, in: stock.levels))
                }
                stock.levels.merge(changed) { _, new in new }
            }
        } catch let error as GoodsError {
            throw error
        } catch {
            throw .storage(StateText.sentence(for: error, in: language))
        }
    }

    /// The stock document in `store`; throws `.storage` naming the file, in `language`, when it
    /// cannot be read.
    static func stock(in store: any StateStore, language: Language) throws(GoodsError) -> StockDocument {
        do {
            return try store.read(StockDocument.self, named: stockDocument, default: StockDocument())
        } catch {
            throw .storage(StateText.sentence(for: error, in: language))
        }
    }

    /// The stock levels, or `nil` when they cannot be read (then nothing counts as in stock; the
    /// module's routes check ``stock(in:language:)`` first, so a person hears why instead).
    private func stockLevels() -> [Int: Int]? {
        try? Self.stock(in: store, language: language).levels
    }

    private func item(_ entry: CatalogueEntry, stockLevels: [Int: Int]?) -> CatalogueItem {
        CatalogueItem(
            id: entry.id, name: entry.name.text(in: language), category: entry.category,
            price: Money(minorUnits: entry.price), stock: stockLevels.map { Self.stock(of: entry, in: $0) } ?? 0)
    }

    private static func stock(of entry: CatalogueEntry, in levels: [Int: Int]) -> Int {
        max(0, levels[entry.id] ?? entry.stock)
    }
}
