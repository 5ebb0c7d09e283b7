import MediatorRuntime
import Testing

extension RouteRequirement {
    /// A logged-in user, as a contract would declare it.
    fileprivate static let signedIn = RouteRequirement("test.signedIn")
    fileprivate static let ping = RouteRequirement("test.ping")
    fileprivate static let pong = RouteRequirement("test.pong")
    fileprivate static let onward = RouteRequirement("test.onward")
    fileprivate static let hop = RouteRequirement("test.hop")
    fileprivate static let never = RouteRequirement("test.never")
    fileprivate static let echo = RouteRequirement("test.echo")
}

/// Guarded by `signedIn`: the page a redirect resumes to.
private struct Orders: Route {
    static let pattern = "orders"
    static let requirements: [RouteRequirement] = [.signedIn]
}

/// Guarded and native-only, with a value: the checkout of the app.
private struct Checkout: Route {
    static let pattern = "checkout"
    static let isNativeOnly = true
    static let requirements: [RouteRequirement] = [.signedIn]
    var lines: [Int]
}

/// The log-in page: its completion hears who signed in.
private struct SignIn: Route {
    typealias Result = String
    static let pattern = "sign-in"
}

/// Signs in at once and answers a value (no page), calling its completion.
private struct SignInNow: Route {
    typealias Result = ActionOutcome
    static let pattern = "sign-in/now"
}

/// A route whose guard, while deciding, opens the route it guards.
private struct Echo: Route {
    static let pattern = "echo"
    static let requirements: [RouteRequirement] = [.echo]
}

private struct EchoModule: BusinessModule {
    let name = "Echo"

    func register(in registrar: inout ModuleRegistrar) {
        let hub = registrar.hub
        registrar.guard(.echo) { _ in
            _ = try await hub.open(Echo())
            return .proceed
        }
        registrar.route(Echo.self) { _, _ in .page(TitledPage(title: "echo")) }
    }
}

private struct Ping: Route {
    static let pattern = "ping"
    static let requirements: [RouteRequirement] = [.ping]
}

private struct Pong: Route {
    static let pattern = "pong"
    static let requirements: [RouteRequirement] = [.pong]
}

/// Step `n` is guarded by `onward`, whose guard always redirects to step `n + 1`.
private struct Step: Route {
    static let pattern = "step/:n"
    static let requirements: [RouteRequirement] = [.onward]
    var n: Int
}

/// Hop `n` is guarded by `hop`, whose guard sends hop 0 to hop 1, hop 1 to itself, hop 2 to hop 3,
/// and lets hop 3 go on.
private struct Hop: Route {
    static let pattern = "hop/:n"
    static let requirements: [RouteRequirement] = [.hop]
    var n: Int
}

private struct Stalled: Route {
    static let pattern = "stalled"
    static let requirements: [RouteRequirement] = [.never]
}

/// Who is signed in, and the log-in page's completion, kept for the test to call.
private final class Session: Sendable {
    let user = LockedBox<String?>(nil)
    let pending = LockedBox<RouteCompletion<String>?>(nil)

    /// Signs `name` in and tells the page's caller, as the log-in page's link does.
    func signIn(_ name: String) async {
        user.withLock { $0 = name }
        if let completion = pending.withLock({ $0 }) { await completion(name) }
    }
}

/// Owns `signedIn`: redirects to `SignIn` (or declines, or redirects to `SignInNow`) while
/// nobody is signed in.
private struct AccountModule: BusinessModule {
    enum Mode: Sendable { case redirect, decline, signInAtOnce }
    let name = "Account"
    let session: Session
    var mode = Mode.redirect

    func register(in registrar: inout ModuleRegistrar) {
        let session = session
        let mode = mode
        registrar.guard(.signedIn) { _ in
            guard session.user.withLock({ $0 }) == nil else { return .proceed }
            switch mode {
            case .redirect: return .redirect(to: SignIn())
            case .decline: return .decline(code: "account.notLoggedIn", message: "log in first")
            case .signInAtOnce: return .redirect(to: SignInNow())
            }
        }
        registrar.route(SignIn.self) { _, request in
            session.pending.withLock { $0 = request.completion }
            return .page(TitledPage(title: "sign in"))
        }
        registrar.route(SignInNow.self) { _, request in
            session.user.withLock { $0 = "auto" }
            let outcome = ActionOutcome(event: "signedIn", message: "signed in")
            await request.completion?(outcome)
            return .value(outcome)
        }
    }
}

