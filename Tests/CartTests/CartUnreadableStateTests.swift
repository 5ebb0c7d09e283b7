import AllContracts
import Cart
import Common
import ModuleTesting
import StandIns
import Testing

/// A cart that cannot be read, or a stock the cart page cannot read: a line naming the file,
/// never an empty cart or a stock of 0.
@Suite struct CartUnreadableStateTests {
    @Test(arguments: [Language.english, .simplifiedChinese])
    func theCartThrowsNamingTheFile(language: Language) async throws {
        let unreadable = try UnreadableDocument("cart")
        var standIns = Overrides()
        standIns.standIn((any GoodsService).self) { hub in StandInGoodsService() }
        let hub = try await Hub.bazaar(
            [try CartModule(store: unreadable.store, language: language)], standIns: standIns)
        let cart = try await hub.service((any CartService).self)
        #expect(throws: CartError.self) { try cart.snapshot() }
        await #expect(throws: CartError.self) { try await cart.add(goodsID: 901, quantity: 1) }
        let error = await routeError { _ = try await hub.open(CartShow()) }
        #expect(error?.description.contains(unreadable.reason(in: language)) == true, "\(String(describing: error))")
    }

    /// Goods that cannot read their stock.
    private struct UnreadableGoods: GoodsService {
        let reason: String
        func item(id: Int) throws(GoodsError) -> (any GoodsItem)? { throw .storage(reason) }
        func items(category: String?) throws(GoodsError) -> [any GoodsItem] { throw .storage(reason) }
        func categories() -> [String] { [] }
        func reserve(_ quantities: [Int: Int], for payment: String) throws(GoodsError) { throw .storage(reason) }
        func release(payment: String) throws(GoodsError) { throw .storage(reason) }
        func settle(payment: String) throws(GoodsError) { throw .storage(reason) }
        func reservingPayments() throws(GoodsError) -> [String: Int] { throw .storage(reason) }
    }

    @Test(arguments: [Language.english, .simplifiedChinese])
    func theCartPageShowsTheStockFailureNotItemsOutOfStock(language: Language) async throws {
        let store = InMemoryStateStore()
        let filled = try await CartFixture(language: language, store: store)
        try await filled.cart().add(goodsID: 901, quantity: 2)
        var standIns = Overrides()
        standIns.standIn((any GoodsService).self) { hub in UnreadableGoods(reason: "disk gone") }
        let hub = try await Hub.bazaar([try CartModule(store: store, language: language)], standIns: standIns)
        let content = try await pageContent(hub.open(CartShow()))
        let expected = language == .simplifiedChinese ? "无法读取库存：disk gone" : "The stock could not be read: disk gone"
        #expect(content.texts == [expected], "\(content)")
        #expect(content.records.isEmpty)
    }
}
