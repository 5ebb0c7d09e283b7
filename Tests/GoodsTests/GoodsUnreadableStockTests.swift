import AllContracts
import Common
import Goods
import ModuleTesting
import Testing

/// A stock document that cannot be read is an error naming it, never stock 0.
@Suite struct GoodsUnreadableStockTests {
    @Test(arguments: [Language.english, .simplifiedChinese])
    func everyReadOfTheStockThrowsNamingTheFile(language: Language) async throws {
        let unreadable = try UnreadableDocument("goods-stock")
        let hub = try await Hub.bazaar([try GoodsModule(store: unreadable.store, language: language)])
        let goods = try await hub.service((any GoodsService).self)
        let failure = GoodsError.storage(unreadable.reason(in: language))
        #expect(throws: failure) { try goods.item(id: 3) }
        #expect(throws: failure) { try goods.items(category: nil) }
        #expect(throws: failure) { try goods.items(category: "tea") }
        #expect(throws: failure) { try goods.reserve([3: 1], for: "p1") }
        #expect(try goods.item(id: 999) == nil, "an id the catalogue does not have needs no stock")
    }
}
