import AllContracts
import Common
import ModuleTesting
import Order
import StandIns
import Testing

@Suite("Order checkout")
struct CheckoutFlowTests {
    @Test("logged out: log in through Account's page, checkout continues, pay, order saved and announced")
    func checkoutWithLoginCompletion() throws {
        let harness = try OrderHarness(loggedIn: false)
        try harness.fillCart(OrderHarness.lines)
        let navigator = Navigator(hub: harness.hub)

        // Checkout while nobody is logged in shows the log-in page.
        let opened = try navigator.open(OrderCheckout(), payload: OrderHarness.lines)
        #expect(opened.page is TestLoginPage)
        #expect(navigator.depth == 1)

        // Logging in calls the completion, which puts the checkout page in the log-in page's place.
        let loginPage = try #require(navigator.top)
        let demo = try #require(loginPage.content().link(to: "account/login/demo"))
        let loggedIn = try navigator.follow(demo)
        guard case .value(let value) = loggedIn else {
            Issue.record("logging in should answer a value, got \(loggedIn)")
            return
        }
        #expect((value as? ActionOutcome)?.event == "account.loggedIn")
        #expect(try harness.account.currentUser()?.id == "demo")
        #expect(navigator.depth == 1)
        let checkout = try #require(navigator.top).content()
        #expect(checkout.title == "Checkout")
        #expect(checkout.texts.contains("Paying as Demo Shopper."))
        #expect(checkout.records.map { $0.value("id") } == ["901", "902"])
        #expect(checkout.records.first?.value("lineTotal") == "¥25.00")
        #expect(checkout.records.first?.link?.path == "goods/detail/901")
        #expect(checkout.fields.first { $0.key == "total" }?.value == "¥113.00")

        // Pay.
        let pay = try #require(checkout.link(to: "order/pay"))
        #expect(pay.isNativeOnly)
        #expect(pay.title == "Pay ¥113.00")
        let paid = try navigator.follow(pay)
        let confirmation = try #require(paid.page).content()
        #expect(confirmation.title == "Order 1001 placed")
        #expect(confirmation.texts == ["Thank you, Demo Shopper! You paid ¥113.00 for 3 items."])
        #expect(confirmation.links.map(\.path) == ["order/detail/1001", "order/list", "home"])

        // Saved, announced, stock reserved.
        let history = try harness.orders(of: "demo")
        #expect(history.map(\.id) == [1001])
        #expect(history.first?.lines == OrderHarness.lines)
        #expect(history.first?.total.minorUnits == 11300)
        #expect(harness.placedOrders == history)
        #expect(harness.stock(901) == 18)
        #expect(harness.stock(902) == 4)

        // The order is in the list the confirmation links to.
        let list = try navigator.follow(try #require(confirmation.link(to: "order/list")))
        #expect(try #require(list.page).content().records.map { $0.value("id") } == ["1001"])
    }

    @Test("logged in: checkout shows the checkout page at once")
    func checkoutLoggedIn() throws {
        let harness = try OrderHarness()
        let result = try harness.hub.open(OrderCheckout(), payload: OrderHarness.lines)
        #expect(try #require(result.page).content().title == "Checkout")
    }

    @Test("a completion with something other than a user leaves the log-in page in place")
    func completionWithoutUserDoesNothing() throws {
        let hub = Hub.bazaar()
        var standIns = Overrides()
        standIns.standIn((any AccountService).self) { hub in
            StandInAccountService(hub: hub, loggedIn: false)
        }
        standIns.standIn((any GoodsService).self) { hub in StandInGoodsService() }
        standIns.standIn((any CartService).self) { hub in StandInCartService() }
        try hub.router.bind(AccountLogin.self, owner: "test") { _, request in
            request.completion?(.value("cancelled"))
            return .page(TestLoginPage(users: [], completion: request.completion))
        }
        try hub.start([try OrderModule(store: InMemoryStateStore(), language: .english)], standIns: standIns)
        let navigator = Navigator(hub: hub)
        _ = try navigator.open(OrderCheckout(), payload: OrderHarness.lines)
        #expect(navigator.top is TestLoginPage)
    }

    @Test("without Account's log-in route, a logged-out checkout fails naming checkout and the missing route")
    func checkoutWithoutAccountModule() throws {
        let harness = try OrderHarness(loggedIn: false, bindLogin: false)
        let error = routeError { _ = try harness.hub.open(OrderCheckout(), payload: OrderHarness.lines) }
        #expect(error == .handlerFailed(route: "order/checkout", reason: "no route for 'AccountLogin'"))
    }

    @Test(
        "bad checkout payloads are refused with a clear error",
        arguments: [
            (nil, "checkout needs at least one line of the cart"),
            ([CheckoutLine](), "checkout needs at least one line of the cart"),
            (
                [CheckoutLine(goodsID: 901, name: "Tea", quantity: 0, unitPrice: Money(minorUnits: 1250))],
                "item 901 has quantity 0"
            ),
            (
                [CheckoutLine(goodsID: 901, name: "Tea", quantity: 1000, unitPrice: Money(minorUnits: 1))],
                "item 901 has quantity 1000"
            ),
            (
                [CheckoutLine(goodsID: 902, name: "Pot", quantity: 1, unitPrice: Money(minorUnits: -5))],
                "item 902 has unit price -5"
            ),
            (
                [CheckoutLine(goodsID: 902, name: "Pot", quantity: 999, unitPrice: Money(minorUnits: Int.max))],
                "too large"
            ),
        ] as [([CheckoutLine]?, String)])
    func badPayload(lines: [CheckoutLine]?, expected: String) throws {
        let harness = try OrderHarness()
        let error = routeError { _ = try harness.hub.open(OrderCheckout(), payload: lines) }
        guard case .handlerFailed(let pattern, let reason) = error else {
            Issue.record("expected handlerFailed, got \(String(describing: error))")
            return
        }
        #expect(pattern == "order/checkout")
        #expect(reason.contains(expected))
        #expect(harness.placedOrders.isEmpty)
    }

    @Test("a payload of another type is refused like a missing one")
    func wrongPayloadType() throws {
        let harness = try OrderHarness()
        let error = routeError {
            _ = try harness.hub.open(OrderCheckout(), payload: [CartLine(goodsID: 901, quantity: 1)])
        }
        #expect(error?.category == .failed)
        #expect(error?.description.contains("checkout needs at least one line of the cart") == true)
    }

    @Test(
        "checkout and pay cannot be opened from outside", arguments: ["bazaar://order/checkout", "bazaar://order/pay"])
    func nativeOnly(url: String) throws {
        let harness = try OrderHarness()
        let error = routeError { _ = try harness.hub.open(url: url) }
        #expect(error?.category == .refused)
        #expect(error == .nativeOnly(url: url, pattern: String(url.dropFirst("bazaar://".count))))
    }
}
