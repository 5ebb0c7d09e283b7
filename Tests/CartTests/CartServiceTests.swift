import AllContracts
import Common
import Foundation
import StandIns
import Testing

@Suite struct CartServiceTests {
    @Test func addCreatesAndGrowsLines() async throws {
        let fixture = try await CartFixture()
        let cart = try await fixture.cart()
        #expect(try cart.snapshot().lines.isEmpty)
        await #expect(try cart.add(goodsID: 901, quantity: 2) == CartLine(goodsID: 901, quantity: 2))
        await #expect(try cart.add(goodsID: 902, quantity: 1) == CartLine(goodsID: 902, quantity: 1))
        await #expect(try cart.add(goodsID: 901, quantity: 3) == CartLine(goodsID: 901, quantity: 5))
        #expect(
            try cart.snapshot().lines == [CartLine(goodsID: 901, quantity: 5), CartLine(goodsID: 902, quantity: 1)])
        #expect(fixture.changes.withLock { $0 } == [2, 3, 6])
    }

    @Test(arguments: [0, -1, 100])
    func addRefusesQuantitiesOutsideOneToNinetyNine(quantity: Int) async throws {
        let cart = try await CartFixture().cart()
        await #expect(throws: CartError.invalidQuantity(quantity)) {
            try await cart.add(goodsID: 901, quantity: quantity)
        }
        #expect(try cart.snapshot().lines.isEmpty)
    }

    @Test func aLineHoldsAtMostNinetyNine() async throws {
        let plenty = StandInGoodsItem(id: 1, name: "Plenty", category: "tea", price: Money(minorUnits: 100), stock: 500)
        let cart = try await CartFixture(goods: [plenty]).cart()
        try await cart.add(goodsID: 1, quantity: 60)
        await #expect(throws: CartError.invalidQuantity(100)) { try await cart.add(goodsID: 1, quantity: 40) }
        try await cart.add(goodsID: 1, quantity: 39)
        #expect(try cart.snapshot().lines == [CartLine(goodsID: 1, quantity: 99)])
    }

    @Test func addRefusesMoreThanTheStock() async throws {
        let fixture = try await CartFixture()
        let cart = try await fixture.cart()
        try await cart.add(goodsID: 903, quantity: 1)
        await #expect(throws: CartError.goods(.outOfStock(id: 903, name: "Sample Tea Cup", requested: 2, available: 1)))
        {
            try await cart.add(goodsID: 903, quantity: 1)
        }
        await #expect(
            throws: CartError.goods(.outOfStock(id: 904, name: "Sample Rare Oolong", requested: 1, available: 0))
        ) {
            try await cart.add(goodsID: 904, quantity: 1)
        }
        #expect(try cart.snapshot().lines == [CartLine(goodsID: 903, quantity: 1)])
        #expect(fixture.changes.withLock { $0 } == [1])
    }

    @Test func addRefusesUnknownItems() async throws {
        let cart = try await CartFixture().cart()
        await #expect(throws: CartError.goods(.unknownItem(999))) { try await cart.add(goodsID: 999, quantity: 1) }
    }

    @Test func setQuantityChangesRemovesAndChecks() async throws {
        let fixture = try await CartFixture()
        let cart = try await fixture.cart()
        try await cart.add(goodsID: 901, quantity: 2)
        try await cart.add(goodsID: 902, quantity: 1)
        try await cart.setQuantity(goodsID: 901, quantity: 7)
        #expect(
            try cart.snapshot().lines == [CartLine(goodsID: 901, quantity: 7), CartLine(goodsID: 902, quantity: 1)])
        await #expect(throws: CartError.goods(.outOfStock(id: 902, name: "Sample Teapot", requested: 6, available: 5)))
        {
            try await cart.setQuantity(goodsID: 902, quantity: 6)
        }
        await #expect(throws: CartError.invalidQuantity(-1)) { try await cart.setQuantity(goodsID: 901, quantity: -1) }
        await #expect(throws: CartError.invalidQuantity(100)) {
            try await cart.setQuantity(goodsID: 901, quantity: 100)
        }
        await #expect(throws: CartError.notInCart(903)) { try await cart.setQuantity(goodsID: 903, quantity: 1) }
        try await cart.setQuantity(goodsID: 901, quantity: 0)
        #expect(try cart.snapshot().lines == [CartLine(goodsID: 902, quantity: 1)])
        #expect(fixture.changes.withLock { $0 } == [2, 3, 8, 1])
    }

    @Test func loweringAQuantityIsAllowedAboveTheStock() async throws {
        let store = InMemoryStateStore()
        try await CartFixture(store: store).cart().add(goodsID: 902, quantity: 5)
        let scarce = StandInGoodsItem(
            id: 902, name: "Sample Teapot", category: "teaware", price: Money(minorUnits: 8800), stock: 2)
        let cart = try await CartFixture(store: store, goods: [scarce]).cart()
        try await cart.setQuantity(goodsID: 902, quantity: 4)
        #expect(try cart.snapshot().lines == [CartLine(goodsID: 902, quantity: 4)])
    }

    @Test func removeAndClear() async throws {
        let fixture = try await CartFixture()
        let cart = try await fixture.cart()
        try await cart.add(goodsID: 901, quantity: 1)
        try await cart.add(goodsID: 902, quantity: 1)
        try await cart.remove(goodsID: 901)
        #expect(try cart.snapshot().lines == [CartLine(goodsID: 902, quantity: 1)])
        await #expect(throws: CartError.notInCart(901)) { try await cart.remove(goodsID: 901) }
        try await cart.clear()
        #expect(try cart.snapshot().lines.isEmpty)
        try await cart.clear()
        #expect(fixture.changes.withLock { $0 } == [1, 2, 1, 0])
    }

    @Test func linesPersistAcrossModuleInstancesSharingAStore() async throws {
        let store = InMemoryStateStore()
        try await CartFixture(store: store).cart().add(goodsID: 901, quantity: 3)
        let second = try await CartFixture(store: store).cart()
        #expect(try second.snapshot().lines == [CartLine(goodsID: 901, quantity: 3)])
        #expect(try store.documentNames() == ["cart"])
    }

    @Test func concurrentAddsLoseNoUpdate() async throws {
        let store = InMemoryStateStore()
        let plenty = StandInGoodsItem(id: 1, name: "Plenty", category: "tea", price: Money(minorUnits: 100), stock: 500)
        var carts: [any CartService] = []
        for _ in 0..<2 { carts.append(try await CartFixture(store: store, goods: [plenty]).cart()) }
        let shared = carts
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<60 { group.addTask { _ = try? await shared[index % 2].add(goodsID: 1, quantity: 1) } }
        }
        #expect(try carts[0].snapshot().lines == [CartLine(goodsID: 1, quantity: 60)])
    }
}
