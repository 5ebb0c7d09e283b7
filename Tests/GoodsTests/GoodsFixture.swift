import AllContracts
import Common
import Goods
import ModuleTesting
import StandIns

/// A hub running the Goods module alone over an in-memory store.
struct GoodsFixture {
    let store: InMemoryStateStore
    let hub: Hub

    init(language: Language = .english, store: InMemoryStateStore = InMemoryStateStore()) throws {
        self.store = store
        hub = Hub.bazaar()
        try hub.start([try GoodsModule(store: store, language: language)])
    }

    func goods() throws -> any GoodsService {
        try hub.service((any GoodsService).self)
    }
}
