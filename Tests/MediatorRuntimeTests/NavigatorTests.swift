@_spi(Benchmarks) import MediatorRuntime
import Testing

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
private func makeNavigator() async throws -> Navigator {
    let hub = try await Hub.test([
        TestModule("Home") { registrar in registrar.routes(patterns: ["home"]) { .page(TitledPage(title: "home")) } },
        TestModule("Goods") { registrar in
            registrar.routes(patterns: ["goods/list"]) { .page(TitledPage(title: "list")) }
            registrar.route(GoodsDetail.self) { route, _ in .page(TitledPage(title: "detail \(route.id)")) }
        },
        TestModule("Cart") { registrar in
            registrar.route(AddToCart.self) { route, _ in
                .value(ActionOutcome(event: "cart.added", message: "added \(route.id)"))
            }
        },
        TestModule("Order") { registrar in
            registrar.route(Pay.self) { _, _ in .value(ActionOutcome(event: "order.paid", message: "paid")) }
        },
    ])
    return Navigator(hub: hub)
}

@Suite struct NavigatorTests {
    @Test func pushMovesTheTop() async throws {
        let navigator = try await makeNavigator()
        navigator.push(TitledPage(title: "A"))
        navigator.push(TitledPage(title: "B"))
        #expect(navigator.titles == ["A", "B"])
        #expect(navigator.top?.title == "B")
        #expect(navigator.depth == 2)
    }

    @Test func replaceTopSwapsTheTopPage() async throws {
        let navigator = try await makeNavigator()
        navigator.replaceTop(with: TitledPage(title: "A"))
        navigator.push(TitledPage(title: "B"))
        navigator.replaceTop(with: TitledPage(title: "C"))
        #expect(navigator.titles == ["A", "C"])
    }

    @Test func popKeepsTheRoot() async throws {
        let navigator = try await makeNavigator()
        #expect(!navigator.pop())
        navigator.push(TitledPage(title: "A"))
        navigator.push(TitledPage(title: "B"))
        #expect(navigator.pop())
        #expect(navigator.titles == ["A"])
        #expect(!navigator.pop())
        #expect(navigator.titles == ["A"])
    }

    @Test func setStackReplacesEverything() async throws {
        let navigator = try await makeNavigator()
        navigator.setStack(["A", "B"].map { TitledPage(title: $0) })
        navigator.setStack(["C", "D"].map { TitledPage(title: $0) })
        #expect(navigator.titles == ["C", "D"])
        navigator.setStack([])
        #expect(navigator.top == nil)
    }

    @Test func openPushesPagesAndReturnsValues() async throws {
        let navigator = try await makeNavigator()
        guard case .page(let page) = try await navigator.open(url: "bazaar://goods/detail/3") else {
            Issue.record("expected a page")
            return
        }
        #expect(page.title == "detail 3")
        guard case .value(let value) = try await navigator.open(AddToCart(id: 3)) else {
            Issue.record("expected a value")
            return
        }
        #expect(value.message == "added 3")
        #expect(try await navigator.open(Pay()).page == nil)
        #expect(navigator.titles == ["detail 3"])
    }

    @Test func openingAnUnknownOrRefusedURLPushesNothing() async throws {
        let navigator = try await makeNavigator()
        _ = try await navigator.open(url: "bazaar://home")
        await #expect(throws: RouteError.notFound(route: "nowhere")) {
            try await navigator.open(url: "bazaar://nowhere")
        }
        await #expect(throws: RouteError.self) { try await navigator.open(url: "bazaar://order/pay") }
        #expect(navigator.titles == ["home"])
    }
}
