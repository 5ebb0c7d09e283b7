import AllContracts
import Cart
import Common
import ModuleTesting
import StandIns
import Testing

/// An item number that means nothing is told the catalogue's item numbers, read from the
/// catalogue there is (the stand-in's 901 to 904 here, 1 to 12 in the shop), never the range of
/// the Swift type nor a number written in the code.
struct CartItemNumberTests {
    @Test(arguments: [
        "bazaar://cart/add?id=99999999999999999999", "bazaar://cart/add?id=abc", "bazaar://cart/remove/1.5",
        "bazaar://cart/quantity/x?qty=1&from=2",
    ])
    func anIdThatIsNoItemNumberNamesTheCataloguesRange(url: String) async throws {
        let fixture = try await CartFixture()
        let error = await #expect(throws: RouteError.self) { try await fixture.hub.open(url: url) }
        guard case .invalidParameter(let name, _, let expected, _)? = error else {
            Issue.record("expected an invalid parameter, got \(String(describing: error))")
            return
        }
        #expect(name == "id")
        #expect(expected == .wholeNumbers(lower: 901, upper: 904))
    }

    @Test func anotherCatalogueGivesAnotherRange() async throws {
        let goods = [
            StandInGoodsItem(id: 40, name: "Cup", category: "teaware", price: Money(minorUnits: 100), stock: 3),
            StandInGoodsItem(id: 7_000, name: "Pot", category: "teaware", price: Money(minorUnits: 900), stock: 1),
        ]
        let fixture = try await CartFixture(language: .simplifiedChinese, goods: goods)
        let missing = await #expect(throws: RouteError.self) { try await fixture.hub.open(url: "bazaar://cart/add") }
        #expect(
            missing == .missingParameter(name: "id", expected: .wholeNumbers(lower: 40, upper: 7000), route: "cart/add")
        )
        let unknown = await #expect(throws: RouteError.self) {
            try await fixture.hub.open(url: "bazaar://cart/add?id=41")
        }
        guard case .declined(_, let code, let message)? = unknown else {
            Issue.record("expected declined, got \(String(describing: unknown))")
            return
        }
        #expect(code == "goods.unknownItem")
        #expect(message == "没有编号为 41 的商品；商品编号从 40 到 7000。")
    }

    @Test func anEmptyCatalogueSaysSo() async throws {
        let fixture = try await CartFixture(goods: [])
        let unknown = await #expect(throws: RouteError.self) {
            try await fixture.hub.open(url: "bazaar://cart/add?id=1")
        }
        #expect(unknown?.description.contains("There is no goods item 1; the catalogue is empty.") == true)
        // No range to name: the type's own words stay.
        let bad = await #expect(throws: RouteError.self) { try await fixture.hub.open(url: "bazaar://cart/add?id=abc") }
        #expect(bad == .invalidParameter(name: "id", value: "abc", expected: .wholeNumber, route: "cart/add"))
    }

    /// A line whose item left the catalogue is removed by its number, and the outcome names it
    /// as an item number ("item 901"), never as a bare number; a number neither in the cart nor
    /// in the catalogue is named with the catalogue's range.
    @Test(arguments: [
        (
            Language.english, "Removed item 901 from the cart.",
            "There is no goods item 905; item numbers run from 902 to 904."
        ),
        (.simplifiedChinese, "已从购物车移除商品 901。", "没有编号为 905 的商品；商品编号从 902 到 904。"),
    ])
    func aLineGoneFromTheCatalogueIsRemovedByItsNumber(
        language: Language, removed: String, unknown: String
    ) async throws {
        let store = InMemoryStateStore()
        try await CartFixture(store: store).cart().add(goodsID: 901, quantity: 1)
        let fewer = StandInGoodsService.catalogue.filter { $0.id != 901 }
        let fixture = try await CartFixture(language: language, store: store, goods: fewer)
        let outcome = try await fixture.hub.open(url: "bazaar://cart/remove/901")
        guard case .value(let action?) = outcome else {
            Issue.record("expected an outcome, got \(outcome)")
            return
        }
        #expect(action == ActionOutcome(event: "cart.removed", message: removed))
        await #expect(try fixture.cart().snapshot().lines.isEmpty)
        let error = await #expect(throws: RouteError.self) {
            try await fixture.hub.open(url: "bazaar://cart/remove/905")
        }
        guard case .declined(_, let code, let message)? = error else {
            Issue.record("expected declined, got \(String(describing: error))")
            return
        }
        #expect(code == "goods.unknownItem")
        #expect(message == unknown)
    }

    /// A line the stock no longer covers says so on the cart page, in the user's language: sold
    /// out, or fewer left than the line holds; a line the stock covers has no note.
    @Test(arguments: [
        (
            Language.english,
            [
                "Sample Green Tea (item 901) is sold out: it cannot be paid for until it is back in stock.",
                "Only 1 of Sample Teapot (item 902) left; the cart holds 2, so it cannot be paid for as it is.",
            ]
        ),
        (.simplifiedChinese, ["示例绿茶（商品 901）已售罄，补货前无法支付。", "示例茶壶（商品 902）仅剩 1 件，购物车中有 2 件，按现有数量无法支付。"]),
    ])
    func aLineTheStockNoLongerCoversSaysSo(language: Language, notes: [String]) async throws {
        let store = InMemoryStateStore()
        try await CartFixture(store: store).cart().add(goodsID: 901, quantity: 1)
        try await CartFixture(store: store).cart().add(goodsID: 902, quantity: 2)
        try await CartFixture(store: store).cart().add(goodsID: 903, quantity: 1)
        let stock = [901: 0, 902: 1]
        let goods = StandInGoodsService.catalogue(in: language).map {
            StandInGoodsItem(
                id: $0.id, name: $0.name, category: $0.category, price: $0.price, stock: stock[$0.id] ?? $0.stock)
        }
        let fixture = try await CartFixture(language: language, store: store, goods: goods)
        let content = try await pageContent(fixture.hub.open(CartShow()))
        #expect(content.texts == notes, "\(content.texts)")
    }
}
