import AllContracts
import Common
import StandIns
import Testing

/// `CartService.take`, `restore` and `settle`: paying takes exactly the lines the payer saw, or
/// nothing, holds them for its payment id, and each step done twice is done once.
@Suite struct CartTakeTests {
    @Test func everyChangeAdvancesTheRevision() async throws {
        let cart = try await CartFixture().cart()
        try await cart.add(goodsID: 901, quantity: 2)
        let first = try cart.snapshot().revision
        try await cart.setQuantity(goodsID: 901, quantity: 3)
        try await cart.add(goodsID: 902, quantity: 1)
        let snapshot = try cart.snapshot()
        #expect(snapshot.revision == first + 2)
        #expect(snapshot.lines == [CartLine(goodsID: 901, quantity: 3), CartLine(goodsID: 902, quantity: 1)])
    }

    @Test func takeRemovesExactlyTheSeenLinesAndKeepsWhatWasAddedMeanwhile() async throws {
        let fixture = try await CartFixture()
        let cart = try await fixture.cart()
        try await cart.add(goodsID: 901, quantity: 2)
        let seen = try cart.snapshot()
        try await cart.add(goodsID: 902, quantity: 1)
        try await cart.take([CartLine(goodsID: 901, quantity: 2)], seenAt: seen.revision, for: "p1")
        #expect((try cart.snapshot().lines) == [CartLine(goodsID: 902, quantity: 1)])
        #expect(fixture.changes.withLock { $0 } == [2, 3, 1])
    }

    @Test func takeRefusesALineThatChangedAndChangesNothing() async throws {
        let cart = try await CartFixture().cart()
        try await cart.add(goodsID: 901, quantity: 2)
        try await cart.add(goodsID: 902, quantity: 1)
        let seen = try cart.snapshot()
        let lines = [CartLine(goodsID: 901, quantity: 2), CartLine(goodsID: 902, quantity: 1)]

        try await cart.setQuantity(goodsID: 902, quantity: 2)
        await #expect(throws: CartError.changed(902)) {
            try await cart.take(lines, seenAt: seen.revision, for: "other")
        }
        #expect(
            (try cart.snapshot().lines) == [CartLine(goodsID: 901, quantity: 2), CartLine(goodsID: 902, quantity: 2)])

        // Back to the quantity seen, but changed after the snapshot: still not what was seen.
        try await cart.setQuantity(goodsID: 902, quantity: 1)
        await #expect(throws: CartError.changed(902)) {
            try await cart.take(lines, seenAt: seen.revision, for: "other")
        }

        try await cart.remove(goodsID: 901)
        await #expect(throws: CartError.changed(901)) {
            try await cart.take(lines, seenAt: try cart.snapshot().revision, for: "other")
        }
        #expect((try cart.snapshot().lines) == [CartLine(goodsID: 902, quantity: 1)])
    }

    @Test func theSameLinesCanBeTakenOnlyOnce() async throws {
        let cart = try await CartFixture().cart()
        try await cart.add(goodsID: 901, quantity: 2)
        let seen = try cart.snapshot()
        let lines = [CartLine(goodsID: 901, quantity: 2)]
        try await cart.take(lines, seenAt: seen.revision, for: "p1")
        await #expect(throws: CartError.changed(901)) {
            try await cart.take(lines, seenAt: seen.revision, for: "other")
        }
        // Added again later, the same line is a new one, not the one seen.
        try await cart.add(goodsID: 901, quantity: 2)
        await #expect(throws: CartError.changed(901)) {
            try await cart.take(lines, seenAt: seen.revision, for: "other")
        }
        await #expect(throws: CartError.changed(901)) {
            try await cart.take(
                [CartLine(goodsID: 901, quantity: 1), CartLine(goodsID: 901, quantity: 1)], seenAt: .max, for: "p3")
        }
        #expect((try cart.snapshot().lines) == lines)
    }

    @Test func restorePutsTakenLinesBackAddingToNewOnesUpToNinetyNine() async throws {
        let plenty = StandInGoodsItem(id: 1, name: "Plenty", category: "tea", price: Money(minorUnits: 100), stock: 500)
        let cart = try await CartFixture(goods: StandInGoodsService.catalogue + [plenty]).cart()
        try await cart.add(goodsID: 901, quantity: 2)
        try await cart.add(goodsID: 1, quantity: 60)
        let taken = [CartLine(goodsID: 1, quantity: 60), CartLine(goodsID: 901, quantity: 2)]
        try await cart.take(taken, seenAt: try cart.snapshot().revision, for: "p1")
        #expect((try cart.snapshot().lines).isEmpty)
        try await cart.add(goodsID: 1, quantity: 50)
        try await cart.restore(payment: "p1", savedFor: nil)
        try await cart.restore(payment: "p1", savedFor: nil)
        #expect(
            (try cart.snapshot().lines) == [CartLine(goodsID: 1, quantity: 99), CartLine(goodsID: 901, quantity: 2)])
    }

    @Test func takingAgainForTheSamePaymentChangesNothing() async throws {
        let cart = try await CartFixture().cart()
        try await cart.add(goodsID: 901, quantity: 2)
        try await cart.add(goodsID: 902, quantity: 1)
        let seen = try cart.snapshot()
        let taken = [CartLine(goodsID: 901, quantity: 2)]
        try await cart.take(taken, seenAt: seen.revision, for: "p1")
        let after = try cart.snapshot()
        try await cart.take(taken, seenAt: seen.revision, for: "p1")
        #expect(try cart.snapshot() == after)
        #expect(after.lines == [CartLine(goodsID: 902, quantity: 1)])
    }

    @Test func settleForgetsTheHoldSoRestoreGivesNothingBack() async throws {
        let cart = try await CartFixture().cart()
        try await cart.add(goodsID: 901, quantity: 2)
        try await cart.take([CartLine(goodsID: 901, quantity: 2)], seenAt: try cart.snapshot().revision, for: "p1")
        try await cart.settle(payment: "p1")
        try await cart.settle(payment: "p1")
        try await cart.restore(payment: "p1", savedFor: nil)
        try await cart.restore(payment: "unknown", savedFor: nil)
        #expect(try cart.snapshot().lines.isEmpty)
    }

    @Test func aCartStartedAfreshNeverRepeatsARevisionACheckoutMayHold() async throws {
        let store = InMemoryStateStore()
        let cart = try await CartFixture(store: store).cart()
        try await cart.add(goodsID: 901, quantity: 2)
        let seen = try cart.snapshot()
        try await cart.take(seen.lines, seenAt: seen.revision, for: "p1")
        try store.remove(named: "cart")
        try await cart.add(goodsID: 901, quantity: 2)
        #expect(try cart.snapshot().revision > seen.revision)
        await #expect(throws: CartError.changed(901)) {
            try await cart.take(seen.lines, seenAt: seen.revision, for: "other")
        }
    }

    @Test func aRevisionAtItsLimitRefusesChangesClearly() async throws {
        let store = InMemoryStateStore()
        try store.write(RawCart(revision: .max, lines: []), named: "cart")
        let cart = try await CartFixture(store: store).cart()
        let error = await #expect(throws: CartError.self) { try await cart.add(goodsID: 901, quantity: 1) }
        #expect(error?.description.contains("revision is at its limit") == true)
        #expect(try cart.snapshot().revision == .max)
    }
}

/// The `cart` document's shape, written directly to test what the module makes of it.
struct RawCart: Codable {
    struct Line: Codable {
        var goodsID: Int
        var quantity: Int
        var revision: Int?
    }

    var revision: Int?
    var lines: [Line]
}
