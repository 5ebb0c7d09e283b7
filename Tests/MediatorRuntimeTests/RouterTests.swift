import Testing

@_spi(Benchmarks) @testable import MediatorRuntime

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

/// A hub of one module, `Test`, registering the pattern-only routes `patterns`, each answering
/// the pattern it was registered under.
private func echoHub(_ patterns: [String]) async throws -> Hub {
    try await Hub.test("Test") { registrar in
        for pattern in patterns { registrar.echo(pattern) }
    }
}

private func answer(_ hub: Hub, _ path: String) async throws -> String? {
    try await hub.open(url: "bazaar://" + path).echoed as? String
}

/// The route a path (one leading `/` allowed) matches, or `nil`.
private func resolve(_ hub: Hub, _ path: String) -> RouteMatch? {
    let body = path.hasPrefix("/") ? String(path.dropFirst()) : path
    guard let url = try? RouteURL(parsing: "bazaar://" + body) else { return nil }
    return try? hub.router.match(url)
}

@Suite struct RouterTests {
    static let competing = ["goods/detail/new", "goods/detail/:id", "goods/*rest", "goods/detail/:id/*tail"]

    @Test(
        "a literal beats a parameter beats a catch-all, whatever the order of registration",
        arguments: [[0, 1, 2, 3], [3, 2, 1, 0], [2, 0, 3, 1], [1, 3, 0, 2]])
    func precedenceIgnoresRegistrationOrder(order: [Int]) async throws {
        let hub = try await echoHub(order.map { Self.competing[$0] })
        await #expect(try answer(hub, "goods/detail/new") == "goods/detail/new")
        await #expect(try answer(hub, "goods/detail/7") == "goods/detail/:id")
        await #expect(try answer(hub, "goods/detail/7/reviews/2") == "goods/detail/:id/*tail")
        await #expect(try answer(hub, "goods/list") == "goods/*rest")
        await #expect(try answer(hub, "goods/detail") == "goods/*rest")
        #expect(resolve(hub, "goods") == nil)
        #expect(resolve(hub, "home") == nil)
    }

    @Test func backtracksWhenTheLiteralBranchDeadEnds() async throws {
        let hub = try await echoHub(["a/b/c", "a/:x/d", "*"])
        await #expect(try answer(hub, "a/b/c") == "a/b/c")
        await #expect(try answer(hub, "a/b/d") == "a/:x/d")
        await #expect(try answer(hub, "a/b/e") == "*")
        let match = try #require(resolve(hub, "a/b/d"))
        #expect(match.parameters.items == [.init(name: "x", value: "b")])
    }

    @Test func catchAllTakesOneOrMoreSegmentsJoined() async throws {
        let hub = try await echoHub(["files/:owner/*path", "static/*"])
        let match = try #require(resolve(hub, "files/ann/docs/2024/a.txt"))
        #expect(match.parameters["owner"] == "ann")
        #expect(match.parameters["path"] == "docs/2024/a.txt")
        #expect(resolve(hub, "files/ann") == nil)
        let anonymous = try #require(resolve(hub, "static/css/site.css"))
        #expect(anonymous.parameters.items.isEmpty)
    }

