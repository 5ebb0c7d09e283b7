import AllContracts
import Common
import Goods
import ModuleTesting
import StandIns

/// A hub running the Goods module alone over an in-memory store.
struct GoodsFixture {
    let store: InMemoryStateStore
    let hub: Hub

    init(language: Language = .english, store: InMemoryStateStore = InMemoryStateStore()) async throws {
        self.store = store
        hub = try await Hub.bazaar([try GoodsModule(store: store, language: language)])
    }

    func goods() async throws -> any GoodsService {
        try await hub.service((any GoodsService).self)
    }
}
