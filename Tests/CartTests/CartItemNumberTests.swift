import AllContracts
import Cart
import Common
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
    func anIdThatIsNoItemNumberNamesTheCataloguesRange(url: String) throws {
        let fixture = try CartFixture()
        let error = #expect(throws: RouteError.self) { try fixture.hub.open(url: url) }
        guard case .invalidParameter(let name, _, let expectedType, _)? = error else {
            Issue.record("expected an invalid parameter, got \(String(describing: error))")
            return
        }
        #expect(name == "id")
        #expect(expectedType == "a whole number from 901 to 904")
    }

    @Test func anotherCatalogueGivesAnotherRange() throws {
        let goods = [
            StandInGoodsItem(id: 40, name: "Cup", category: "teaware", price: Money(minorUnits: 100), stock: 3),
            StandInGoodsItem(id: 7_000, name: "Pot", category: "teaware", price: Money(minorUnits: 900), stock: 1),
        ]
        let fixture = try CartFixture(language: .simplifiedChinese, goods: goods)
        let missing = #expect(throws: RouteError.self) { try fixture.hub.open(url: "bazaar://cart/add") }
        #expect(
            missing == .missingParameter(name: "id", expectedType: "a whole number from 40 to 7000", route: "cart/add"))
        let unknown = #expect(throws: RouteError.self) { try fixture.hub.open(url: "bazaar://cart/add?id=41") }
        guard case .declined(_, let reason)? = unknown else {
            Issue.record("expected declined, got \(String(describing: unknown))")
            return
        }
        #expect(reason.code == "goods.unknownItem")
        #expect(reason.message == "没有编号为 41 的商品；商品编号从 40 到 7000。")
    }

    @Test func anEmptyCatalogueSaysSo() throws {
        let fixture = try CartFixture(goods: [])
        let unknown = #expect(throws: RouteError.self) { try fixture.hub.open(url: "bazaar://cart/add?id=1") }
        #expect(unknown?.description.contains("There is no goods item 1; the catalogue is empty.") == true)
        // No range to name: the type's own words stay.
        let bad = #expect(throws: RouteError.self) { try fixture.hub.open(url: "bazaar://cart/add?id=abc") }
        #expect(bad == .invalidParameter(name: "id", value: "abc", expectedType: "a whole number", route: "cart/add"))
    }
}
