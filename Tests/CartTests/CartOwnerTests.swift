import AllContracts
import Cart
import Common
import ModuleTesting
import StandIns
import Testing

/// The cart belongs to who logged in: kept at log-out, given back (merged) at log-in, emptied
/// and forgotten only when the account is deleted.
@Suite struct CartOwnerTests {
    @Test func theCartFollowsItsUserThroughLogOutLogInAndDeletion() async throws {
        let fixture = try await CartFixture()
        let cart = try await fixture.cart()
        try await cart.add(goodsID: 901, quantity: 2)
        #expect(await fixture.hub.post(UserLoggedOut(userID: "demo")).isEmpty)
        #expect(try cart.snapshot().lines.isEmpty)
        try await cart.add(goodsID: 901, quantity: 1)
        try await cart.add(goodsID: 902, quantity: 1)
        #expect(await fixture.hub.post(UserLoggedIn(user: AccountUser(id: "demo", name: "Demo"))).isEmpty)
        #expect(
            try cart.snapshot().lines == [CartLine(goodsID: 901, quantity: 3), CartLine(goodsID: 902, quantity: 1)])
        // Logging in again with nothing saved changes nothing.
        #expect(await fixture.hub.post(UserLoggedIn(user: AccountUser(id: "demo", name: "Demo"))).isEmpty)
        #expect(try cart.snapshot().lines.count == 2)
        _ = await fixture.hub.post(UserLoggedOut(userID: "demo"))
        _ = await fixture.hub.post(AccountDeleted(userID: "demo"))
        _ = await fixture.hub.post(UserLoggedIn(user: AccountUser(id: "demo", name: "Demo")))
        #expect(try cart.snapshot().lines.isEmpty, "a deleted account's saved cart is forgotten")
    }

    @Test func aSavedCartTheGoodsCannotCheckIsSaidWithTheGoodsModulesOwnReason() async throws {
        struct CatalogueUnreadable: Error, CustomStringConvertible {
            let description = "目录文件 /x/catalogue.json 无法读取"
        }
        let store = InMemoryStateStore()
        let fixture = try await CartFixture(store: store)
        try await fixture.cart().add(goodsID: 901, quantity: 2)
        _ = await fixture.hub.post(UserLoggedOut(userID: "demo"))
        var broken = Overrides()
        broken.service((any GoodsService).self, owner: StandIn.owner) { _ in throw CatalogueUnreadable() }
        let hub = try await Hub.bazaar([try CartModule(store: store, language: .simplifiedChinese)], standIns: broken)
        let failures = await hub.post(UserLoggedIn(user: AccountUser(id: "demo", name: "Demo")))
        #expect(failures.map { $0.error as? CartError } == [.goods(.storage(CatalogueUnreadable().description))])
    }

    @Test func aMergeIsCappedByTheStockButNeverBelowWhatEitherCartHeld() async throws {
        // 903 has one in stock; 902 five.
        let fixture = try await CartFixture()
        let cart = try await fixture.cart()
        try await cart.add(goodsID: 903, quantity: 1)
        try await cart.add(goodsID: 902, quantity: 4)
        _ = await fixture.hub.post(UserLoggedOut(userID: "demo"))
        try await cart.add(goodsID: 903, quantity: 1)
        try await cart.add(goodsID: 902, quantity: 3)
        _ = await fixture.hub.post(UserLoggedIn(user: AccountUser(id: "demo", name: "Demo")))
        #expect(
            try cart.snapshot().lines == [CartLine(goodsID: 903, quantity: 1), CartLine(goodsID: 902, quantity: 5)])
    }
}