/// Answers the guarded routes, counting how often each handler ran.
private struct ShopModule: BusinessModule {
    let name = "Shop"
    let session: Session
    let runs = LockedBox(0)

    func register(in registrar: inout ModuleRegistrar) {
        let session = session
        let runs = runs
        registrar.route(Orders.self) { _, _ in
            runs.withLock { $0 += 1 }
            return .page(TitledPage(title: "orders of \(session.user.withLock { $0 } ?? "nobody")"))
        }
        registrar.route(Checkout.self) { route, _ in
            runs.withLock { $0 += 1 }
            return .page(TitledPage(title: "checkout \(route.lines)"))
        }
    }
}

/// Guarded by `signedIn`, and failing once it runs.
private struct Failing: Route {
    static let pattern = "failing"
    static let requirements: [RouteRequirement] = [.signedIn]
}

private struct FailingModule: BusinessModule {
    let name = "Failing"

    func register(in registrar: inout ModuleRegistrar) {
        registrar.route(Failing.self) { _, _ in
            throw RouteError.handlerFailed(route: Failing.pattern, reason: "the shelf is empty")
        }
    }
}

/// Ping and pong, each guarded by a requirement whose guard redirects to the other; steps, each
/// redirecting to the next; and a route whose guard never decides.
private struct LoopModule: BusinessModule {
    let name = "Loops"
    /// Told when the guard that never decides is cancelled.
    var cancelled: AsyncStream<Void>.Continuation? = nil

    func register(in registrar: inout ModuleRegistrar) {
        registrar.guard(.ping) { _ in .redirect(to: Pong()) }
        registrar.guard(.pong) { _ in .redirect(to: Ping()) }
        registrar.guard(.onward) { route in .redirect(to: Step(n: ((route as? Step)?.n ?? 0) + 1)) }
        registrar.guard(.hop) { route in
            let n = (route as? Hop)?.n ?? 0
            return n == 3 ? .proceed : .redirect(to: Hop(n: n < 2 ? 1 : 3))
        }
        let cancelled = cancelled
        registrar.guard(.never) { _ in
            while !Task.isCancelled { await Task.yield() }
            cancelled?.yield()
            cancelled?.finish()
            return .proceed
        }
        registrar.route(Ping.self) { _, _ in .page(TitledPage(title: "ping")) }
        registrar.route(Pong.self) { _, _ in .page(TitledPage(title: "pong")) }
        registrar.route(Step.self) { route, _ in .page(TitledPage(title: "step \(route.n)")) }
        registrar.route(Hop.self) { route, _ in .page(TitledPage(title: "hop \(route.n)")) }
        registrar.route(Stalled.self) { _, _ in .page(TitledPage(title: "stalled")) }
    }
}

private func startedHub(
    _ modules: [any BusinessModule], timeout: Duration = .seconds(10)
) async throws -> Hub {
    var configuration = RouterConfiguration(scheme: "test")
    configuration.guardTimeout = timeout
    return try await Hub.test(modules, router: configuration)
}

private func title(_ page: (any Page)?) -> String? {
    page?.title
}

@Suite("Route guards: declared requirements, decided before the handler, on both entries")
struct RouteGuardTests {
    @Test func aGuardThatLetsTheRequestGoOnRunsTheHandlerFromBothEntries() async throws {
        let session = Session()
        session.user.withLock { $0 = "ann" }
        let shop = ShopModule(session: session)
        let hub = try await startedHub([AccountModule(session: session), shop])
        #expect(title(try await hub.open(url: "test://orders").page) == "orders of ann")
        #expect(title(try await hub.open(Orders()).page) == "orders of ann")
        #expect(shop.runs.withLock { $0 } == 2)
    }

