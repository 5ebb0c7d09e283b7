import Common
import Mediator
import ModuleTesting
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
        let hub = Hub.bazaar()
        let account = StandInAccountService(hub: hub, loggedIn: loggedIn)
        let goods = StandInGoodsService()
        try hub.registerStandIn((any AccountService).self) { account }
        try hub.registerStandIn((any GoodsService).self) { goods }
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
