import Common
import Mediator
import Order
import StandIns

/// A hub with the Order module alone, stand-ins for Account and Goods, and (unless told not
/// to) test-only log-in routes standing in for Account's.
struct OrderHarness {
    let hub: Hub
    let store: InMemoryStateStore
    let account: StandInAccountService
    let goods: StandInGoodsService
    let placed = LockedBox([OrderSummary]())

    init(
        loggedIn: Bool = true, language: Language = .english, store: InMemoryStateStore = InMemoryStateStore(),
        bindLogin: Bool = true
    ) throws {
        let hub = Hub(configuration: .init(router: BazaarURL.routerConfiguration))
        let account = StandInAccountService(hub: hub, loggedIn: loggedIn)
        let goods = StandInGoodsService()
        try hub.services.register((any AccountService).self, owner: "stand-in") { account }
        try hub.services.register((any GoodsService).self, owner: "stand-in") { goods }
        if bindLogin { try TestLoginRoutes.bind(in: hub) }
        try hub.start([try OrderModule(store: store, language: language)])
        let placed = self.placed
        hub.events.subscribe(OrderPlaced.self, owner: "test") { event in placed.withLock { $0.append(event.order) } }
        self.hub = hub
        self.store = store
        self.account = account
        self.goods = goods
    }

    /// The orders posted in `OrderPlaced` so far.
    var placedOrders: [OrderSummary] { placed.withLock { $0 } }

    /// The history as the Order module's service tells it.
    func orders(of userID: String) throws -> [OrderSummary] {
        try hub.service((any OrderService).self).orders(userID: userID)
    }

    /// Stock of a stand-in item now.
    func stock(_ id: Int) -> Int? {
        goods.item(id: id)?.stock
    }

    /// Two teas and a teapot, priced like the stand-in catalogue.
    static let lines = [
        CheckoutLine(goodsID: 901, name: "Sample Green Tea", quantity: 2, unitPriceMinorUnits: 1250),
        CheckoutLine(goodsID: 902, name: "Sample Teapot", quantity: 1, unitPriceMinorUnits: 8800),
    ]

    /// Pays for `lines` through the native entry and returns the confirmation page.
    @discardableResult
    func pay(_ lines: [CheckoutLine] = OrderHarness.lines) throws -> any Page {
        let result = try hub.open(OrderPay(), payload: lines)
        guard let page = result.page else { throw TestFailure("OrderPay answered a value, not a page") }
        return page
    }
}

/// A failed expectation inside a helper.
struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension PageContent {
    /// Every text item, in order.
    var texts: [String] {
        sections.flatMap(\.items).compactMap { if case .text(let text) = $0 { text } else { nil } }
    }

    /// Every field outside records, in order.
    var fields: [PageField] {
        sections.flatMap(\.items).compactMap { if case .field(let field) = $0 { field } else { nil } }
    }

    /// Every record, in order.
    var records: [PageRecord] {
        sections.flatMap(\.items).compactMap { if case .record(let record) = $0 { record } else { nil } }
    }

    /// The first link whose path is `path`.
    func link(to path: String) -> PageLink? {
        links.first { $0.path == path }
    }
}

extension PageRecord {
    /// The value of the field named `key`.
    func value(_ key: String) -> String? {
        fields.first { $0.key == key }?.value
    }
}

/// The `RouteError` thrown by `body`, or `nil` when it threw none.
func routeError(_ body: () throws -> Void) -> RouteError? {
    do {
        try body()
        return nil
    } catch let error as RouteError {
        return error
    } catch {
        return .handlerFailed(route: "?", reason: "not a RouteError: \(error)")
    }
}
