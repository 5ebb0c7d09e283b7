import AllContracts
import Cart
import Common
import ModuleTesting
import StandIns

/// A hub running the Cart module alone, with a stand-in goods service, over an in-memory store.
struct CartFixture {
    let store: InMemoryStateStore
    let hub: Hub
    /// The `itemCount` of every `CartChanged` posted, in order.
    let changes = LockedBox([Int]())

    init(
        language: Language = .english, store: InMemoryStateStore = InMemoryStateStore(),
        goods: [StandInGoodsItem] = StandInGoodsService.catalogue, routes: (Hub) throws -> Void = { _ in }
    ) async throws {
        self.store = store
        hub = Hub.bazaar()
        try routes(hub)  // test routes of absent modules: the table is fixed once the hub starts
        var standIns = Overrides()
        standIns.standIn((any GoodsService).self) { hub in StandInGoodsService(items: goods) }
        try await hub.start([try CartModule(store: store, language: language)], standIns: standIns)
        let changes = changes
        hub.subscribe(CartChanged.self, owner: "test") { event in changes.withLock { $0.append(event.itemCount) }
        }
    }

    func cart() async throws -> any CartService {
        try await hub.service((any CartService).self)
    }
}
