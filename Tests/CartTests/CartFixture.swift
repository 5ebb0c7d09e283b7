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
        goods: [StandInGoodsItem] = StandInGoodsService.catalogue, routes: TestRoutes? = nil
    ) async throws {
        self.store = store
        var standIns = Overrides()
        standIns.standIn((any GoodsService).self) { hub in StandInGoodsService(items: goods) }
        // Order's routes, which a test may bind, require a logged-in user: nobody asks here.
        standIns.guard(.loggedIn, owner: StandIn.owner) { _, _ in .proceed }
        // Test routes of absent modules are a module built beside Cart.
        hub = try await Hub.bazaar(
            [try CartModule(store: store, language: language)] + (routes.map { [$0] } ?? []), standIns: standIns)
        let changes = changes
        hub.subscribe(CartChanged.self, owner: "test") { event in changes.withLock { $0.append(event.itemCount) }
        }
    }

    func cart() async throws -> any CartService {
        try await hub.service((any CartService).self)
    }
}
