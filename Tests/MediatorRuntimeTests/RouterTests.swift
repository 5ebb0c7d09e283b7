import Testing

@_spi(Benchmarks) @testable import MediatorRuntime

private struct TextPage: Page {
    let title: String
    func content() -> PageContent { PageContent(title: title) }
}

private struct Failure: Error, CustomStringConvertible {
    var description: String { "out of stock" }
}

/// What a log-in hands its completion.
private struct Chosen: Sendable {
    let name: String
}

/// A log-in page whose result is who logged in.
private struct ChooseUser: Route {
    typealias Result = Chosen
    static let pattern = "login"
}

/// A native-only route with a summary.
private struct PayOrder: Route {
    static let pattern = "pay/:order"
    static let isNativeOnly = true
    static let summary: RouteSummary = "Pays an order"
    var order: Int
}

private func makeRouter() -> Router {
    Router(configuration: .init(scheme: "bazaar"))
}

/// Registers a handler that answers the pattern it was registered under.
private func registerEcho(_ pattern: String, in router: Router, owner: String = "Test") throws {
    try router.register(pattern, owner: owner) { _ in .echo(pattern) }
}

private func answer(_ router: Router, _ path: String) async throws -> String? {
    try await router.openRemote("bazaar://" + path).echoed as? String
}

/// The route a path (one leading `/` allowed) matches, or `nil`.
private func resolve(_ router: Router, _ path: String) -> RouteMatch? {
    let body = path.hasPrefix("/") ? String(path.dropFirst()) : path
    guard let url = try? RouteURL(parsing: "bazaar://" + body) else { return nil }
    return router.resolve(url)
}

@Suite struct RouterTests {
    static let competing = ["goods/detail/new", "goods/detail/:id", "goods/*rest", "goods/detail/:id/*tail"]

    @Test(
        "a literal beats a parameter beats a catch-all, whatever the order of registration",
        arguments: [[0, 1, 2, 3], [3, 2, 1, 0], [2, 0, 3, 1], [1, 3, 0, 2]])
    func precedenceIgnoresRegistrationOrder(order: [Int]) async throws {
        let router = makeRouter()
        for index in order { try registerEcho(Self.competing[index], in: router) }
        await #expect(try answer(router, "goods/detail/new") == "goods/detail/new")
        await #expect(try answer(router, "goods/detail/7") == "goods/detail/:id")
        await #expect(try answer(router, "goods/detail/7/reviews/2") == "goods/detail/:id/*tail")
        await #expect(try answer(router, "goods/list") == "goods/*rest")
        await #expect(try answer(router, "goods/detail") == "goods/*rest")
        #expect(resolve(router, "goods") == nil)
        #expect(resolve(router, "home") == nil)
    }

    @Test func backtracksWhenTheLiteralBranchDeadEnds() async throws {
        let router = makeRouter()
        try registerEcho("a/b/c", in: router)
        try registerEcho("a/:x/d", in: router)
        try registerEcho("*", in: router)
        await #expect(try answer(router, "a/b/c") == "a/b/c")
        await #expect(try answer(router, "a/b/d") == "a/:x/d")
        await #expect(try answer(router, "a/b/e") == "*")
        let match = try #require(resolve(router, "a/b/d"))
        #expect(match.parameters.items == [.init(name: "x", value: "b", source: .path)])
    }

    @Test func catchAllTakesOneOrMoreSegmentsJoined() async throws {
        let router = makeRouter()
        try registerEcho("files/:owner/*path", in: router)
        try registerEcho("static/*", in: router)
        let match = try #require(resolve(router, "files/ann/docs/2024/a.txt"))
        #expect(match.parameters["owner"] == "ann")
        #expect(match.parameters["path"] == "docs/2024/a.txt")
        #expect(resolve(router, "files/ann") == nil)
        let anonymous = try #require(resolve(router, "static/css/site.css"))
        #expect(anonymous.parameters.isEmpty)
    }

