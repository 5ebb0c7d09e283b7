import AllContracts
import Common
import ModuleTesting
import Order
import StandIns
import Testing

/// The recovery asks Goods (set up off the start path in the app) only when the log or the cart
/// names a payment, so a command with nothing to finish never waits for the catalogue.
@Suite("Order recovery, Goods looked up only when needed")
struct RecoveryLookupTests {
    /// A hub with Order and stand-ins for the rest, counting the lookups that made `GoodsService`.
    private struct Counted {
        let hub: Hub
        let cart: StandInCartService
        let goodsLookups: LockedBox<Int>

        init(store: any StateStore = InMemoryStateStore()) async throws {
            let goods = StandInGoodsService()
            let cart = StandInCartService(goods: { goods })
            let lookups = LockedBox(0)
            var standIns = Overrides()
            standIns.standIn((any AccountService).self) { hub in StandInAccountService(hub: hub, loggedIn: true) }
            standIns.standIn((any GoodsService).self) { _ in
                lookups.withLock { $0 += 1 }
                return goods
            }
            standIns.standIn((any CartService).self) { _ in cart }
            StandInLogin.guardLoggedIn(in: &standIns)
            let hub = try await Hub.bazaar(
                [try OrderModule(store: store, language: .english)], standIns: standIns)
            self.hub = hub
            self.cart = cart
            self.goodsLookups = lookups
        }

        func recover() async throws -> [String] {
            try await hub.service((any OrderService).self).finishInterruptedPayments()
        }
    }

    @Test func nothingToFinishDoesNotLookUpGoods() async throws {
        let world = try await Counted()
        #expect(try await world.recover() == [])
        #expect(world.goodsLookups.withLock { $0 } == 0)
    }

    @Test func aPaymentTheCartHoldsLooksUpGoodsAndIsUndone() async throws {
        let world = try await Counted()
        try await world.cart.add(goodsID: 901, quantity: 2)
        let snapshot = try world.cart.snapshot()
        try world.cart.take(snapshot.lines, seenAt: snapshot.revision, for: "p1")
        #expect(try world.cart.heldPayments() == ["p1": 2])
        let lines = try await world.recover()
        #expect(lines.count == 1)
        #expect(world.goodsLookups.withLock { $0 } >= 1)
        #expect(try world.cart.heldPayments().isEmpty)
        #expect(try world.cart.snapshot().lines.map(\.quantity) == [2], "the lines are back in the cart")
    }

    @Test func aCheckThatCannotReadSaysSoRatherThanThatAPaymentWasCutShort() async throws {
        let world = try await Counted(store: FailingStateStore())
        await #expect {
            _ = try await world.recover()
        } throws: { error in
            guard case OrderError.storage(let message) = error else { return false }
            return message.hasPrefix("could not check for a payment cut short") && message.contains("disk full")
                && !message.contains("could not be finished")
        }
    }
}
