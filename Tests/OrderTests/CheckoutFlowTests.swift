import AllContracts
import Common
import ModuleTesting
import Order
import StandIns
import Testing

@Suite("Order checkout")
struct CheckoutFlowTests {
    @Test("logged out: log in through Account's page, checkout continues, pay, order saved and announced")
    func checkoutWithLoginCompletion() async throws {
        let harness = try await OrderHarness(loggedIn: false)
        try await harness.fillCart(OrderHarness.lines)
        let navigator = Navigator(hub: harness.hub)

        // Checkout while nobody is logged in shows the log-in page.
        let opened = try await navigator.open(OrderCheckout(lines: OrderHarness.lines))
        #expect((opened.page as? RedirectedPage)?.page is TestLoginPage)
        #expect(navigator.depth == 1)

        // Logging in calls the guard's completion: checkout opens again, in the log-in page's place.
        let loginPage = try #require(navigator.top)
        let demo = try await #require(loginPage.content().link(to: "account/login/demo"))
        let loggedIn = try await navigator.follow(demo)
        #expect(try actionOutcome(loggedIn).event == "account.loggedIn")
        #expect(try harness.account.currentUser()?.id == "demo")
        #expect(navigator.depth == 1)
        let checkout = try await #require(navigator.top).content()
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
        let paid = try await navigator.follow(pay)
        let confirmation = try await #require(paid.page).content()
        #expect(confirmation.title == "Order 1001 placed")
        #expect(confirmation.texts == ["Thank you, Demo Shopper! You paid ¥113.00 for 3 items."])
        #expect(confirmation.links.map(\.path) == ["order/detail/1001", "order/list", "home"])

        // Saved, announced, stock reserved.
        let history = try await harness.orders(of: "demo")
        #expect(history.map(\.id) == [1001])
        #expect(history.first?.lines == OrderHarness.lines)
        #expect(history.first?.total.minorUnits == 11300)
        #expect(harness.placedOrders == history)
        #expect(harness.stock(901) == 18)
        #expect(harness.stock(902) == 4)

        // The order is in the list the confirmation links to.
        let list = try await navigator.follow(try #require(confirmation.link(to: "order/list")))
        #expect(try await #require(list.page).content().records.map { $0.value("id") } == ["1001"])
    }

    @Test("pay reads the checkout's typed properties: the lines, revision and payer the page showed")
    func payCarriesTheCheckoutTyped() async throws {
        let harness = try await OrderHarness()
        try await harness.fillCart(OrderHarness.lines)
        let revision = try harness.cart.snapshot().revision
        // Another payer than the one logged in: declined, nothing placed.
        let other = OrderPay(lines: OrderHarness.lines, cartRevision: revision, userID: "someone-else")
        #expect(await routeError { _ = try await harness.hub.open(other) }?.key == "order.userChanged")
        #expect(harness.placedOrders.isEmpty)
        // Exactly what a checkout page shows the logged-in user: paid.
        let shown = OrderPay(lines: OrderHarness.lines, cartRevision: revision, userID: "demo")
        let confirmation = try await #require(try await harness.hub.open(shown).page).content()
        #expect(confirmation.title == "Order 1001 placed")
        await #expect(try harness.orders(of: "demo").first?.lines == OrderHarness.lines)
    }

    @Test("logged in: checkout shows the checkout page at once")
    func checkoutLoggedIn() async throws {
        let harness = try await OrderHarness()
        let result = try await harness.hub.open(OrderCheckout(lines: OrderHarness.lines))
        #expect(try await #require(result.page).content().title == "Checkout")
    }

    @Test("without Account's log-in route, a logged-out checkout fails naming the missing route")
    func checkoutWithoutAccountModule() async throws {
        let harness = try await OrderHarness(loggedIn: false, bindLogin: false)
        let error = await routeError { _ = try await harness.hub.open(OrderCheckout(lines: OrderHarness.lines)) }
        #expect(error == .notFound(route: "AccountLogin"))
    }

    @Test(
        "bad checkout lines are refused with a clear error",
        arguments: [
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
        ] as [([CheckoutLine], String)])
    func badPayload(lines: [CheckoutLine], expected: String) async throws {
        let harness = try await OrderHarness()
        let error = await routeError { _ = try await harness.hub.open(OrderCheckout(lines: lines)) }
        guard case .handlerFailed(let pattern, let reason) = error else {
            Issue.record("expected handlerFailed, got \(String(describing: error))")
            return
        }
        #expect(pattern == "order/checkout")
        #expect(reason.contains(expected))
        #expect(harness.placedOrders.isEmpty)
    }

    @Test(
        "checkout and pay cannot be opened from outside", arguments: ["bazaar://order/checkout", "bazaar://order/pay"])
    func nativeOnly(url: String) async throws {
        let harness = try await OrderHarness()
        let error = await routeError { _ = try await harness.hub.open(url: url) }
        #expect(error?.key == "route.nativeOnly")
        #expect(error == .nativeOnly(url: url, pattern: String(url.dropFirst("bazaar://".count))))
    }
}
