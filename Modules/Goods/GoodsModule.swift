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
    /// `true`: the catalogue is read and checked when Goods is first needed, not at start (the
    /// first page does not show it); whatever needs Goods (its routes, `GoodsService` for Cart
    /// and Order) begins that if need be and waits for it.
    public let defersSetUp = true

    private let store: any StateStore
    private let strings: StringTable
    private let resources: URL
    /// The catalogue once read and checked, by the set-up or by whatever needed it first.
    private let catalogue = LockedBox<Catalogue?>(nil)

    /// Loads the module's strings; keeps stock in `store`. The catalogue is read by the set-up.
    public init(store: any StateStore, language: Language) throws(LocalizationError) {
        self.store = store
        resources = ResourceDirectory.of("Bazaar_Goods") { .module }  // no Bundle made when not needed
        self.strings = try StringTable.load(
            resourceDirectory: resources, language: language, languages: language.withFallback)
    }

    /// Binds `GoodsList` and `GoodsDetail` and provides `GoodsService`.
    public func register(in registrar: inout ModuleRegistrar) {
        let hub = registrar.hub
        let strings = strings
        let store = store
        // Made once the set-up has read the catalogue: a lookup waits for a deferred set-up.
        registrar.service((any GoodsService).self) { [self] in
            LiveGoodsService(catalogue: try readCatalogue(), store: store, language: strings.language)
        }
        /// A goods error for a route: worded in the user's language (a stock that cannot be read
        /// is a storage failure, not a refusal, rather than everything out of stock).
        @Sendable func answering<Outcome>(
            for route: any Route.Type, _ body: () throws(GoodsError) -> Outcome
        ) throws -> Outcome {
            do throws(GoodsError) {
                return try body()
            } catch {
                throw error.routeError(for: route, strings.string)
            }
        }
        registrar.route(GoodsList.self) { route, _ in
            let goods = try await hub.service((any GoodsService).self)
            _ = try answering(for: GoodsList.self) { () throws(GoodsError) in try goods.items(category: nil) }
            if let category = route.category, !goods.categories().contains(category) {
                throw RouteError.declined(
                    route: GoodsList.pattern, code: "goods.unknownCategory",
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
            guard
                let item = try answering(
                    for: GoodsDetail.self, { () throws(GoodsError) in try goods.item(id: route.id) })
            else {
                let numbers = goods.itemNumbers
                throw RouteError.declined(
                    route: GoodsDetail.pattern, code: "goods.unknownItem",
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

    /// Reads and checks the bundle's catalogue, when Goods is first needed (it makes `GoodsService`);
    /// fails, naming the file and what is wrong in the user's language, when it is missing,
    /// unreadable or invalid: then every request that needs Goods fails so, and the rest of the
    /// app goes on.
    public func setUp(hub: Hub) async throws {
        _ = try readCatalogue()
    }

    /// The catalogue, read and checked the first time it is asked for; a failure is worded in the
    /// user's language, naming the file and what is wrong.
    private func readCatalogue() throws(CatalogueUnavailable) -> Catalogue {
        try catalogue.withLock { (read) throws(CatalogueUnavailable) in
            if let read { return read }
            do throws(BundleDataFileError) {
                let loaded = try Catalogue.load(
                    url: try BundleDataFile.url(named: Catalogue.fileName, inDirectory: resources))
                read = loaded
                return loaded
            } catch {
                throw CatalogueUnavailable(description: StateText.sentence(for: error, in: strings.language))
            }
        }
    }
}
