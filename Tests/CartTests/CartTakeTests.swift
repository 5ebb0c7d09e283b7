import AllContracts
import Common
import StandIns
import Testing

/// `CartService.take`, `restore` and `settle`: paying takes exactly the lines the payer saw, or
/// nothing, holds them for its payment id, and each step done twice is done once.
@Suite struct CartTakeTests {
    @Test func everyChangeAdvancesTheRevision() throws {
        let cart = try CartFixture().cart()
        try cart.add(goodsID: 901, quantity: 2)
        let first = try cart.snapshot().revision
        try cart.setQuantity(goodsID: 901, quantity: 3)
        try cart.add(goodsID: 902, quantity: 1)
        let snapshot = try cart.snapshot()
        #expect(snapshot.revision == first + 2)
        #expect(snapshot.lines == [CartLine(goodsID: 901, quantity: 3), CartLine(goodsID: 902, quantity: 1)])
    }

    @Test func takeRemovesExactlyTheSeenLinesAndKeepsWhatWasAddedMeanwhile() throws {
        let fixture = try CartFixture()
        let cart = try fixture.cart()
        try cart.add(goodsID: 901, quantity: 2)
        let seen = try cart.snapshot()
        try cart.add(goodsID: 902, quantity: 1)
        try cart.take([CartLine(goodsID: 901, quantity: 2)], seenAt: seen.revision, for: "p1")
        #expect((try cart.snapshot().lines) == [CartLine(goodsID: 902, quantity: 1)])
        #expect(fixture.changes.withLock { $0 } == [2, 3, 1])
    }

    @Test func takeRefusesALineThatChangedAndChangesNothing() throws {
        let cart = try CartFixture().cart()
        try cart.add(goodsID: 901, quantity: 2)
        try cart.add(goodsID: 902, quantity: 1)
        let seen = try cart.snapshot()
        let lines = [CartLine(goodsID: 901, quantity: 2), CartLine(goodsID: 902, quantity: 1)]

        try cart.setQuantity(goodsID: 902, quantity: 2)
        #expect(throws: CartError.changed(902)) { try cart.take(lines, seenAt: seen.revision, for: "other") }
        #expect(
            (try cart.snapshot().lines) == [CartLine(goodsID: 901, quantity: 2), CartLine(goodsID: 902, quantity: 2)])

        // Back to the quantity seen, but changed after the snapshot: still not what was seen.
        try cart.setQuantity(goodsID: 902, quantity: 1)
        #expect(throws: CartError.changed(902)) { try cart.take(lines, seenAt: seen.revision, for: "other") }

        try cart.remove(goodsID: 901)
        #expect(throws: CartError.changed(901)) {
            try cart.take(lines, seenAt: try cart.snapshot().revision, for: "other")
        }
        #expect((try cart.snapshot().lines) == [CartLine(goodsID: 902, quantity: 1)])
    }

    @Test func theSameLinesCanBeTakenOnlyOnce() throws {
        let cart = try CartFixture().cart()
        try cart.add(goodsID: 901, quantity: 2)
        let seen = try cart.snapshot()
        let lines = [CartLine(goodsID: 901, quantity: 2)]
        try cart.take(lines, seenAt: seen.revision, for: "p1")
        #expect(throws: CartError.changed(901)) { try cart.take(lines, seenAt: seen.revision, for: "other") }
        // Added again later, the same line is a new one, not the one seen.
        try cart.add(goodsID: 901, quantity: 2)
        #expect(throws: CartError.changed(901)) { try cart.take(lines, seenAt: seen.revision, for: "other") }
        #expect(throws: CartError.changed(901)) {
            try cart.take(
                [CartLine(goodsID: 901, quantity: 1), CartLine(goodsID: 901, quantity: 1)], seenAt: .max, for: "p3")
        }
        #expect((try cart.snapshot().lines) == lines)
    }

    @Test func restorePutsTakenLinesBackAddingToNewOnesUpToNinetyNine() throws {
        let plenty = StandInGoodsItem(id: 1, name: "Plenty", category: "tea", price: Money(minorUnits: 100), stock: 500)
        let cart = try CartFixture(goods: StandInGoodsService.catalogue + [plenty]).cart()
        try cart.add(goodsID: 901, quantity: 2)
        try cart.add(goodsID: 1, quantity: 60)
        let taken = [CartLine(goodsID: 1, quantity: 60), CartLine(goodsID: 901, quantity: 2)]
        try cart.take(taken, seenAt: try cart.snapshot().revision, for: "p1")
        #expect((try cart.snapshot().lines).isEmpty)
        try cart.add(goodsID: 1, quantity: 50)
        try cart.restore(payment: "p1", savedFor: nil)
        try cart.restore(payment: "p1", savedFor: nil)
        #expect(
            (try cart.snapshot().lines) == [CartLine(goodsID: 1, quantity: 99), CartLine(goodsID: 901, quantity: 2)])
    }

    @Test func takingAgainForTheSamePaymentChangesNothing() throws {
        let cart = try CartFixture().cart()
        try cart.add(goodsID: 901, quantity: 2)
        try cart.add(goodsID: 902, quantity: 1)
        let seen = try cart.snapshot()
        let taken = [CartLine(goodsID: 901, quantity: 2)]
        try cart.take(taken, seenAt: seen.revision, for: "p1")
        let after = try cart.snapshot()
        try cart.take(taken, seenAt: seen.revision, for: "p1")
        #expect(try cart.snapshot() == after)
        #expect(after.lines == [CartLine(goodsID: 902, quantity: 1)])
    }

    @Test func settleForgetsTheHoldSoRestoreGivesNothingBack() throws {
        let cart = try CartFixture().cart()
        try cart.add(goodsID: 901, quantity: 2)
        try cart.take([CartLine(goodsID: 901, quantity: 2)], seenAt: try cart.snapshot().revision, for: "p1")
        try cart.settle(payment: "p1")
        try cart.settle(payment: "p1")
        try cart.restore(payment: "p1", savedFor: nil)
        try cart.restore(payment: "unknown", savedFor: nil)
        #expect(try cart.snapshot().lines.isEmpty)
    }

    @Test func aCartStartedAfreshNeverRepeatsARevisionACheckoutMayHold() throws {
        let store = InMemoryStateStore()
        let cart = try CartFixture(store: store).cart()
        try cart.add(goodsID: 901, quantity: 2)
        let seen = try cart.snapshot()
        try cart.take(seen.lines, seenAt: seen.revision, for: "p1")
        try store.remove(named: "cart")
        try cart.add(goodsID: 901, quantity: 2)
        #expect(try cart.snapshot().revision > seen.revision)
        #expect(throws: CartError.changed(901)) { try cart.take(seen.lines, seenAt: seen.revision, for: "other") }
    }

    @Test func aRevisionAtItsLimitRefusesChangesClearly() throws {
        let store = InMemoryStateStore()
        try store.write(RawCart(revision: .max, lines: []), named: "cart")
        let cart = try CartFixture(store: store).cart()
        let error = #expect(throws: CartError.self) { try cart.add(goodsID: 901, quantity: 1) }
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
