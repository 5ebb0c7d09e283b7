import AllContracts
import Common
import ModuleTesting
import Order
import StandIns

/// A hub with the Order module alone, stand-ins for Account (its service and its login guard),
/// Goods and Cart, and (unless told not to) test-only log-in routes standing in for Account's.
struct OrderHarness {
    let hub: Hub
    let store: InMemoryStateStore
    let account: StandInAccountService
    let goods: StandInGoodsService
    let cart: StandInCartService
    let placed = LockedBox([OrderSummary]())

    init(
        loggedIn: Bool = true, language: Language = .english, store: InMemoryStateStore = InMemoryStateStore(),
        bindLogin: Bool = true, routes: TestRoutes? = nil
    ) async throws {
        let goods = StandInGoodsService()
        let cart = StandInCartService(goods: { goods })
        var standIns = Overrides()
        // Made with the hub it is looked up in, once for the hub's life: the harness reads it back.
        standIns.standIn((any AccountService).self) { hub in StandInAccountService(hub: hub, loggedIn: loggedIn) }
        standIns.standIn((any GoodsService).self) { hub in goods }
        standIns.standIn((any CartService).self) { hub in cart }
        StandInLogin.guardLoggedIn(in: &standIns)
        // Test routes of absent modules are modules built beside Order.
        let extras: [any BusinessModule] = (bindLogin ? [TestLoginRoutes.module] : []) + (routes.map { [$0] } ?? [])
        let hub = try await Hub.bazaar(
            [try OrderModule(store: store, language: language)] + extras, standIns: standIns)
        guard let account = try await hub.service((any AccountService).self) as? StandInAccountService else {
            throw TestFailure("the account service is not the stand-in")
        }
        let placed = self.placed
        hub.subscribe(OrderPlaced.self, owner: "test") { event in placed.withLock { $0.append(event.order) } }
        self.hub = hub
        self.store = store
        self.account = account
        self.goods = goods
        self.cart = cart
    }

    /// The orders posted in `OrderPlaced` so far.
    var placedOrders: [OrderSummary] { placed.withLock { $0 } }

    /// The history as the Order module's service tells it.
    func orders(of userID: String) async throws -> [OrderSummary] {
        try await hub.service((any OrderService).self).orders(userID: userID)
    }

    /// Stock of a stand-in item now.
    func stock(_ id: Int) -> Int? {
        (try? goods.item(id: id))??.stock
    }

    /// Two teas and a teapot, priced like the stand-in catalogue.
    static let lines = [
        CheckoutLine(goodsID: 901, name: "Sample Green Tea", quantity: 2, unitPrice: Money(minorUnits: 1250)),
        CheckoutLine(goodsID: 902, name: "Sample Teapot", quantity: 1, unitPrice: Money(minorUnits: 8800)),
    ]

    /// Makes the cart hold exactly `lines` (one line per item, quantities added up), but for
    /// items the goods do not have, which no cart can take.
    func fillCart(_ lines: [CheckoutLine]) async throws {
        try cart.clear()
        for line in lines where stock(line.goodsID) != nil {
            try await cart.add(goodsID: line.goodsID, quantity: line.quantity)
        }
    }

    /// Opens checkout for `lines` on `navigator` and answers its Pay link as drawn now.
    func payLink(_ lines: [CheckoutLine] = OrderHarness.lines, on navigator: Navigator) async throws -> PageLink {
        _ = try await navigator.open(OrderCheckout(lines: lines))
        guard let link = await navigator.top?.content().link(to: "order/pay") else {
            throw TestFailure("the checkout page has no Pay link")
        }
        return link
    }

    /// Puts `OrderHarness.lines` in the cart and checks them out on a new navigator; answers it
    /// and the Pay link as drawn now.
    func checkedOut() async throws -> (navigator: Navigator, pay: PageLink) {
        try await fillCart(OrderHarness.lines)
        let navigator = Navigator(hub: hub)
        return await (navigator, try payLink(on: navigator))
    }

    /// Puts `lines` in the cart, checks them out and follows the Pay link; returns the confirmation page.
    @discardableResult
    func pay(_ lines: [CheckoutLine] = OrderHarness.lines) async throws -> any Page {
        try await fillCart(lines)
        let navigator = Navigator(hub: hub)
        let pay = try await payLink(lines, on: navigator)
        guard let page = try await navigator.follow(pay).page else {
            throw TestFailure("OrderPay answered a value, not a page")
        }
        return page
    }
}
