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
        goods: [StandInGoodsItem] = StandInGoodsService.catalogue
    ) throws {
        self.store = store
        hub = Hub.bazaar()
        try hub.registerStandIn((any GoodsService).self) { StandInGoodsService(items: goods) }
        try hub.start([try CartModule(store: store, language: language)])
        let changes = changes
        hub.events.subscribe(CartChanged.self, owner: "test") { event in changes.withLock { $0.append(event.itemCount) }
        }
    }

    func cart() throws -> any CartService {
        try hub.service((any CartService).self)
    }
}
