import AllContracts
import Common
import Messages
import ModuleTesting
import StandIns

/// A hub with the Messages module alone, and (unless told not to) test-bound routes standing
/// in for the goods, cart and payment routes the inbox's URLs name.
struct MessagesHarness {
    let hub: Hub
    /// Every request the test-bound routes received, as `pattern origin`.
    let requests = LockedBox([String]())

    init(language: Language = .english, bindRoutes: Bool = true, goodsDetailFails: Bool = false) async throws {
        // The front end words route errors; here each is worded by its key, to see which one a
        // page shows and that the page does not word it itself.
        let requests = self.requests
        let routes = TestRoutes { registrar in
            registrar.route(GoodsDetail.self) { route, request in
                requests.withLock { $0.append("goods/detail/\(route.id) \(request.isRemote ? "remote" : "native")") }
                if goodsDetailFails { throw GoodsError.unknownItem(route.id) }
                return .page(TestPage(title: "Goods \(route.id)"))
            }
            registrar.route(GoodsList.self) { route, request in
                requests.withLock {
                    $0.append("goods/list \(route.category ?? "all") \(request.isRemote ? "remote" : "native")")
                }
                return .page(TestPage(title: "Goods list \(route.category ?? "all")"))
            }
            registrar.route(CartAdd.self) { route, request in
                requests.withLock {
                    $0.append("cart/add \(route.id)×\(route.qty ?? 1) \(request.isRemote ? "remote" : "native")")
                }
                return .value(ActionOutcome(event: "cart.added", message: "Added \(route.qty ?? 1) × item \(route.id)"))
            }
            registrar.route(OrderPay.self) { _, request in
                requests.withLock { $0.append("order/pay \(request.isRemote ? "remote" : "native")") }
                return .page(TestPage(title: "paid"))
            }
        }
        // Order's pay route requires a logged-in user: Account, absent, has its guard stood in.
        var standIns = Overrides()
        if bindRoutes { standIns.guard(.loggedIn, owner: StandIn.owner) { _, _ in .proceed } }
        self.hub = try await Hub.bazaar(
            [try MessagesModule(store: InMemoryStateStore(), language: language)] + (bindRoutes ? [routes] : []),
            standIns: standIns, errorSentence: { "worded: \($0.key)" })
    }

    /// What the test-bound routes received so far.
    var received: [String] { requests.withLock { $0 } }

    /// Follows message `id` natively and returns the page it answers.
    func followPage(_ id: Int) async throws -> any Page {
        guard let page = try await hub.open(MessageFollow(id: id)).page else {
            throw TestFailure("message \(id) answered a value, not a page")
        }
        return page
    }
}

/// A page a test-bound route answers.
struct TestPage: ContentPage {
    let title: String
    func content() -> PageContent { PageContent(title: title) }
}
