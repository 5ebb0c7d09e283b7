import AllContracts
import Common
import Foundation
import StandIns
import Testing

@Suite struct GoodsServiceTests {
    @Test func catalogueHasTwelveItemsInThreeCategories() async throws {
        let goods = try await GoodsFixture().goods()
        let items = try goods.items(category: nil)
        #expect(items.map(\.id) == Array(1...12))
        #expect(goods.categories() == ["tea", "teaware", "snacks"])
        #expect(items.contains { $0.stock == 0 })
        #expect(items.contains { $0.stock == 1 })
        #expect(items.allSatisfy { (0...30).contains($0.stock) && $0.price.minorUnits > 0 && !$0.name.isEmpty })
        #expect(try goods.item(id: 3)?.name == "Tieguanyin Oolong")
        #expect(try goods.item(id: 3)?.price.minorUnits == 4500)
    }

    @Test func unknownItemIsNil() async throws {
        let goods = try await GoodsFixture().goods()
        #expect(try goods.item(id: 0) == nil)
        #expect(try goods.item(id: 13) == nil)
        #expect(try goods.item(id: -1) == nil)
    }

    @Test func itemsFilterByCategory() async throws {
        let goods = try await GoodsFixture().goods()
        let tea = try goods.items(category: "tea")
        #expect(tea.count == 4)
        #expect(tea.allSatisfy { $0.category == "tea" })
        #expect(try goods.items(category: "shoes").isEmpty)
    }

    @Test func reserveTakesStock() async throws {
        let goods = try await GoodsFixture().goods()
        try goods.reserve([3: 2, 9: 5], for: "pay-1")
        #expect(try goods.item(id: 3)?.stock == 18)
        #expect(try goods.item(id: 9)?.stock == 20)
        try goods.reserve([7: 1], for: "pay-2")
        #expect(try goods.item(id: 7)?.stock == 0)
    }

    @Test func reserveIsAllOrNone() async throws {
        let goods = try await GoodsFixture().goods()
        let error = #expect(throws: GoodsError.self) { try goods.reserve([3: 2, 7: 2], for: "pay-3") }
        #expect(error == .outOfStock(id: 7, name: "Yixing Clay Teapot", requested: 2, available: 1))
        #expect(try goods.item(id: 3)?.stock == 20)
        #expect(try goods.item(id: 7)?.stock == 1)
    }

    @Test func reserveRefusesOutOfStockAndUnknownItems() async throws {
        let goods = try await GoodsFixture().goods()
        #expect(throws: GoodsError.outOfStock(id: 2, name: "Jasmine Dragon Pearls", requested: 1, available: 0)) {
            try goods.reserve([2: 1], for: "pay-4")
        }
        #expect(throws: GoodsError.unknownItem(99)) { try goods.reserve([3: 1, 99: 1], for: "pay-5") }
        #expect(try goods.item(id: 3)?.stock == 20)
    }

    @Test func reserveIgnoresZeroAndNegativeQuantities() async throws {
        let goods = try await GoodsFixture().goods()
        try goods.reserve([3: 0, 4: -5], for: "pay-6")
        #expect(try goods.item(id: 3)?.stock == 20)
        #expect(try goods.item(id: 4)?.stock == 5)
    }

    @Test func stockPersistsAcrossModuleInstancesSharingAStore() async throws {
        let store = InMemoryStateStore()
        try await GoodsFixture(store: store).goods().reserve([4: 3], for: "pay-7")
        let second = try await GoodsFixture(store: store).goods()
        #expect(try second.item(id: 4)?.stock == 2)
        #expect(throws: GoodsError.self) { try second.reserve([4: 3], for: "pay-8") }
    }

    @Test func concurrentReservesNeverOversell() async throws {
        let store = InMemoryStateStore()
        var services: [any GoodsService] = []
        for _ in 0..<2 { services.append(try await GoodsFixture(store: store).goods()) }
        let sold = LockedBox(0)
        let shared = services
        DispatchQueue.concurrentPerform(iterations: 40) { index in
            if (try? shared[index % 2].reserve([5: 1], for: "pay-\(index)")) != nil { sold.withLock { $0 += 1 } }
        }
        #expect(sold.withLock { $0 } == 30)
        #expect(try services[0].item(id: 5)?.stock == 0)
    }

    @Test func namesFollowTheLanguage() async throws {
        let goods = try await GoodsFixture(language: .simplifiedChinese).goods()
        #expect(try goods.item(id: 3)?.name == "铁观音乌龙")
        #expect(throws: GoodsError.outOfStock(id: 2, name: "茉莉龙珠", requested: 1, available: 0)) {
            try goods.reserve([2: 1], for: "pay-9")
        }
    }
}
