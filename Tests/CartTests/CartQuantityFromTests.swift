import AllContracts
import Common
import Foundation
import ModuleTesting
import StandIns
import Testing

/// `CartSetQuantity.from`: a `+1`/`−1` link drawn for one quantity never overwrites another
/// change of the line; a URL without `from` sets the quantity as it always did.
@Suite struct CartQuantityFromTests {
    @Test func aMatchingFromSetsTheQuantity() async throws {
        let fixture = try await CartFixture()
        let cart = try await fixture.cart()
        try await cart.add(goodsID: 901, quantity: 2)
        try await cart.setQuantity(goodsID: 901, quantity: 3, from: 2)
        #expect(try cart.snapshot().lines == [CartLine(goodsID: 901, quantity: 3)])
        #expect(fixture.changes.withLock { $0 } == [2, 3])
    }

    @Test func aStaleFromChangesNothing() async throws {
        let fixture = try await CartFixture()
        let cart = try await fixture.cart()
        try await cart.add(goodsID: 901, quantity: 2)
        try await cart.setQuantity(goodsID: 901, quantity: 5)
        let before = try cart.snapshot()
        await #expect(throws: CartError.quantityChanged(id: 901, now: 5)) {
            try await cart.setQuantity(goodsID: 901, quantity: 1, from: 2)
        }
        await #expect(throws: CartError.quantityChanged(id: 901, now: 5)) {
            try await cart.setQuantity(goodsID: 901, quantity: 0, from: 2)
        }
        #expect(try cart.snapshot() == before, "neither the lines nor the revision moved")
        #expect(fixture.changes.withLock { $0 } == [2, 5], "no CartChanged for a refused change")
        await #expect(throws: CartError.notInCart(902)) {
            try await cart.setQuantity(goodsID: 902, quantity: 1, from: 1)
        }
    }

    @Test func theStandInComparesTheSameWay() async throws {
        let cart = StandInCartService(lines: [CartLine(goodsID: 901, quantity: 5)])
        #expect(throws: CartError.quantityChanged(id: 901, now: 5)) {
            try cart.setQuantity(goodsID: 901, quantity: 1, from: 2)
        }
        try cart.setQuantity(goodsID: 901, quantity: 4, from: 5)
        #expect(try cart.snapshot().lines == [CartLine(goodsID: 901, quantity: 4)])
    }

    @Test func theCartPagesLinksCarryTheQuantityTheyShowed() async throws {
        let fixture = try await CartFixture()
        try await fixture.cart().add(goodsID: 901, quantity: 2)
        let content = try await pageContent(fixture.hub.open(CartShow()))
        #expect(content.link(to: "cart/quantity/901?qty=3&from=2")?.title == "+1")
        #expect(content.link(to: "cart/quantity/901?qty=1&from=2")?.title == "−1")
    }

    /// The scenario of issue #10: the page showed 2, another terminal made it 5, `−1` here is refused.
    @Test(arguments: [
        (Language.english, "Sample Green Tea (item 901) changed meanwhile: the cart now holds 5; nothing was changed."),
        (Language.simplifiedChinese, "Sample Green Tea（商品 901）的数量已经变化：购物车中现有 5 件；未做任何修改。"),
    ])
    func aStaleLinkIsDeclinedSayingTheQuantityNow(language: Language, message: String) async throws {
        let store = InMemoryStateStore()
        let fixture = try await CartFixture(language: language, store: store)
        try await fixture.cart().add(goodsID: 901, quantity: 2)
        let less = try #require(try await pageContent(fixture.hub.open(CartShow())).link(titled: "−1"))
        try await CartFixture(store: store).cart().setQuantity(goodsID: 901, quantity: 5)
        let error = await #expect(throws: RouteError.self) { try await fixture.hub.follow(less) }
        #expect(error?.key == "cart.quantityChanged")
        #expect(error?.key == "cart.quantityChanged")
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
        await #expect(try fixture.cart().snapshot().lines == [CartLine(goodsID: 901, quantity: 5)])
    }

    @Test(arguments: ["0", "100", "-1"])
    func aFromOutsideOneToNinetyNineIsMalformed(from: String) async throws {
        let fixture = try await CartFixture()
        try await fixture.cart().add(goodsID: 901, quantity: 2)
        let error = await #expect(throws: RouteError.self) {
            try await fixture.hub.open(url: "bazaar://cart/quantity/901?qty=1&from=\(from)")
        }
        #expect(error?.key == "route.invalidParameter")
        await #expect(try fixture.cart().snapshot().lines == [CartLine(goodsID: 901, quantity: 2)])
    }

    @Test func withoutFromTheQuantityIsSetWhateverTheLineHolds() async throws {
        let fixture = try await CartFixture()
        try await fixture.cart().add(goodsID: 901, quantity: 5)
        _ = try await fixture.hub.open(url: "bazaar://cart/quantity/901?qty=1")
        await #expect(try fixture.cart().snapshot().lines == [CartLine(goodsID: 901, quantity: 1)])
    }
}
