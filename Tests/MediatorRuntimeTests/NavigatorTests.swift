@_spi(Benchmarks) import MediatorRuntime
import Testing

/// A page titled with its name.
private struct NamedPage: Page {
    let name: String

    func content() -> PageContent { PageContent(title: name) }
}

private struct GoodsDetail: Route {
    static let pattern = "goods/detail/:id"
    var id: Int
}

private struct AddToCart: Route {
    typealias Result = ActionOutcome
    static let pattern = "cart/add/:id"
    var id: Int
}

private struct Pay: Route {
    typealias Result = ActionOutcome
    static let pattern = "order/pay"
    static let isNativeOnly = true
}

/// A hub with a page route for home, goods list and goods detail, and an action for the cart.
private func makeNavigator() throws -> Navigator {
    let hub = Hub(router: .init(scheme: "bazaar"))
    try hub.router.register("home", owner: "Home") { _ in .page(NamedPage(name: "home")) }
    try hub.router.register("goods/list", owner: "Goods") { _ in .page(NamedPage(name: "list")) }
    try hub.router.bind(GoodsDetail.self, owner: "Goods") { route, _ in
        .page(NamedPage(name: "detail \(route.id)"))
    }
    try hub.router.bind(AddToCart.self, owner: "Cart") { route, _ in
        .value(ActionOutcome(event: "cart.added", message: "added \(route.id)"))
    }
    try hub.router.bind(Pay.self, owner: "Order") { _, _ in .value(ActionOutcome(event: "order.paid", message: "paid"))
    }
    return Navigator(hub: hub)
}

private func titles(_ navigator: Navigator) -> [String] {
    navigator.stack.map { $0.content().title }
}

@Suite struct NavigatorTests {
    @Test func pushMovesTheTop() throws {
        let navigator = try makeNavigator()
        navigator.push(NamedPage(name: "A"))
        navigator.push(NamedPage(name: "B"))
        #expect(titles(navigator) == ["A", "B"])
        #expect(navigator.top?.content().title == "B")
        #expect(navigator.depth == 2)
    }

    @Test func replaceTopSwapsTheTopPage() throws {
        let navigator = try makeNavigator()
        navigator.replaceTop(with: NamedPage(name: "A"))
        navigator.push(NamedPage(name: "B"))
        navigator.replaceTop(with: NamedPage(name: "C"))
        #expect(titles(navigator) == ["A", "C"])
    }

    @Test func popKeepsTheRoot() throws {
        let navigator = try makeNavigator()
        #expect(!navigator.pop())
        navigator.push(NamedPage(name: "A"))
        navigator.push(NamedPage(name: "B"))
        #expect(navigator.pop())
        #expect(titles(navigator) == ["A"])
        #expect(!navigator.pop())
        #expect(titles(navigator) == ["A"])
    }

    @Test func setStackReplacesEverything() throws {
        let navigator = try makeNavigator()
        navigator.setStack(["A", "B"].map { NamedPage(name: $0) })
        navigator.setStack(["C", "D"].map { NamedPage(name: $0) })
        #expect(titles(navigator) == ["C", "D"])
        navigator.setStack([])
        #expect(navigator.top == nil)
    }

    @Test func openPushesPagesAndReturnsValues() throws {
        let navigator = try makeNavigator()
        guard case .page(let page) = try navigator.open(url: "bazaar://goods/detail/3") else {
            Issue.record("expected a page")
            return
        }
        #expect(page.content().title == "detail 3")
        guard case .value(let value) = try navigator.open(AddToCart(id: 3)) else {
            Issue.record("expected a value")
            return
        }
        #expect(value.message == "added 3")
        #expect(try navigator.open(Pay()).page == nil)
        #expect(titles(navigator) == ["detail 3"])
    }

    @Test func openingAnUnknownOrRefusedURLPushesNothing() throws {
        let navigator = try makeNavigator()
        _ = try navigator.open(url: "bazaar://home")
        #expect(throws: RouteError.notFound(route: "nowhere")) { try navigator.open(url: "bazaar://nowhere") }
        #expect(throws: RouteError.self) { try navigator.open(url: "bazaar://order/pay") }
        #expect(titles(navigator) == ["home"])
    }

    @Test func followsLinksThroughTheNativeEntry() throws {
        let navigator = try makeNavigator()
        let link = PageLink("Pay now", to: Pay())
        #expect(link.path == "order/pay")
        #expect(link.isNativeOnly)
        #expect(try navigator.follow(link).page == nil)
        guard case .page = try navigator.follow(PageLink("Item 9", to: GoodsDetail(id: 9))) else {
            Issue.record("expected a page")
            return
        }
        #expect(titles(navigator) == ["detail 9"])
    }
}
