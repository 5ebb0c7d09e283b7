import AllContracts
import Common
import Foundation
import StandIns
import Testing

@Suite struct CartServiceTests {
    @Test func addCreatesAndGrowsLines() throws {
        let fixture = try CartFixture()
        let cart = try fixture.cart()
        #expect(try cart.snapshot().lines.isEmpty)
        #expect(try cart.add(goodsID: 901, quantity: 2) == CartLine(goodsID: 901, quantity: 2))
        #expect(try cart.add(goodsID: 902, quantity: 1) == CartLine(goodsID: 902, quantity: 1))
        #expect(try cart.add(goodsID: 901, quantity: 3) == CartLine(goodsID: 901, quantity: 5))
        #expect(
            try cart.snapshot().lines == [CartLine(goodsID: 901, quantity: 5), CartLine(goodsID: 902, quantity: 1)])
        #expect(fixture.changes.withLock { $0 } == [2, 3, 6])
    }

    @Test(arguments: [0, -1, 100])
    func addRefusesQuantitiesOutsideOneToNinetyNine(quantity: Int) throws {
        let cart = try CartFixture().cart()
        #expect(throws: CartError.invalidQuantity(quantity)) { try cart.add(goodsID: 901, quantity: quantity) }
        #expect(try cart.snapshot().lines.isEmpty)
    }

    @Test func aLineHoldsAtMostNinetyNine() throws {
        let plenty = StandInGoodsItem(id: 1, name: "Plenty", category: "tea", price: Money(minorUnits: 100), stock: 500)
        let cart = try CartFixture(goods: [plenty]).cart()
        try cart.add(goodsID: 1, quantity: 60)
        #expect(throws: CartError.invalidQuantity(100)) { try cart.add(goodsID: 1, quantity: 40) }
        try cart.add(goodsID: 1, quantity: 39)
        #expect(try cart.snapshot().lines == [CartLine(goodsID: 1, quantity: 99)])
    }

    @Test func addRefusesMoreThanTheStock() throws {
        let fixture = try CartFixture()
        let cart = try fixture.cart()
        try cart.add(goodsID: 903, quantity: 1)
        #expect(throws: CartError.goods(.outOfStock(id: 903, name: "Sample Tea Cup", requested: 2, available: 1))) {
            try cart.add(goodsID: 903, quantity: 1)
        }
        #expect(throws: CartError.goods(.outOfStock(id: 904, name: "Sample Rare Oolong", requested: 1, available: 0))) {
            try cart.add(goodsID: 904, quantity: 1)
        }
        #expect(try cart.snapshot().lines == [CartLine(goodsID: 903, quantity: 1)])
        #expect(fixture.changes.withLock { $0 } == [1])
    }

    @Test func addRefusesUnknownItems() throws {
        let cart = try CartFixture().cart()
        #expect(throws: CartError.goods(.unknownItem(999))) { try cart.add(goodsID: 999, quantity: 1) }
    }

    @Test func setQuantityChangesRemovesAndChecks() throws {
        let fixture = try CartFixture()
        let cart = try fixture.cart()
        try cart.add(goodsID: 901, quantity: 2)
        try cart.add(goodsID: 902, quantity: 1)
        try cart.setQuantity(goodsID: 901, quantity: 7)
        #expect(
            try cart.snapshot().lines == [CartLine(goodsID: 901, quantity: 7), CartLine(goodsID: 902, quantity: 1)])
        #expect(throws: CartError.goods(.outOfStock(id: 902, name: "Sample Teapot", requested: 6, available: 5))) {
            try cart.setQuantity(goodsID: 902, quantity: 6)
        }
        #expect(throws: CartError.invalidQuantity(-1)) { try cart.setQuantity(goodsID: 901, quantity: -1) }
        #expect(throws: CartError.invalidQuantity(100)) { try cart.setQuantity(goodsID: 901, quantity: 100) }
        #expect(throws: CartError.notInCart(903)) { try cart.setQuantity(goodsID: 903, quantity: 1) }
        try cart.setQuantity(goodsID: 901, quantity: 0)
        #expect(try cart.snapshot().lines == [CartLine(goodsID: 902, quantity: 1)])
        #expect(fixture.changes.withLock { $0 } == [2, 3, 8, 1])
    }

    @Test func loweringAQuantityIsAllowedAboveTheStock() throws {
        let store = InMemoryStateStore()
        try CartFixture(store: store).cart().add(goodsID: 902, quantity: 5)
        let scarce = StandInGoodsItem(
            id: 902, name: "Sample Teapot", category: "teaware", price: Money(minorUnits: 8800), stock: 2)
        let cart = try CartFixture(store: store, goods: [scarce]).cart()
        try cart.setQuantity(goodsID: 902, quantity: 4)
        #expect(try cart.snapshot().lines == [CartLine(goodsID: 902, quantity: 4)])
    }

    @Test func removeAndClear() throws {
        let fixture = try CartFixture()
        let cart = try fixture.cart()
        try cart.add(goodsID: 901, quantity: 1)
        try cart.add(goodsID: 902, quantity: 1)
        try cart.remove(goodsID: 901)
        #expect(try cart.snapshot().lines == [CartLine(goodsID: 902, quantity: 1)])
        #expect(throws: CartError.notInCart(901)) { try cart.remove(goodsID: 901) }
        try cart.clear()
        #expect(try cart.snapshot().lines.isEmpty)
        try cart.clear()
        #expect(fixture.changes.withLock { $0 } == [1, 2, 1, 0])
    }

    @Test func linesPersistAcrossModuleInstancesSharingAStore() throws {
        let store = InMemoryStateStore()
        try CartFixture(store: store).cart().add(goodsID: 901, quantity: 3)
        let second = try CartFixture(store: store).cart()
        #expect(try second.snapshot().lines == [CartLine(goodsID: 901, quantity: 3)])
        #expect(try store.documentNames() == ["cart"])
    }

    @Test func concurrentAddsLoseNoUpdate() throws {
        let store = InMemoryStateStore()
        let plenty = StandInGoodsItem(id: 1, name: "Plenty", category: "tea", price: Money(minorUnits: 100), stock: 500)
        let carts = try (0..<2).map { _ in try CartFixture(store: store, goods: [plenty]).cart() }
        DispatchQueue.concurrentPerform(iterations: 60) { index in
            _ = try? carts[index % 2].add(goodsID: 1, quantity: 1)
        }
        #expect(try carts[0].snapshot().lines == [CartLine(goodsID: 1, quantity: 60)])
    }
}
