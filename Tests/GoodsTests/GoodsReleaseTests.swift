import AllContracts
import Common
import StandIns
import Testing

/// `GoodsService.reserve`, `release` and `settle` keyed by payment id: the undo of a reservation
/// no order kept, and each step done twice done once.
@Suite struct GoodsReleaseTests {
    @Test func releaseGivesBackWhatReserveTookOnceHoweverOftenItRuns() async throws {
        let goods = try await GoodsFixture().goods()
        let before = try #require(try goods.item(id: 3)?.stock)
        try goods.reserve([3: 2, 7: 1, 4: 0, 5: -3], for: "p1")
        #expect(try goods.item(id: 3)?.stock == before - 2)
        try goods.release(payment: "p1")
        try goods.release(payment: "p1")
        #expect(try goods.item(id: 3)?.stock == before)
        #expect(try goods.item(id: 7)?.stock == 1)
    }

    @Test func reservingAgainForTheSamePaymentTakesNothingMore() async throws {
        let goods = try await GoodsFixture().goods()
        try goods.reserve([3: 2], for: "p1")
        try goods.reserve([3: 2], for: "p1")
        #expect(try goods.item(id: 3)?.stock == 18)
        try goods.reserve([3: 2], for: "p2")
        #expect(try goods.item(id: 3)?.stock == 16)
    }

    @Test func settleKeepsTheStockTakenAndForgetsTheReservation() async throws {
        let goods = try await GoodsFixture().goods()
        try goods.reserve([3: 2], for: "p1")
        try goods.settle(payment: "p1")
        try goods.settle(payment: "p1")
        try goods.release(payment: "p1")
        #expect(try goods.item(id: 3)?.stock == 18)
    }

    @Test func reserveIsAllOrNone() async throws {
        let goods = try await GoodsFixture().goods()
        #expect(throws: GoodsError.unknownItem(99)) { try goods.reserve([3: 2, 99: 1], for: "p1") }
        #expect(try goods.item(id: 3)?.stock == 20)
        try goods.release(payment: "p1")
        #expect(try goods.item(id: 3)?.stock == 20)
    }

    @Test func aReleaseBeyondTheMostStockIsRefusedAndChangesNothing() async throws {
        let store = InMemoryStateStore()
        try store.write(
            ["3": 1_000_000_000, "reservations": ["p1": ["3": 1]]] as [String: AnyCodableStock], named: "goods-stock")
        let goods = try await GoodsFixture(store: store).goods()
        let error = #expect(throws: GoodsError.self) { try goods.release(payment: "p1") }
        #expect(error?.description.contains("more than 1000000000 in stock") == true)
        #expect(try goods.item(id: 3)?.stock == 1_000_000_000)
    }

    @Test(arguments: [["3": -1], ["3": 1_000_000_001], ["0": 5]])
    func aStockDocumentBreakingARuleIsRefused(levels: [String: Int]) async throws {
        let store = InMemoryStateStore()
        try store.write(levels, named: "goods-stock")
        let goods = try await GoodsFixture(store: store).goods()
        let error = #expect(throws: GoodsError.self) { try goods.reserve([3: 1], for: "p1") }
        #expect(error?.description.contains("breaks a rule") == true)
    }

    @Test func aReservationBreakingARuleIsRefused() async throws {
        let store = InMemoryStateStore()
        try store.write(["3": 5, "reservations": ["p1": ["3": 0]]] as [String: AnyCodableStock], named: "goods-stock")
        let goods = try await GoodsFixture(store: store).goods()
        let error = #expect(throws: GoodsError.self) { try goods.reserve([3: 1], for: "p2") }
        #expect(error?.description.contains("breaks a rule") == true)
    }
}

/// A value of the `goods-stock` document as written by hand: a stock level or the reservations.
enum AnyCodableStock: Codable, ExpressibleByIntegerLiteral, ExpressibleByDictionaryLiteral {
    case level(Int)
    case reservations([String: [String: Int]])

    init(integerLiteral value: Int) { self = .level(value) }
    init(dictionaryLiteral elements: (String, [String: Int])...) {
        self = .reservations(Dictionary(uniqueKeysWithValues: elements))
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let level = try? container.decode(Int.self) {
            self = .level(level)
        } else {
            self = .reservations(try container.decode([String: [String: Int]].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .level(let level): try container.encode(level)
        case .reservations(let reservations): try container.encode(reservations)
        }
    }
}