    @Test(arguments: [true, false])
    func aDeclineFailsTheRequestBeforeTheHandler(remote: Bool) async throws {
        let session = Session()
        let shop = ShopModule(session: session)
        let hub = try await startedHub([AccountModule(session: session, mode: .decline), shop])
        let error = await #expect(throws: RouteError.self) {
            _ = remote ? try await hub.open(url: "test://orders") : try await hub.open(Orders()).erased
        }
        #expect(error == .declined(route: "orders", code: "account.notLoggedIn", message: "log in first"))
        #expect(shop.runs.withLock { $0 } == 0, "the handler never ran")
    }

    @Test func theNativeEntryCannotSkipAGuardNorCanALink() async throws {
        let session = Session()
        let shop = ShopModule(session: session)
        let hub = try await startedHub([AccountModule(session: session, mode: .decline), shop])
        let navigator = Navigator(hub: hub)
        await #expect(throws: RouteError.self) { _ = try await hub.open(Checkout(lines: [1])) }
        await #expect(throws: RouteError.self) {
            _ = try await navigator.open(Checkout(lines: [1]))
        }
        await #expect(throws: RouteError.self) { _ = try await navigator.open(Orders()) }
        #expect(shop.runs.withLock { $0 } == 0)
        #expect(navigator.depth == 0)
    }

    @Test func aRedirectShowsItsPageThenTheRemoteRequestResumesOnTheSameNavigator() async throws {
        let session = Session()
        let shop = ShopModule(session: session)
        let hub = try await startedHub([AccountModule(session: session), shop])
        let navigator = Navigator(hub: hub)
        navigator.push(TitledPage(title: "home"))
        let outcome = try await navigator.open(url: "test://ORDERS")
        let redirected = try #require(outcome.page as? RedirectedPage)
        #expect(redirected.requestedURL == "test://ORDERS", "the URL as it was asked for")
        #expect(title(redirected) == "sign in")
        #expect(navigator.titles == ["home", "sign in"])
        #expect(shop.runs.withLock { $0 } == 0)

        await session.signIn("ann")
        #expect(
            navigator.titles == ["home", "orders of ann"], "the request's page took the log-in page's place")
        #expect(shop.runs.withLock { $0 } == 1)
        await session.signIn("bob")
        #expect(shop.runs.withLock { $0 } == 1, "a request resumes once")
    }

    @Test func aNativeRequestResumesWithItsOwnValue() async throws {
        let session = Session()
        let hub = try await startedHub([AccountModule(session: session), ShopModule(session: session)])
        let navigator = Navigator(hub: hub)
        let outcome = try await navigator.open(Checkout(lines: [4, 2]))
        #expect((outcome.page as? RedirectedPage)?.requestedURL == "test://checkout")
        await session.signIn("ann")
        #expect(navigator.titles == ["checkout [4, 2]"])
    }

    @Test func theResumedPageTakesTheRedirectsPlaceUnderAPagePushedSince() async throws {
        let session = Session()
        let hub = try await startedHub([AccountModule(session: session), ShopModule(session: session)])
        let navigator = Navigator(hub: hub)
        _ = try await navigator.open(Orders())
        navigator.push(TitledPage(title: "help"))
        await session.signIn("ann")
        #expect(navigator.titles == ["orders of ann", "help"])
    }

    @Test func aRequestThatFailsToResumeShowsWhyOnTheRedirectsPage() async throws {
        let session = Session()
        let hub = try await startedHub([AccountModule(session: session), FailingModule()])
        let navigator = Navigator(hub: hub)
        _ = try await navigator.open(url: "test://failing")
        await session.signIn("ann")
        let redirected = try #require(navigator.top as? RedirectedPage)
        #expect(redirected.title == "sign in")
        #expect(navigator.titles == ["sign in"])
        #expect(
            redirected.resumeFailure == "route failing failed: the shelf is empty", "worded by the hub's errorSentence")
    }

    @Test func aRedirectThatAnswersAtOnceResumesAtOnce() async throws {
        let session = Session()
        let shop = ShopModule(session: session)
        let hub = try await startedHub([AccountModule(session: session, mode: .signInAtOnce), shop])
        let navigator = Navigator(hub: hub)
        let outcome = try await navigator.open(url: "test://orders")
        #expect(!(outcome.page is RedirectedPage))
        #expect(navigator.titles == ["orders of auto"])
        #expect(shop.runs.withLock { $0 } == 1, "resumed once, though the completion was called too")
    }

    @Test func aRouteRevisitedEndsTheRedirectsWithAnErrorNamingTheChain() async throws {
        let hub = try await startedHub([LoopModule()])
        let error = await #expect(throws: RouteError.self) { _ = try await hub.open(url: "test://ping") }
        #expect(error == .redirectLoop(chain: ["test://ping", "test://pong", "test://ping"]))
        #expect(error?.values["chain"] == "test://ping → test://pong → test://ping")
    }

    @Test func aGuardThatOpensTheRouteItGuardsFailsAtOnceNamingTheLoop() async throws {
        let hub = try await startedHub([EchoModule()])
        for open in [{ _ = try await hub.open(url: "test://echo") }, { _ = try await hub.open(Echo()) }] {
            let error = await #expect(throws: RouteError.self) { try await open() }
            #expect(error == .redirectLoop(chain: ["test://echo", "test://echo"]))
        }
    }

    @Test func moreThanFiveRedirectsEndWithAnErrorNamingTheChain() async throws {
        let hub = try await startedHub([LoopModule()])
        let error = await #expect(throws: RouteError.self) { _ = try await hub.open(Step(n: 0)) }
        #expect(error == .redirectLoop(chain: (0...6).map { "test://step/\($0)" }))
    }

    @Test func aRedirectComesBackToARouteOnlyWithItsSameValues() async throws {
        let hub = try await startedHub([LoopModule()])
        let error = await #expect(throws: RouteError.self) { _ = try await hub.open(Hop(n: 0)) }
        #expect(error == .redirectLoop(chain: ["test://hop/0", "test://hop/1", "test://hop/1"]))
        let page = try await hub.open(Hop(n: 2)).page
        #expect(title(page) == "hop 3", "another value of the same route is no loop")
    }

    @Test func aGuardThatNeverDecidesTimesOutAndIsCancelled() async throws {
        let (cancelled, continuation) = AsyncStream<Void>.makeStream()
        let hub = try await startedHub([LoopModule(cancelled: continuation)], timeout: .milliseconds(50))
        let error = await #expect(throws: RouteError.self) { _ = try await hub.open(url: "test://stalled") }
        #expect(error == .guardTimedOut(route: "test://stalled", requirement: "test.never"))
        #expect(error?.values == ["route": "test://stalled", "requirement": "test.never"])
        var told = false
        for await _ in cancelled { told = true }
        #expect(told, "the abandoned guard's task was cancelled")
    }

    @Test func anOverrideReplacesAGuardInItsTaskOnly() async throws {
        let session = Session()
        let hub = try await startedHub([AccountModule(session: session), ShopModule(session: session)])
        var overrides = Overrides()
        overrides.guard(.signedIn, owner: "test") { _, _ in .proceed }
        try await overrides.run { () async throws in
            #expect(title(try await hub.open(Orders()).page) == "orders of nobody")
            async let child = hub.open(url: "test://orders")
            #expect(title(try await child.page) == "orders of nobody", "child tasks see it too")
        }
        #expect(try await hub.open(Orders()).page is RedirectedPage, "outside the run the module's guard decides")
    }

    @Test func aRequirementNobodyGuardsIsAWiringProblem() async throws {
        let session = Session()
        let error = await #expect(throws: WiringError.self) { try await startedHub([ShopModule(session: session)]) }
        #expect(
            error?.problems == [
                .unguardedRequirement(requirement: "test.signedIn", route: "orders", owner: "Shop"),
                .unguardedRequirement(requirement: "test.signedIn", route: "checkout", owner: "Shop"),
            ])
        // An override's guard stands in for the absent module's.
        var overrides = Overrides()
        overrides.guard(.signedIn) { _, _ in .proceed }
        let hub = try await overrides.run { () async throws in try await startedHub([ShopModule(session: session)]) }
        #expect(title(try await hub.open(Orders()).page) == "orders of nobody")
    }

    @Test func twoGuardsOfOneRequirementNameBothOwners() async throws {
        let session = Session()
        struct Rival: BusinessModule {
            let name = "Rival"
            func register(in registrar: inout ModuleRegistrar) {
                registrar.guard(.signedIn) { _ in .proceed }
            }
        }
        let error = await #expect(throws: WiringError.self) {
            try await startedHub([AccountModule(session: session), Rival(), ShopModule(session: session)])
        }
        #expect(
            error?.problems == [
                .duplicateGuard(requirement: "test.signedIn", existingOwner: "Account", newOwner: "Rival")
            ])
    }
}
