import AllContracts
import Common
import ModuleTesting
import Order
import StandIns
import Testing

/// A store whose every operation fails, as a full or read-only disk would.
final class FailingStateStore: StateStore {
    struct DiskFull: Error, CustomStringConvertible {
        var description: String { "disk full" }
    }

    func read<Document: Codable>(
        _ type: Document.Type, named name: String, default defaultValue: @autoclosure () -> Document
    ) throws -> Document { throw DiskFull() }

    func write<Document: Codable>(_ document: Document, named name: String) throws { throw DiskFull() }

    func update<Document: Codable, Outcome>(
        _ type: Document.Type, named name: String, default defaultValue: @autoclosure () -> Document,
        _ body: (inout Document) throws -> Outcome
    ) throws -> Outcome { throw DiskFull() }

    func remove(named name: String) throws { throw DiskFull() }

    func documentNames() throws -> [String] { throw DiskFull() }
}

/// A hub with Order over a failing store, `goods`, and a stand-in cart holding `OrderHarness.lines`.
func hubWithFailingStore(goods: some GoodsService) throws -> Hub {
    let hub = Hub.bazaar()
    try hub.registerStandIn((any AccountService).self) { StandInAccountService(hub: hub) }
    try hub.registerStandIn((any GoodsService).self) { goods }
    try hub.registerStandIn((any CartService).self) {
        StandInCartService(lines: OrderHarness.lines.map { CartLine(goodsID: $0.goodsID, quantity: $0.quantity) })
    }
    try hub.start([try OrderModule(store: FailingStateStore(), language: .english)])
    return hub
}

/// Checks `OrderHarness.lines` out on a new navigator of `hub` and follows the Pay link; answers
/// the navigator and the error paying answered.
func payingFails(on hub: Hub) throws -> (Navigator, RouteError?) {
    let navigator = Navigator(hub: hub)
    _ = try navigator.open(OrderCheckout(), payload: OrderHarness.lines)
    let pay = try #require(navigator.top?.content().link(to: "order/pay"))
    return (navigator, routeError { _ = try navigator.follow(pay) })
}

@Suite("Order with a failing store")
struct StorageFailureTests {
    private func makeHub() throws -> (Hub, StandInGoodsService) {
        let goods = StandInGoodsService()
        return (try hubWithFailingStore(goods: goods), goods)
    }

    @Test("a failed save places nothing: the stock is given back, the lines are in the cart again, nothing posted")
    func payFails() throws {
        let (hub, goods) = try makeHub()
        let posted = LockedBox(0)
        hub.events.subscribe(OrderPlaced.self, owner: "test") { _ in posted.withLock { $0 += 1 } }
        let (navigator, error) = try payingFails(on: hub)
        #expect(
            error
                == .handlerFailed(
                    route: "order/pay",
                    reason: "the order could not be saved, so nothing was ordered; the stock was given back and the "
                        + "items are in the cart again: the order history could not be used: disk full"))
        #expect(goods.item(id: 901)?.stock == 20)
        #expect(goods.item(id: 902)?.stock == 5)
        let cart = try hub.service((any CartService).self).lines()
        #expect(Set(cart) == Set(OrderHarness.lines.map { CartLine(goodsID: $0.goodsID, quantity: $0.quantity) }))
        #expect(posted.withLock { $0 } == 0)
        // The checkout on top is drawn afresh, so paying again would check today's cart.
        #expect(navigator.top?.content().title == "Checkout")
    }

    @Test("history routes and pages report the failure instead of crashing")
    func readFails() throws {
        let (hub, _) = try makeHub()
        let error = routeError { _ = try hub.open(OrderDetail(id: 1001)) }
        #expect(
            error == .handlerFailed(route: "order/detail/:id", reason: "the order history could not be used: disk full")
        )
        #expect(
            routeError { _ = try hub.open(OrderList()) }
                == .handlerFailed(route: "order/list", reason: "the order history could not be used: disk full"))
        #expect(try hub.service((any OrderService).self).orders(userID: "demo").isEmpty)
        let delivery = hub.post(AccountDeleted(userID: "demo"))
        #expect(delivery.failures.map(\.subscriber) == ["Order"])
    }
}

/// Goods that cannot give stock back, as a full disk would make them.
private struct ReleaseFailingGoods: GoodsService {
    let goods = StandInGoodsService()

    func item(id: Int) -> (any GoodsItem)? { goods.item(id: id) }
    func checkedItem(id: Int) throws(GoodsError) -> (any GoodsItem)? { try goods.checkedItem(id: id) }
    func items(category: String?) -> [any GoodsItem] { goods.items(category: category) }
    func categories() -> [String] { goods.categories() }
    func reserve(_ quantities: [Int: Int]) throws(GoodsError) { try goods.reserve(quantities) }
    func release(_ quantities: [Int: Int]) throws(GoodsError) { throw .storage("disk full") }
}

@Suite("Order when undoing fails too")
struct UndoFailureTests {
    @Test("a failed save whose undo fails says so, naming both failures")
    func undoFails() throws {
        let hub = try hubWithFailingStore(goods: ReleaseFailingGoods())
        let (_, error) = try payingFails(on: hub)
        #expect(
            error
                == .handlerFailed(
                    route: "order/pay",
                    reason: "the order could not be saved, so nothing was ordered: the order history could not be "
                        + "used: disk full; putting things back failed too, the stock or the cart may be short: "
                        + "the stock could not be read or saved: disk full"),
            "the goods' error worded by Order, not its English description")
        #expect(try hub.service((any CartService).self).lines().count == 2, "the cart was still put back")
    }
}
