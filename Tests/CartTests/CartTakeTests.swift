import AllContracts
import Common
import StandIns
import Testing

/// `CartService.take` and `restore`: paying takes exactly the lines the payer saw, or nothing.
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
        try cart.take([CartLine(goodsID: 901, quantity: 2)], seenAt: seen.revision)
        #expect(cart.lines() == [CartLine(goodsID: 902, quantity: 1)])
        #expect(fixture.changes.withLock { $0 } == [2, 3, 1])
    }

    @Test func takeRefusesALineThatChangedAndChangesNothing() throws {
        let cart = try CartFixture().cart()
        try cart.add(goodsID: 901, quantity: 2)
        try cart.add(goodsID: 902, quantity: 1)
        let seen = try cart.snapshot()
        let lines = [CartLine(goodsID: 901, quantity: 2), CartLine(goodsID: 902, quantity: 1)]

        try cart.setQuantity(goodsID: 902, quantity: 2)
        #expect(throws: CartError.changed(902)) { try cart.take(lines, seenAt: seen.revision) }
        #expect(cart.lines() == [CartLine(goodsID: 901, quantity: 2), CartLine(goodsID: 902, quantity: 2)])

        // Back to the quantity seen, but changed after the snapshot: still not what was seen.
        try cart.setQuantity(goodsID: 902, quantity: 1)
        #expect(throws: CartError.changed(902)) { try cart.take(lines, seenAt: seen.revision) }

        try cart.remove(goodsID: 901)
        #expect(throws: CartError.changed(901)) { try cart.take(lines, seenAt: try cart.snapshot().revision) }
        #expect(cart.lines() == [CartLine(goodsID: 902, quantity: 1)])
    }

    @Test func theSameLinesCanBeTakenOnlyOnce() throws {
        let cart = try CartFixture().cart()
        try cart.add(goodsID: 901, quantity: 2)
        let seen = try cart.snapshot()
        let lines = [CartLine(goodsID: 901, quantity: 2)]
        try cart.take(lines, seenAt: seen.revision)
        #expect(throws: CartError.changed(901)) { try cart.take(lines, seenAt: seen.revision) }
        // Added again later, the same line is a new one, not the one seen.
        try cart.add(goodsID: 901, quantity: 2)
        #expect(throws: CartError.changed(901)) { try cart.take(lines, seenAt: seen.revision) }
        #expect(throws: CartError.changed(901)) {
            try cart.take([CartLine(goodsID: 901, quantity: 1), CartLine(goodsID: 901, quantity: 1)], seenAt: .max)
        }
        #expect(cart.lines() == lines)
    }

    @Test func restorePutsTakenLinesBackAddingToNewOnesUpToNinetyNine() throws {
        let plenty = StandInGoodsItem(id: 1, name: "Plenty", category: "tea", price: Money(minorUnits: 100), stock: 500)
        let cart = try CartFixture(goods: StandInGoodsService.catalogue + [plenty]).cart()
        try cart.add(goodsID: 901, quantity: 2)
        try cart.add(goodsID: 1, quantity: 60)
        let taken = [CartLine(goodsID: 1, quantity: 60), CartLine(goodsID: 901, quantity: 2)]
        try cart.take(taken, seenAt: try cart.snapshot().revision)
        #expect(cart.lines().isEmpty)
        try cart.add(goodsID: 1, quantity: 50)
        try cart.restore(taken)
        #expect(cart.lines() == [CartLine(goodsID: 1, quantity: 99), CartLine(goodsID: 901, quantity: 2)])
    }

    @Test func aCartStartedAfreshNeverRepeatsARevisionACheckoutMayHold() throws {
        let store = InMemoryStateStore()
        let cart = try CartFixture(store: store).cart()
        try cart.add(goodsID: 901, quantity: 2)
        let seen = try cart.snapshot()
        try cart.take(seen.lines, seenAt: seen.revision)
        try store.remove(named: "cart")
        try cart.add(goodsID: 901, quantity: 2)
        #expect(try cart.snapshot().revision > seen.revision)
        #expect(throws: CartError.changed(901)) { try cart.take(seen.lines, seenAt: seen.revision) }
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
