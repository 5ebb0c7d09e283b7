import AllContracts
import Common
import StandIns
import Testing

/// `GoodsService.release`: the undo of a reservation no order kept.
@Suite struct GoodsReleaseTests {
    @Test func releaseGivesBackWhatReserveTook() throws {
        let goods = try GoodsFixture().goods()
        let before = try #require(goods.item(id: 3)?.stock)
        try goods.reserve([3: 2, 7: 1])
        try goods.release([3: 2, 7: 1, 4: 0, 5: -3])
        #expect(goods.item(id: 3)?.stock == before)
        #expect(goods.item(id: 7)?.stock == 1)
        #expect(goods.item(id: 4)?.stock == goods.item(id: 4)?.stock)
    }

    @Test func releaseIsAllOrNone() throws {
        let goods = try GoodsFixture().goods()
        try goods.reserve([3: 2])
        #expect(throws: GoodsError.unknownItem(99)) { try goods.release([3: 2, 99: 1]) }
        #expect(goods.item(id: 3)?.stock == 18)
        let error = #expect(throws: GoodsError.self) { try goods.release([3: .max]) }
        #expect(error?.description.contains("more than 1000000000 in stock") == true)
        #expect(goods.item(id: 3)?.stock == 18)
    }

    @Test(arguments: [["3": -1], ["3": 1_000_000_001], ["0": 5]])
    func aStockDocumentBreakingARuleIsRefused(levels: [String: Int]) throws {
        let store = InMemoryStateStore()
        try store.write(levels, named: "goods-stock")
        let goods = try GoodsFixture(store: store).goods()
        let error = #expect(throws: GoodsError.self) { try goods.reserve([3: 1]) }
        #expect(error?.description.contains("breaks a rule") == true)
    }
}