    @Test func handlerReceivesDecodedPathAndQueryParameters() async throws {
        let seen = LockedBox<RouteParameters?>(nil)
        let hub = try await Hub.test("Search") { registrar in
            registrar.pattern("search/:term") { request in
                seen.withLock { $0 = request }
                return .echo(0)
            }
        }
        _ = try await hub.open(url: "bazaar://search/caf%C3%A9?sort=price+asc&tag=a%26b")
        let parameters = try #require(seen.withLock { $0 })
        #expect(
            parameters.items == [
                .init(name: "term", value: "café"),
                .init(name: "sort", value: "price asc"),
                .init(name: "tag", value: "a&b"),
            ])
        #expect(parameters["sort"] == "price asc")
        #expect(parameters["missing"] == nil)
    }

    @Test func aNativeCallersCompletionIsTypedByTheRoutesResult() async throws {
        let pending = LockedBox<RouteCompletion<Chosen>?>(nil)
        let hub = try await Hub.test("Account") { registrar in
            registrar.route(ChooseUser.self) { _, request in
                #expect(!request.isRemote)
                pending.withLock { $0 = request.completion }
                return .page(TitledPage(title: "Log in"))
            }
        }
        let completed = LockedBox<[String]>([])
        let result = try await hub.open(
            ChooseUser(), completion: RouteCompletion { chosen in completed.withLock { $0.append(chosen.name) } })
        #expect(result.page?.title == "Log in")
        #expect(completed.withLock { $0 }.isEmpty)
        // Later, the page reports who logged in, as the route's `Result` type.
        let completion = try #require(pending.withLock { $0 })
        await completion(Chosen(name: "ann"))
        #expect(completed.withLock { $0 } == ["ann"])
    }

    @Test func remoteEntryCarriesNoCompletion() async throws {
        let hub = try await Hub.test("Account") { registrar in
            registrar.route(ChooseUser.self) { _, request in
                .echo(request.isRemote && request.completion == nil)
            }
        }
        #expect(try await hub.open(url: "bazaar://login").echoed as? Bool == true)
    }

    @Test func resultIsAPageOrAValue() async throws {
        let hub = try await Hub.test("T") { registrar in
            registrar.routes(patterns: ["page"]) { .page(TitledPage(title: "A page")) }
            registrar.routes(patterns: ["value"]) { .value(ActionOutcome(event: "t.done", message: "42")) }
        }
        #expect(try await hub.open(url: "bazaar://page").page?.title == "A page")
        #expect(try await hub.open(url: "bazaar://value").value??.message == "42")
        #expect(try await hub.open(url: "bazaar://value").page == nil)
    }

    @Test func theRemoteEntryAnswersAnActionOutcomeAndHidesAnyOtherResult() async throws {
        struct Like: Route {
            typealias Result = ActionOutcome
            static let pattern = "like"
        }
        let hub = try await Hub.test([
            TestModule("T") { registrar in
                registrar.route(Like.self) { _, _ in .value(ActionOutcome(event: "t.liked", message: "Liked")) }
            },
            TestModule("Account") { registrar in
                registrar.route(ChooseUser.self) { _, _ in .value(Chosen(name: "ann")) }
            },
        ])
        #expect(try await hub.open(Like()).value?.message == "Liked", "a native caller gets the typed result")
        #expect(try await hub.open(ChooseUser()).value?.name == "ann")
        #expect(try await hub.open(url: "bazaar://like").value??.event == "t.liked", "a front end prints it")
        guard case .value(let chosen) = try await hub.open(url: "bazaar://login") else {
            Issue.record("expected a value")
            return
        }
        #expect(chosen == nil, "a value only its caller reads is nothing a front end prints")
    }

    @Test func aHandlersOwnFailureIsItsRoutesAndARouteErrorItThrowsStaysAsThrown() async throws {
        let hub = try await Hub.test([
            TestModule("Order") { registrar in registrar.routes(patterns: ["buy/:id"]) { throw Failure() } },
            TestModule("Goods") { registrar in
                registrar.pattern("detail/:id") { request in
                    throw RouteError.notFound(route: "goods \(request["id"] ?? "")")
                }
            },
        ])
        await #expect(throws: RouteError.handlerFailed(route: "buy/:id", reason: "out of stock")) {
            try await hub.open(url: "bazaar://buy/1")
        }
        await #expect(throws: RouteError.notFound(route: "goods 9")) {
            try await hub.open(url: "bazaar://detail/9")
        }
    }

    @Test func declinedRequestsSurfaceAsDeclinedOnBothEntries() async throws {
        let hub = try await Hub.test("Order") { registrar in
            registrar.routes(patterns: ["buy/:id"]) {
                throw RouteError.declined(route: "buy/:id", code: "goods.outOfStock", message: "Only 2 left")
            }
        }
        let declined = RouteError.declined(route: "buy/:id", code: "goods.outOfStock", message: "Only 2 left")
        await #expect(throws: declined) { try await hub.open(url: "bazaar://buy/1") }
        await #expect(throws: declined) { try await hub.open(url: "bazaar://buy/1") }
        #expect(declined.description == "Only 2 left")
    }

    @Test func handlersMayOpenOtherRoutes() async throws {
        let hub = try await Hub.test("T") { registrar in
            let hub = registrar.hub
            registrar.routes(patterns: ["inner"]) { .echo("inner") }
            registrar.routes(patterns: ["outer"]) { try await hub.open(url: "bazaar://inner") }
        }
        #expect(try await hub.open(url: "bazaar://outer").echoed as? String == "inner")
    }

    @Test func unknownPathsAreNotFound() async throws {
        let hub = try await echoHub(["goods/list"])
        await #expect(throws: RouteError.notFound(route: "goods/detail/3")) {
            try await hub.open(url: "bazaar://goods/detail/3")
        }
        await #expect(throws: RouteError.self) { try await hub.open(url: "bazaar://goods/../list") }
    }

    @Test(
        "a second route of the same shape is an error naming both owners",
        arguments: [
            ("goods/detail/:id", "goods/detail/:id"), ("goods/detail/:id", "/goods/detail/:slug/"),
            ("files/*", "files/*rest"), ("home", "home"),
        ])
    func duplicateRoutesNameBothOwners(first: String, second: String) async throws {
        let goods = TestModule("Goods") { registrar in registrar.routes(patterns: [first]) { .echo("first") } }
        let search = TestModule("Search") { registrar in registrar.routes(patterns: [second]) { .echo("second") } }
        await #expect {
            try await Hub.test([goods, search])
        } throws: { error in
            guard let problems = (error as? WiringError)?.problems, problems.count == 1,
                case .duplicateRoute(_, _, let existingOwner, let newOwner) = problems[0]
            else {
                return false
            }
            let text = String(describing: problems[0])
            return existingOwner == "Goods" && newOwner == "Search" && text.contains("Goods")
                && text.contains("Search")
        }
    }

    @Test func duplicateMessagesSayWhichPatternsCollide() async {
        #expect(
            WiringError.Problem.duplicateRoute(pattern: "a/:id", existing: "a/:id", existingOwner: "A", newOwner: "B")
                .description == "route 'a/:id' is registered twice: by A and by B")
        #expect(
            WiringError.Problem.duplicateRoute(pattern: "a/:x", existing: "a/:id", existingOwner: "A", newOwner: "B")
                .description == "route 'a/:x' of B matches the same paths as 'a/:id' of A")
    }

    @Test func bulkRegistrationReportsEveryProblem() async throws {
        let expected: [WiringError.Problem] = [
            .invalidPattern("goods//x", reason: "empty segment (two slashes in a row)"),
            .duplicateRoute(pattern: "home", existing: "home", existingOwner: "Home", newOwner: "Goods"),
            .duplicateRoute(pattern: "goods/:slug", existing: "goods/:id", existingOwner: "Goods", newOwner: "Search"),
        ]
        // The build reports every problem at once.
        await #expect {
            try await Hub.test([
                TestModule("Home") { registrar in registrar.echo("home") },
                TestModule("Goods") { registrar in
                    registrar.routes(patterns: ["goods/list", "goods//x", "home", "goods/:id"]) { .echo(1) }
                },
                TestModule("Search") { registrar in registrar.routes(patterns: ["goods/:slug"]) { .echo(5) } },
            ])
        } throws: { error in
            let problems = (error as? WiringError)?.problems ?? []
            return problems.count == 3 && expected.allSatisfy(problems.contains)
        }
    }

    @Test func aLaterBatchAddsUnderTheNodesAnEarlierOneCompacted() async throws {
        let hub = try await Hub.test([
            TestModule("A") { registrar in registrar.routes(patterns: ["goods/list", "goods/:id", "cart"]) { .echo(1) }
            },
            TestModule("B") { registrar in
                registrar.routes(patterns: ["goods/list/new", "goods/top", "cart/:line", "home"]) { .echo(2) }
            },
        ])
        let owners = try ["goods/list", "goods/7", "cart", "goods/list/new", "goods/top", "cart/3", "home"].map {
            try hub.remoteOwner("bazaar://\($0)")
        }
        #expect(owners == ["A", "A", "A", "B", "B", "B", "B"])
    }

    @Test func invalidPatternsAreRefusedAtRegistration() async {
        await #expect {
            try await echoHub(["goods/:"])
        } throws: { error in
            guard case .invalidPattern("goods/:", _)? = (error as? WiringError)?.problems.first else { return false }
            return (error as? WiringError)?.problems.count == 1
        }
    }

    @Test func routesAreListedInRegistrationOrder() async throws {
        let hub = try await Hub.test([
            TestModule("Order") { registrar in registrar.route(PayOrder.self) { _, _ in .echo(0) } },
            TestModule("Home") { registrar in registrar.echo("/home/") },
        ])
        let routes = hub.routes()
        #expect(routes.map(\.pattern) == ["pay/:order", "home"])
        #expect(routes.map(\.owner) == ["Order", "Home"])
        #expect(routes.map(\.isNativeOnly) == [true, false])
        #expect(routes.map(\.summary) == ["Pays an order", ""])
        #expect(routes.map(\.typeName) == ["PayOrder", nil])
    }
}