    @Test func handlerReceivesDecodedPathAndQueryParameters() async throws {
        let router = makeRouter()
        let seen = LockedBox<RouteParameters?>(nil)
        try router.register("search/:term", owner: "Search") { request in
            seen.withLock { $0 = request }
            return .echo(0)
        }
        _ = try await router.openRemote("bazaar://search/caf%C3%A9?sort=price+asc&tag=a%26b")
        let parameters = try #require(seen.withLock { $0 })
        #expect(
            parameters.items == [
                .init(name: "term", value: "café", source: .path),
                .init(name: "sort", value: "price asc", source: .query),
                .init(name: "tag", value: "a&b", source: .query),
            ])
        #expect(parameters["sort"] == "price asc")
        #expect(parameters["missing"] == nil)
    }

    @Test func aNativeCallersCompletionIsTypedByTheRoutesResult() async throws {
        let router = makeRouter()
        let pending = LockedBox<RouteCompletion<Chosen>?>(nil)
        try router.bind(ChooseUser.self, owner: "Account") { _, request in
            #expect(!request.isRemote)
            pending.withLock { $0 = request.completion }
            return .page(TextPage(title: "Log in"))
        }
        let completed = LockedBox<[String]>([])
        let result = try await router.openNative(
            ChooseUser(), completion: RouteCompletion { chosen in completed.withLock { $0.append(chosen.name) } })
        await #expect(result.page?.content().title == "Log in")
        #expect(completed.withLock { $0 }.isEmpty)
        // Later, the page reports who logged in, as the route's `Result` type.
        let completion = try #require(pending.withLock { $0 })
        await completion(Chosen(name: "ann"))
        #expect(completed.withLock { $0 } == ["ann"])
    }

    @Test func remoteEntryCarriesNoCompletion() async throws {
        let router = makeRouter()
        try router.bind(ChooseUser.self, owner: "Account") { _, request in
            .echo(request.isRemote && request.completion == nil)
        }
        #expect(try await router.openRemote("bazaar://login").echoed as? Bool == true)
    }

    @Test func resultIsAPageOrAValue() async throws {
        let router = makeRouter()
        try router.register("page", owner: "T") { _ in .page(TextPage(title: "A page")) }
        try router.register("value", owner: "T") { _ in .value(ActionOutcome(event: "t.done", message: "42")) }
        #expect(try await router.openRemote("bazaar://page").page?.content().title == "A page")
        #expect(try await router.openRemote("bazaar://value").value??.message == "42")
        #expect(try await router.openRemote("bazaar://value").page == nil)
    }

    @Test func theRemoteEntryAnswersAnActionOutcomeAndHidesAnyOtherResult() async throws {
        struct Like: Route {
            typealias Result = ActionOutcome
            static let pattern = "like"
        }
        let router = makeRouter()
        try router.bind(Like.self, owner: "T") { _, _ in .value(ActionOutcome(event: "t.liked", message: "Liked")) }
        try router.bind(ChooseUser.self, owner: "Account") { _, _ in .value(Chosen(name: "ann")) }
        #expect(try await router.openNative(Like()).value?.message == "Liked", "a native caller gets the typed result")
        #expect(try await router.openNative(ChooseUser()).value?.name == "ann")
        #expect(try await router.openRemote("bazaar://like").value??.event == "t.liked", "a front end prints it")
        guard case .value(let chosen) = try await router.openRemote("bazaar://login") else {
            Issue.record("expected a value")
            return
        }
        #expect(chosen == nil, "a value only its caller reads is nothing a front end prints")
    }

    @Test func handlerFailuresAreWrappedRouteErrorsIncluded() async throws {
        let router = makeRouter()
        try router.register("buy/:id", owner: "Order") { _ in throw Failure() }
        try router.register("detail/:id", owner: "Goods") { request in
            throw RouteError.notFound(route: "goods \(request["id"] ?? "")")
        }
        await #expect(throws: RouteError.handlerFailed(route: "buy/:id", reason: "out of stock")) {
            try await router.openRemote("bazaar://buy/1")
        }
        await #expect(throws: RouteError.handlerFailed(route: "detail/:id", reason: "no route for 'goods 9'")) {
            try await router.openRemote("bazaar://detail/9")
        }
    }

    @Test func declinedRequestsSurfaceAsDeclinedOnBothEntries() async throws {
        let router = makeRouter()
        try router.register("buy/:id", owner: "Order") { _ in
            throw RouteError.declined(code: "goods.outOfStock", message: "Only 2 left")
        }
        let declined = RouteError.declined(route: "buy/:id", code: "goods.outOfStock", message: "Only 2 left")
        await #expect(throws: declined) { try await router.openRemote("bazaar://buy/1") }
        await #expect(throws: declined) { try await router.openRemote("bazaar://buy/1") }
        #expect(declined.description == "Only 2 left")
    }

    @Test func handlersMayOpenOtherRoutes() async throws {
        let router = makeRouter()
        try router.register("inner", owner: "T") { _ in .echo("inner") }
        try router.register("outer", owner: "T") { [router] _ in try await router.openRemote("bazaar://inner") }
        #expect(try await router.openRemote("bazaar://outer").echoed as? String == "inner")
    }

    @Test func unknownPathsAreNotFound() async throws {
        let router = makeRouter()
        try registerEcho("goods/list", in: router)
        await #expect(throws: RouteError.notFound(route: "goods/detail/3")) {
            try await router.openRemote("bazaar://goods/detail/3")
        }
        await #expect(throws: RouteError.self) { try await router.openRemote("bazaar://goods/../list") }
    }

    @Test(
        "a second route of the same shape is an error naming both owners",
        arguments: [
            ("goods/detail/:id", "goods/detail/:id", "goods/detail/1"),
            ("goods/detail/:id", "/goods/detail/:slug/", "goods/detail/1"), ("files/*", "files/*rest", "files/a"),
            ("home", "home", "home"),
        ])
    func duplicateRoutesNameBothOwners(first: String, second: String, path: String) async throws {
        let router = makeRouter()
        try router.register(first, owner: "Goods") { _ in .echo("first") }
        #expect {
            try router.register(second, owner: "Search") { _ in .echo("second") }
        } throws: { error in
            guard case WiringError.Problem.duplicateRoute(_, _, let existingOwner, let newOwner) = error else {
                return false
            }
            let text = String(describing: error)
            return existingOwner == "Goods" && newOwner == "Search" && text.contains("Goods")
                && text.contains("Search")
        }
        // Nothing was overwritten.
        #expect(try await router.openRemote("bazaar://" + path).echoed as? String == "first")
        #expect(router.routes().count == 1)
    }

    @Test func duplicateMessagesSayWhichPatternsCollide() async {
        #expect(
            WiringError.Problem.duplicateRoute(pattern: "a/:id", existing: "a/:id", existingOwner: "A", newOwner: "B")
                .description == "route 'a/:id' is registered twice: by A and by B")
        #expect(
            WiringError.Problem.duplicateRoute(pattern: "a/:x", existing: "a/:id", existingOwner: "A", newOwner: "B")
                .description == "route 'a/:x' of B matches the same paths as 'a/:id' of A")
    }

    @Test func bulkRegistrationReportsEveryProblemAndKeepsTheRest() async throws {
        let router = makeRouter()
        try registerEcho("home", in: router, owner: "Home")
        let errors =
            router.register(patterns: ["goods/list", "goods//x", "home", "goods/:id"], owner: "Goods") { _ in .echo(1) }
            + router.register(patterns: ["goods/:slug"], owner: "Search") { _ in .echo(5) }
        #expect(errors.count == 3)
        #expect(errors.contains(.invalidPattern("goods//x", reason: "empty segment (two slashes in a row)")))
        #expect(
            errors.contains(
                .duplicateRoute(pattern: "home", existing: "home", existingOwner: "Home", newOwner: "Goods")))
        #expect(
            errors.contains(
                .duplicateRoute(
                    pattern: "goods/:slug", existing: "goods/:id", existingOwner: "Goods", newOwner: "Search")))
        #expect(router.routes().map(\.pattern) == ["home", "goods/list", "goods/:id"])
    }

    @Test func aLaterBatchAddsUnderTheNodesAnEarlierOneCompacted() async throws {
        let router = makeRouter()
        #expect(router.register(patterns: ["goods/list", "goods/:id", "cart"], owner: "A") { _ in .echo(1) }.isEmpty)
        #expect(
            router.register(patterns: ["goods/list/new", "goods/top", "cart/:line", "home"], owner: "B") { _ in
                .echo(2)
            }.isEmpty)
        let owners = try ["goods/list", "goods/7", "cart", "goods/list/new", "goods/top", "cart/3", "home"].map {
            try router.remoteMatch("bazaar://\($0)").owner
        }
        #expect(owners == ["A", "A", "A", "B", "B", "B", "B"])
    }

    @Test func invalidPatternsAreRefusedAtRegistration() async {
        let router = makeRouter()
        #expect(throws: WiringError.Problem.self) { try registerEcho("goods/:", in: router) }
        #expect(router.routes().isEmpty)
    }

    @Test func routesAreListedInRegistrationOrder() async throws {
        let router = makeRouter()
        try router.bind(PayOrder.self, owner: "Order") { _, _ in .echo(0) }
        try registerEcho("/home/", in: router, owner: "Home")
        let routes = router.routes()
        #expect(routes.map(\.pattern) == ["pay/:order", "home"])
        #expect(routes.map(\.owner) == ["Order", "Home"])
        #expect(routes.map(\.isNativeOnly) == [true, false])
        #expect(routes.map(\.summary) == ["Pays an order", ""])
        #expect(routes.map(\.typeName) == ["PayOrder", nil])
    }

    @Test func parametersKeepTheFirstOfARepeatedName() async {
        let parameters = RouteParameters([
            .init(name: "a", value: "1", source: .path), .init(name: "a", value: "2", source: .query),
            .init(name: "b", value: "3", source: .query),
        ])
        #expect(parameters.items.map(\.value) == ["1", "3"])
        #expect(Array(parameters).count == 2)
        #expect(RouteParameters().isEmpty)
    }
}
