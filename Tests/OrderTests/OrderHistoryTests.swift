import AllContracts
import Common
import ModuleTesting
import Order
import StandIns
import Testing

@Suite("Order history")
struct OrderHistoryTests {
    /// Issue #17: list and detail require a logged-in user (they used to answer Order's own
    /// "Log in required" page): logged out, the log-in page answers in their place.
    @Test(
        "logged out: list and detail answer the log-in page, naming the URL asked for",
        arguments: [
            "bazaar://order/list", "bazaar://order/detail/1001",
        ])
    func loggedOut(url: String) async throws {
        let harness = try await OrderHarness(loggedIn: false)
        let page = try #require(try await harness.hub.open(url: url).page as? RedirectedPage)
        #expect(page.requestedURL == url)
        #expect(page.page is TestLoginPage)
    }

    @Test("the list page drawn again after a log-out says nobody is logged in")
    func listAfterLogOut() async throws {
        let harness = try await OrderHarness()
        try await harness.pay()
        let page = try #require(try await harness.hub.open(OrderList()).page)
        await #expect(page.content().records.count == 1)
        try await harness.account.logOut()
        let drawn = await page.content()
        #expect(drawn.records.isEmpty)
        #expect(drawn.texts == ["Orders are unavailable: nobody is logged in."])
    }

    @Test("empty list says so")
    func emptyList() async throws {
        let harness = try await OrderHarness()
        let content = try await #require(try await harness.hub.open(OrderList()).page).content()
        #expect(content.title == "My orders")
        #expect(content.texts == ["You have not placed any orders yet."])
        #expect(content.links.map(\.path) == ["home"])
    }

    @Test("list: the user's orders, newest first, with their fields; other users' orders are not shown")
    func list() async throws {
        let harness = try await OrderHarness()
        try await harness.pay()
        try await harness.pay([
            CheckoutLine(goodsID: 902, name: "Sample Teapot", quantity: 1, unitPrice: Money(minorUnits: 8800))
        ])
        try await harness.account.logIn(userID: "guest")
        try await harness.pay([
            CheckoutLine(goodsID: 901, name: "Sample Green Tea", quantity: 1, unitPrice: Money(minorUnits: 1250))
        ])
        try await harness.account.logIn(userID: "demo")

        guard case .page(let page) = try await harness.hub.open(url: "bazaar://order/list") else {
            Issue.record("order/list should answer a page")
            return
        }
        let content = await page.content()
        #expect(content.sections.first?.heading == "Orders of Demo Shopper")
        #expect(content.records.map(\.title) == ["1002", "1001"])
        let newest = try #require(content.records.first)
        #expect(newest.fields.map(\.key) == ["id", "placedAt", "items", "total"])
        #expect(newest.value("total") == "¥88.00")
        #expect(newest.value("items") == "1")
        #expect(newest.link?.path == "order/detail/1002")
    }

    @Test("detail: one order, natively and remotely")
    func detail() async throws {
        let harness = try await OrderHarness()
        try await harness.pay()
        for result in [
            try await harness.hub.open(OrderDetail(id: 1001)).erased,
            try await harness.hub.open(url: "bazaar://order/detail/1001"),
        ] {
            let content = try await #require(result.page).content()
            #expect(content.title == "Order 1001")
            #expect(content.fields.map(\.key) == ["id", "placedAt", "total"])
            #expect(content.fields.last?.value == "¥113.00")
            #expect(content.records.map { $0.value("name") } == ["Sample Green Tea", "Sample Teapot"])
            #expect(content.links.map(\.path) == ["goods/detail/901", "goods/detail/902", "order/list", "home"])
        }
        guard case .page = try await harness.hub.open(url: "bazaar://order/detail/1001") else {
            Issue.record("remote detail should answer a page")
            return
        }
    }

    @Test("detail of an unknown order or another user's order is an error naming the number")
    func detailOfOthers() async throws {
        let harness = try await OrderHarness()
        try await harness.pay()
        try await harness.account.logIn(userID: "guest")
        for id in [1001, 4242] {
            let error = await routeError { _ = try await harness.hub.open(OrderDetail(id: id)) }
            #expect(
                error
                    == .declined(
                        route: "order/detail/:id", code: "order.unknownOrder",
                        message: "You have no order \(id); see My orders for your order numbers."))
        }
    }

    @Test("detail with a non-number id is a malformed request naming the parameter")
    func detailBadParameter() async throws {
        let harness = try await OrderHarness()
        let error = await routeError { _ = try await harness.hub.open(url: "bazaar://order/detail/abc") }
        #expect(error?.key == "route.invalidParameter")
        #expect(error?.description.contains("'id'") == true)
    }

    @Test("the detail page says when its order was deleted meanwhile")
    func detailAfterDeletion() async throws {
        let harness = try await OrderHarness()
        try await harness.pay()
        let page = try #require(try await harness.hub.open(OrderDetail(id: 1001)).page)
        _ = await harness.hub.post(AccountDeleted(userID: "demo"))
        await #expect(page.content().texts == ["Order 1001 no longer exists."])
    }

    @Test("AccountDeleted removes that user's orders and keeps the others'")
    func accountDeleted() async throws {
        let harness = try await OrderHarness()
        try await harness.pay()
        try await harness.account.logIn(userID: "guest")
        try await harness.pay()
        try await harness.account.logIn(userID: "demo")
        try await harness.account.deleteAccount()
        await #expect(try harness.orders(of: "demo").isEmpty)
        await #expect(try harness.orders(of: "guest").map(\.id) == [1002])

        // Numbers are never reused.
        try await harness.account.logIn(userID: "demo")
        #expect(try await harness.pay().content().title == "Order 1003 placed")
    }

    @Test("OrderService: newest first, per user, empty for an unknown user")
    func service() async throws {
        let harness = try await OrderHarness()
        try await harness.pay()
        try await harness.pay()
        let service = try await harness.hub.service((any OrderService).self)
        #expect(try service.orders(userID: "demo").map(\.id) == [1002, 1001])
        #expect(try service.orders(userID: "nobody").isEmpty)
    }

    @Test("the module's wiring: routes, service, consumed services, posted and heard events")
    func wiring() async throws {
        let harness = try await OrderHarness()
        let info = try #require(harness.hub.moduleInfo().first { $0.name == "Order" })
        #expect(info.routes == ["order/checkout", "order/pay", "order/list", "order/detail/:id"])
        #expect(info.provides == ["OrderService"])
        #expect(info.consumes == ["AccountService", "GoodsService", "CartService"])
        #expect(info.posts == ["OrderPlaced"])
        #expect(harness.hub.eventInfo().first { $0.event == "AccountDeleted" }?.subscribers == ["Order"])
    }

    @Test("without an Account service the module does not start, naming the missing provider")
    func missingAccount() async throws {
        var standIns = Overrides()
        standIns.standIn((any GoodsService).self) { hub in StandInGoodsService() }
        await #expect(throws: WiringError.self) {
            _ = try await Hub.bazaar(
                [try OrderModule(store: InMemoryStateStore(), language: .english)], standIns: standIns)
        }
    }
}
