import AllContracts
import Common
import Foundation
import ModuleTesting
import StandIns
import Testing

@testable import Home

/// A hub with the Home module alone and stand-ins for the services it consumes.
private func makeHub(
    loggedIn: Bool = true, cart: [CartLine] = [], orders: [OrderSummary] = [], language: Language = .english,
    withCart: Bool = true, routes: TestRoutes? = nil
) async throws -> (Hub, StandInAccountService) {
    var standIns = Overrides()
    // Made with the hub it is looked up in, once for the hub's life: read back below.
    standIns.standIn((any AccountService).self) { hub in StandInAccountService(hub: hub, loggedIn: loggedIn) }
    if withCart {
        standIns.standIn((any CartService).self) { hub in StandInCartService(lines: cart) }
    }
    standIns.standIn((any OrderService).self) { hub in StandInOrderService(orders: orders) }
    // Test routes of absent modules are a module built beside Home.
    let hub = try await Hub.bazaar(
        [try HomeModule(store: InMemoryStateStore(), language: language)] + (routes.map { [$0] } ?? []),
        standIns: standIns)
    guard let account = try await hub.service((any AccountService).self) as? StandInAccountService else {
        throw TestFailure("the account service is not the stand-in")
    }
    return (hub, account)
}

private func order(_ id: Int, of userID: String) -> OrderSummary {
    OrderSummary(id: id, userID: userID, lines: [], total: Money(minorUnits: 0), placedAt: Double(id))
}

/// The content of the page `bazaar://home` opens (the remote entry).
private func homeContent(_ hub: Hub) async throws -> PageContent {
    try await pageContent(hub.open(url: "bazaar://home"))
}

extension PageContent {
    /// The value of every field outside records, by key.
    fileprivate var fieldValues: [String: String] {
        var values: [String: String] = [:]
        for field in fields { values[field.key] = field.value }
        return values
    }
}

@Suite("Home")
struct HomeTests {
    @Test("logged in: greeting by name, cart item count, the user's order count, links to every module")
    func loggedIn() async throws {
        let (hub, _) = try await makeHub(
            cart: [CartLine(goodsID: 901, quantity: 2), CartLine(goodsID: 902, quantity: 1)],
            orders: [order(1001, of: "demo"), order(1002, of: "demo"), order(1003, of: "guest")])
        let content = try await homeContent(hub)
        #expect(content.title == "Bazaar")
        #expect(content.texts == ["Hello, Demo Shopper!"])
        #expect(content.fieldValues == ["cartItems": "3", "orders": "2"])
        #expect(content.links.map(\.path) == ["goods/list", "cart", "order/list", "messages", "account"])
        #expect(content.links.map(\.title) == ["Browse the goods", "Cart (3)", "My orders (2)", "Messages", "Account"])
        #expect(content.links.allSatisfy { !$0.isNativeOnly })
    }

    @Test("logged out: a welcome for a guest, no order count")
    func loggedOut() async throws {
        let (hub, _) = try await makeHub(loggedIn: false, orders: [order(1001, of: "demo")])
        let content = try await homeContent(hub)
        #expect(content.texts == ["Welcome! Log in to see your orders."])
        #expect(content.fieldValues == ["cartItems": "0"])
        #expect(content.links.map(\.title) == ["Browse the goods", "Cart (0)", "My orders", "Messages", "Account"])
    }

    @Test("the page is current each time it is drawn")
    func current() async throws {
        let (hub, account) = try await makeHub(orders: [order(1001, of: "guest")])
        let page = try #require(try await hub.open(HomePage()).page)
        await #expect(page.content().fieldValues["orders"] == "0")
        try await account.logIn(userID: "guest")
        await #expect(page.content().texts == ["Hello, Guest Tester!"])
        await #expect(page.content().fieldValues["orders"] == "1")
        try await hub.service((any CartService).self).add(goodsID: 901, quantity: 4)
        await #expect(page.content().fieldValues["cartItems"] == "4")
        try await account.logOut()
        await #expect(page.content().fieldValues["orders"] == nil)
    }

    @Test("the links lead to the other modules' routes (found when they are there, typed not-found when not)")
    func links() async throws {
        let (hub, _) = try await makeHub(
            routes: TestRoutes { registrar in
                registrar.route(MessagesInbox.self) { _, _ in .page(TitledPage("inbox")) }
            })
        let navigator = Navigator(hub: hub)
        let home = try await navigator.open(HomePage())
        let links = try await #require(home.page).content().links
        let messages = try #require(links.first { $0.path == "messages" })
        #expect(try await navigator.follow(messages).page?.content().title == "inbox")
        let goods = try #require(links.first { $0.path == "goods/list" })
        await #expect(throws: RouteError.notFound(route: "GoodsList")) { _ = try await navigator.follow(goods) }
    }

    @Test("a service that is missing leaves its part out and says why; the page still renders")
    func missingService() async throws {
        let hub = try await Hub.bazaar([])
        let strings = try StringTable.load(bundle: .module, language: .english)
        var standIns = Overrides()
        standIns.standIn((any AccountService).self) { hub in StandInAccountService(hub: hub) }
        let content = await standIns.run { await HomeLandingPage(hub: hub, strings: strings).content() }
        #expect(content.texts.first == "Hello, Demo Shopper!")
        #expect(
            content.texts.dropFirst().allSatisfy {
                $0.hasPrefix("Some of this page is unavailable: no module provides")
            })
        #expect(content.texts.count == 3)
        #expect(content.links.count == 5)
        #expect(content.links.map(\.title).contains("Cart"))
    }

    @Test("without a Cart service the module does not start, naming what is missing")
    func wiring() async throws {
        await #expect {
            _ = try await makeHub(withCart: false)
        } throws: { error in
            (error as? WiringError)?.problems == [.missingProvider(consumer: "Home", service: "CartService")]
        }
        let (hub, _) = try await makeHub()
        let info = try #require(hub.moduleInfo().first)
        #expect(info.consumes == ["AccountService", "CartService", "OrderService"])
        #expect(info.routes == ["home"])
    }

    @Test("the page speaks Chinese")
    func languages() async throws {
        let (hub, _) = try await makeHub(cart: [CartLine(goodsID: 901, quantity: 1)], language: .simplifiedChinese)
        let content = try await homeContent(hub)
        #expect(content.title == "集市")
        #expect(content.texts == ["Demo Shopper，您好！"])
        #expect(content.links.map(\.title) == ["浏览商品", "购物车（1）", "我的订单（0）", "消息", "账户"])
    }
}
