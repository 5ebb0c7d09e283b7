@_spi(Benchmarks) import MediatorRuntime
import Testing

/// A page that records its lifecycle calls in a shared log.
private struct LoggingPage: Page {
    let name: String
    let log: LockedBox<[String]>

    func content() -> PageContent { PageContent(title: name) }
    func willMount() { log.withLock { $0.append("mount \(name)") } }
    func willActivate() { log.withLock { $0.append("activate \(name)") } }
    func willDeactivate() { log.withLock { $0.append("deactivate \(name)") } }
    func willUnmount() { log.withLock { $0.append("unmount \(name)") } }
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
private func makeNavigator(log: LockedBox<[String]>) throws -> Navigator {
    let hub = Hub(configuration: .init(router: .init(scheme: "bazaar")))
    try hub.router.register("home", owner: "Home") { _ in .page(LoggingPage(name: "home", log: log)) }
    try hub.router.register("goods/list", owner: "Goods") { _ in .page(LoggingPage(name: "list", log: log)) }
    try hub.router.bind(GoodsDetail.self, owner: "Goods") { route, _ in
        .page(LoggingPage(name: "detail \(route.id)", log: log))
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
    @Test func pushMountsAndMovesTheTop() throws {
        let log = LockedBox<[String]>([])
        let navigator = try makeNavigator(log: log)
        navigator.push(LoggingPage(name: "A", log: log))
        navigator.push(LoggingPage(name: "B", log: log))
        #expect(titles(navigator) == ["A", "B"])
        #expect(navigator.top?.content().title == "B")
        #expect(navigator.depth == 2)
        #expect(log.withLock { $0 } == ["mount A", "activate A", "mount B", "deactivate A", "activate B"])
    }

    @Test func replaceTopSwapsTheTopPage() throws {
        let log = LockedBox<[String]>([])
        let navigator = try makeNavigator(log: log)
        navigator.replaceTop(with: LoggingPage(name: "A", log: log))
        navigator.push(LoggingPage(name: "B", log: log))
        log.withLock { $0 = [] }
        navigator.replaceTop(with: LoggingPage(name: "C", log: log))
        #expect(titles(navigator) == ["A", "C"])
        #expect(log.withLock { $0 } == ["mount C", "deactivate B", "unmount B", "activate C"])
    }

    @Test func popKeepsTheRoot() throws {
        let log = LockedBox<[String]>([])
        let navigator = try makeNavigator(log: log)
        #expect(!navigator.pop())
        navigator.push(LoggingPage(name: "A", log: log))
        navigator.push(LoggingPage(name: "B", log: log))
        log.withLock { $0 = [] }
        #expect(navigator.pop())
        #expect(log.withLock { $0 } == ["deactivate B", "unmount B", "activate A"])
        log.withLock { $0 = [] }
        #expect(!navigator.pop())
        #expect(titles(navigator) == ["A"])
        #expect(log.withLock { $0 }.isEmpty)
    }

    @Test func popToRootUnmountsTopToBottom() throws {
        let log = LockedBox<[String]>([])
        let navigator = try makeNavigator(log: log)
        navigator.setStack(["A", "B", "C", "D"].map { LoggingPage(name: $0, log: log) })
        #expect(log.withLock { $0 } == ["mount A", "mount B", "mount C", "mount D", "activate D"])
        log.withLock { $0 = [] }
        navigator.popToRoot()
        #expect(titles(navigator) == ["A"])
        #expect(log.withLock { $0 } == ["deactivate D", "unmount D", "unmount C", "unmount B", "activate A"])
        log.withLock { $0 = [] }
        navigator.popToRoot()
        #expect(log.withLock { $0 }.isEmpty)
    }

    @Test func setStackReplacesEverything() throws {
        let log = LockedBox<[String]>([])
        let navigator = try makeNavigator(log: log)
        navigator.setStack(["A", "B"].map { LoggingPage(name: $0, log: log) })
        log.withLock { $0 = [] }
        navigator.setStack(["C", "D"].map { LoggingPage(name: $0, log: log) })
        #expect(
            log.withLock { $0 } == ["mount C", "mount D", "deactivate B", "unmount B", "unmount A", "activate D"])
        log.withLock { $0 = [] }
        navigator.setStack([])
        #expect(navigator.top == nil)
        #expect(log.withLock { $0 } == ["deactivate D", "unmount D", "unmount C"])
    }

    @Test func openPushesPagesAndReturnsValues() throws {
        let log = LockedBox<[String]>([])
        let navigator = try makeNavigator(log: log)
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

    @Test func openingAnUnknownURLPushesTheNotFoundPage() throws {
        let log = LockedBox<[String]>([])
        let navigator = try makeNavigator(log: log)
        guard case .notFound(let page, let error) = try navigator.open(url: "bazaar://nowhere") else {
            Issue.record("expected not found")
            return
        }
        #expect(error == .notFound(route: "nowhere"))
        #expect(navigator.top?.content().title == page.content().title)
        #expect(throws: RouteError.self) { try navigator.open(url: "bazaar://order/pay") }
        #expect(navigator.depth == 1)
    }

    @Test func followsLinksThroughTheNativeEntry() throws {
        let log = LockedBox<[String]>([])
        let navigator = try makeNavigator(log: log)
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

    @Test func hooksMayMoveTheNavigatorAgain() throws {
        struct Redirect: Page {
            let navigator: LockedBox<Navigator?>
            let log: LockedBox<[String]>
            func content() -> PageContent { PageContent(title: "redirect") }
            func willActivate() {
                navigator.withLock { $0 }?.replaceTop(with: LoggingPage(name: "target", log: log))
            }
        }
        let log = LockedBox<[String]>([])
        let navigator = try makeNavigator(log: log)
        let box = LockedBox<Navigator?>(navigator)
        navigator.push(Redirect(navigator: box, log: log))
        #expect(titles(navigator) == ["target"])
        box.withLock { $0 = nil }
    }
}
