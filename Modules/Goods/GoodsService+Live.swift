import Common
import Mediator

/// The catalogue from the bundle with stock from the state store.
///
/// Stock lives in the state document `goods-stock` (item id → remaining); an item that document
/// does not name still has its stock from the catalogue. `reserve` is one `update` of that
/// document, so concurrent processes sharing a state directory never sell the same unit twice.
final class LiveGoodsService: GoodsService {
    /// The state document holding the remaining stock.
    static let stockDocument = "goods-stock"

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
        let catalogue = catalogue
        let language = language
        let wanted = quantities.filter { $0.value > 0 }.sorted { $0.key < $1.key }
        do {
            try store.update([String: Int].self, named: Self.stockDocument, default: [:]) { levels in
                var remaining: [String: Int] = [:]
                for (id, quantity) in wanted {
                    guard let entry = catalogue.entry(id: id) else { throw GoodsError.unknownItem(id) }
                    let available = Self.stock(of: entry, in: levels)
                    guard quantity <= available else {
                        throw GoodsError.outOfStock(
                            id: id, name: entry.name.text(in: language), requested: quantity, available: available)
                    }
                    remaining[String(id)] = available - quantity
                }
                levels.merge(remaining) { _, new in new }
            }
        } catch let error as GoodsError {
            throw error
        } catch {
            throw .storage(String(describing: error))
        }
    }

    /// The stock document, or `nil` when it cannot be read (then nothing counts as in stock).
    private func stockLevels() -> [String: Int]? {
        try? store.read([String: Int].self, named: Self.stockDocument, default: [:])
    }

    private func item(_ entry: CatalogueEntry, stockLevels: [String: Int]?) -> CatalogueItem {
        CatalogueItem(
            id: entry.id, name: entry.name.text(in: language), category: entry.category,
            priceMinorUnits: entry.price, stock: stockLevels.map { Self.stock(of: entry, in: $0) } ?? 0)
    }

    private static func stock(of entry: CatalogueEntry, in levels: [String: Int]) -> Int {
        max(0, levels[String(entry.id)] ?? entry.stock)
    }
}
