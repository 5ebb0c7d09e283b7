import AllContracts
import Common
import ModuleTesting
import Order
import StandIns
import Testing

/// A store whose every operation on the documents it is told fails, as a full or read-only disk
/// would make them; the others are kept in memory.
final class FailingStateStore: StateStore {
    struct DiskFull: Error, CustomStringConvertible {
        var description: String { "disk full" }
    }

    /// The documents that work: all but these fail.
    private let working: Set<String>
    private let memory = InMemoryStateStore()

    /// A store where only the documents named `working` work.
    init(working: Set<String> = []) {
        self.working = working
    }

    private func check(_ name: String) throws {
        guard working.contains(name) else { throw DiskFull() }
    }

    func read<Document: Codable>(
        _ type: Document.Type, named name: String, default defaultValue: @autoclosure () -> Document
    ) throws -> Document {
        try check(name)
        return try memory.read(type, named: name, default: defaultValue())
    }

    func write<Document: Codable>(_ document: Document, named name: String) throws {
        try check(name)
        try memory.write(document, named: name)
    }

    func update<Document: Codable, Outcome>(
        _ type: Document.Type, named name: String, default defaultValue: @autoclosure () -> Document,
        _ body: (inout Document) throws -> Outcome
    ) throws -> Outcome {
        try check(name)
        return try memory.update(type, named: name, default: defaultValue(), body)
    }

    func remove(named name: String) throws {
        try check(name)
        try memory.remove(named: name)
    }

    func exclusively<Outcome>(_ name: String, _ body: () async throws -> Outcome) async throws -> Outcome {
        try check(name)
        return try await memory.exclusively(name, body)
    }

    func documentNames() throws -> [String] { throw DiskFull() }
}

/// The payment log's lock and document: a store where only the order history fails keeps them.
let paymentLogDocuments: Set<String> = ["paying", "payments"]

/// A hub with Order over a failing store, `goods`, and a stand-in cart holding `OrderHarness.lines`.
func hubWithFailingStore(goods: some GoodsService, working: Set<String> = paymentLogDocuments) async throws -> Hub {
    var standIns = Overrides()
    standIns.standIn((any AccountService).self) { hub in StandInAccountService(hub: hub) }
    StandInLogin.guardLoggedIn(in: &standIns)
    standIns.standIn((any GoodsService).self) { hub in goods }
    standIns.standIn((any CartService).self) { hub in
        StandInCartService(lines: OrderHarness.lines.map { CartLine(goodsID: $0.goodsID, quantity: $0.quantity) })
    }
    return try await Hub.bazaar(
        [try OrderModule(store: FailingStateStore(working: working), language: .english)], standIns: standIns)
}

/// Checks `OrderHarness.lines` out on a new navigator of `hub` and follows the Pay link; answers
/// the navigator and the error paying answered.
func payingFails(on hub: Hub) async throws -> (Navigator, RouteError?) {
    let navigator = Navigator(hub: hub)
    _ = try await navigator.open(OrderCheckout(lines: OrderHarness.lines))
    let pay = try await #require(navigator.top?.content().link(to: "order/pay"))
    return (navigator, await routeError { _ = try await navigator.follow(pay) })
}

@Suite("Order with a failing store")
struct StorageFailureTests {
    private func makeHub() async throws -> (Hub, StandInGoodsService) {
        let goods = StandInGoodsService()
        return await (try hubWithFailingStore(goods: goods), goods)
    }

    @Test("a failed save places nothing: the stock is given back, the lines are in the cart again, nothing posted")
    func payFails() async throws {
        let (hub, goods) = try await makeHub()
        let posted = LockedBox(0)
        hub.subscribe(OrderPlaced.self, owner: "test") { _ in posted.withLock { $0 += 1 } }
        let (navigator, error) = try await payingFails(on: hub)
        #expect(
            error
                == .handlerFailed(
                    route: "order/pay",
                    reason: "the order could not be saved, so nothing was ordered; the stock was given back and the "
                        + "items are in the cart again: the order history could not be used: disk full"))
        #expect(try goods.item(id: 901)?.stock == 20)
        #expect(try goods.item(id: 902)?.stock == 5)
        let cart = try await hub.service((any CartService).self).snapshot().lines
        #expect(Set(cart) == Set(OrderHarness.lines.map { CartLine(goodsID: $0.goodsID, quantity: $0.quantity) }))
        #expect(posted.withLock { $0 } == 0)
        // The checkout on top is drawn afresh, so paying again would check today's cart.
        await #expect(navigator.top?.content().title == "Checkout")
    }

    @Test("a payment log that cannot be written takes nothing: the stock and the cart are untouched")
    func logFails() async throws {
        let goods = StandInGoodsService()
        let hub = try await hubWithFailingStore(goods: goods, working: [])
        let (_, error) = try await payingFails(on: hub)
        #expect(
            error
                == .handlerFailed(
                    route: "order/pay", reason: "the log of payments under way could not be used: disk full"))
        #expect(try goods.item(id: 901)?.stock == 20)
        #expect(try await hub.service((any CartService).self).snapshot().lines.count == 2)
    }

    @Test("history routes and pages report the failure instead of crashing")
    func readFails() async throws {
        let (hub, _) = try await makeHub()
        let error = await routeError { _ = try await hub.open(OrderDetail(id: 1001)) }
        #expect(
            error == .handlerFailed(route: "order/detail/:id", reason: "the order history could not be used: disk full")
        )
        #expect(
            await routeError { _ = try await hub.open(OrderList()) }
                == .handlerFailed(route: "order/list", reason: "the order history could not be used: disk full"))
        await #expect(throws: OrderError.self) { try await hub.service((any OrderService).self).orders(userID: "demo") }
        let delivery = await hub.post(AccountDeleted(userID: "demo"))
        #expect(delivery.map { $0.subscriber } == ["Order"])
    }
}

/// Goods that cannot give stock back, as a full disk would make them.
private struct ReleaseFailingGoods: GoodsService {
    let goods = StandInGoodsService()

    func item(id: Int) throws(GoodsError) -> (any GoodsItem)? { try goods.item(id: id) }
    func items(category: String?) throws(GoodsError) -> [any GoodsItem] { try goods.items(category: category) }
    func categories() -> [String] { goods.categories() }
    func reserve(_ quantities: [Int: Int], for payment: String) throws(GoodsError) {
        try goods.reserve(quantities, for: payment)
    }
    func release(payment: String) throws(GoodsError) { throw .storage("disk full") }
    func settle(payment: String) throws(GoodsError) { try goods.settle(payment: payment) }
    func reservingPayments() throws(GoodsError) -> [String: Int] { try goods.reservingPayments() }
}

@Suite("Order when undoing fails too")
struct UndoFailureTests {
    @Test("a failed save whose undo fails says so, naming both failures")
    func undoFails() async throws {
        let hub = try await hubWithFailingStore(goods: ReleaseFailingGoods())
        let (_, error) = try await payingFails(on: hub)
        #expect(
            error
                == .handlerFailed(
                    route: "order/pay",
                    reason: "the order could not be saved, so nothing was ordered: the order history could not be "
                        + "used: disk full; putting things back failed too, and is tried again when the app next "
                        + "starts: "
                        + "the stock could not be read or saved: disk full"),
            "the goods' error worded by Order, not its English description")
        #expect(
            try await hub.service((any CartService).self).snapshot().lines.count == 2, "the cart was still put back")
    }
}
