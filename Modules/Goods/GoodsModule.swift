import Common
import Foundation
import GoodsContract

/// The catalogue: a dozen items from the module's bundle, their list and detail pages, and
/// `GoodsService`, which Cart and Order use for names, prices and stock.
///
/// Stock is kept in the state document `goods-stock`. Consumes no other module's service.
public struct GoodsModule: BusinessModule {
    /// `Goods`.
    public let name = "Goods"

    private let store: any StateStore
    private let strings: StringTable
    private let catalogue: Result<Catalogue, BundleDataFileError>

    /// Loads the module's strings and catalogue; keeps stock in `store`.
    ///
    /// A missing or invalid catalogue does not throw here: `setUp` reports it, naming the file,
    /// so the app refuses to start instead of showing an empty shop.
    public init(store: any StateStore, language: Language) throws(LocalizationError) {
        self.store = store
        let resources = ResourceDirectory.of("Bazaar_Goods") { .module }  // no Bundle made when not needed
        self.strings = try StringTable.load(
            resourceDirectory: resources, language: language, languages: language.withFallback)
        self.catalogue = Catalogue.load(resourceDirectory: resources)
    }

    /// Binds `GoodsList` and `GoodsDetail` and provides `GoodsService`.
    public func register(in registrar: inout ModuleRegistrar) {
        let hub = registrar.hub
        let strings = strings
        let store = store
        let catalogue = (try? catalogue.get()) ?? Catalogue(entries: [])
        registrar.service((any GoodsService).self) {
            LiveGoodsService(catalogue: catalogue, store: store, language: strings.language)
        }
        /// A goods error for a route: worded in the user's language (a stock that cannot be read
        /// is a storage failure, not a refusal, rather than everything out of stock).
        @Sendable func answering<Outcome>(_ body: () throws(GoodsError) -> Outcome) throws -> Outcome {
            do throws(GoodsError) {
                return try body()
            } catch {
                throw error.routeError(strings.string)
            }
        }
        registrar.route(GoodsList.self) { route, _ in
            let goods = try await hub.service((any GoodsService).self)
            _ = try answering { () throws(GoodsError) in try goods.items(category: nil) }
            if let category = route.category, !goods.categories().contains(category) {
                throw RouteError.declined(
                    code: "goods.unknownCategory",
                    message: strings(
                        "error.unknownCategory",
                        [
                            "category": category,
                            "valid": goods.categories().joined(separator: strings("list.separator")),
                        ]))
            }
            return .page(
                GoodsListPage(goods: goods, strings: strings, category: route.category))
        }
        // An `id` that is no whole number (or one too large for any) is told the catalogue's numbers.
        registrar.route(
            GoodsDetail.self,
            wholeNumbers: { name in
                guard name == "id" else { return nil }
                return (try? await hub.service((any GoodsService).self))?.itemNumbers
            }
        ) { route, _ in
            let goods = try await hub.service((any GoodsService).self)
            guard let item = try answering({ () throws(GoodsError) in try goods.item(id: route.id) }) else {
                let numbers = goods.itemNumbers
                throw RouteError.declined(
                    code: "goods.unknownItem",
                    message: strings(
                        numbers == nil ? "error.unknownItem.empty" : "error.unknownItem",
                        [
                            "id": String(route.id), "first": String(numbers?.lowerBound ?? 0),
                            "last": String(numbers?.upperBound ?? 0),
                        ]))
            }
            return .page(GoodsDetailPage(goods: goods, strings: strings, id: route.id, name: item.name))
        }
    }

    /// Fails, naming the file, when the bundle's catalogue is missing or invalid.
    public func setUp(hub: Hub) throws {
        _ = try catalogue.get()
    }
}
