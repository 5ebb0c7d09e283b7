@_spi(Benchmarks) import MediatorRuntime
import Testing

private protocol AccountService: Sendable { var user: String { get } }
private protocol GoodsService: Sendable { func name(of id: Int) -> String }
private protocol CartService: Sendable { var count: Int { get } }

private struct LiveAccount: AccountService { let user = "ann" }
private struct LiveGoods: GoodsService { func name(of id: Int) -> String { "item \(id)" } }
private struct LiveCart: CartService { let count = 2 }

private struct GoodsDetail: Route {
    static let pattern = "goods/detail/:id"
    var id: Int
}

private struct OtherDetail: Route {
    static let pattern = "goods/detail/:slug"
    var slug: String
}

private struct Boom: Error, CustomStringConvertible {
    var description: String { "no database" }
}

/// A module described by data, recording what the hub asks of it.
private struct DataModule: BusinessModule {
    let name: String
    var priority = 0
    var provides: [ServiceKey] = []
    var consumes: [ServiceKey] = []
    var routes: [any Route.Type] = []
    var failsSetUp = false
    let log: LockedBox<[String]>

    func register(in registrar: inout ModuleRegistrar) {
        for key in provides {
            switch key {
            case ServiceKey((any AccountService).self):
                registrar.service((any AccountService).self) { LiveAccount() }
            case ServiceKey((any GoodsService).self):
                registrar.service((any GoodsService).self) { LiveGoods() }
            default:
                registrar.service((any CartService).self) { LiveCart() }
            }
        }
        for route in routes { bind(route, in: &registrar) }
    }

    private func bind<R: Route>(_ type: R.Type, in registrar: inout ModuleRegistrar) {
        registrar.route(type) { _, _ in .echo(name) }
    }

    func setUp(hub: Hub) async throws {
        // Consumed services are ready when a module sets up.
        for key in consumes where key == ServiceKey((any AccountService).self) {
            _ = try await hub.service((any AccountService).self)
        }
        if failsSetUp { throw Boom() }
        log.withLock { $0.append("setUp \(name)") }
    }
}

private struct Listed: Route {
    static let pattern = "listed"
    var ids: [Int]
}

private struct Guarded: Route {
    static let pattern = "guarded"
    static let requirements: [RouteRequirement] = [RouteRequirement("test.start")]
}

/// Registers route `s`, whose handler notes whether the set-up had ended, and asks for it from a task of its
/// own until answered, from the moment it registers; its set-up takes a few milliseconds.
private struct SlowToSetUp: BusinessModule {
    let name = "Slow"
    let isSetUp = LockedBox(false)
    let ranEarly = LockedBox(false)
    let answered = LockedBox(false)

    func register(in registrar: inout ModuleRegistrar) {
        let (isSetUp, ranEarly, answered) = (isSetUp, ranEarly, answered)
        registrar.routes(patterns: ["s"]) {
            if !isSetUp.withLock({ $0 }) { ranEarly.withLock { $0 = true } }
            return .value(nil)
        }
        let hub = registrar.hub
        Task.detached {
            while (try? await hub.open(url: "bazaar://s")) == nil { await Task.yield() }
            answered.withLock { $0 = true }
        }
    }

    func setUp(hub: Hub) async throws {
        try await Task.sleep(for: .milliseconds(3))
        isSetUp.withLock { $0 = true }
    }
}

private struct Later: Route {
    static let pattern = "later"
}

/// Opens `Later`, of a module set up after it, while it sets up, and keeps what that answered.
private struct EarlyOpener: BusinessModule {
    let name = "Early"
    let priority = 10
    let answer = LockedBox<RouteError?>(nil)

    func register(in registrar: inout ModuleRegistrar) {}

    func setUp(hub: Hub) async throws {
        do throws(RouteError) {
            _ = try await hub.open(Later())
        } catch {
            answer.withLock { $0 = error }
        }
    }
}

private let account = ServiceKey((any AccountService).self)
private let goods = ServiceKey((any GoodsService).self)
private let cart = ServiceKey((any CartService).self)

@Suite struct ModuleStartTests {
    @Test func setsUpProvidersFirstThenByPriorityThenListOrder() async throws {
        let log = LockedBox<[String]>([])
        let hub = try await Hub.test([
            DataModule(name: "Home", priority: 100, consumes: [goods, cart], log: log),
            DataModule(name: "Cart", priority: 5, provides: [cart], consumes: [goods, account], log: log),
            DataModule(name: "Messages", priority: 5, log: log),
            DataModule(name: "Goods", priority: 0, provides: [goods], log: log),
            DataModule(name: "Account", priority: 1, provides: [account], log: log),
        ])
        let setUps = log.withLock { $0 }.filter { $0.hasPrefix("setUp") }
        #expect(setUps == ["setUp Messages", "setUp Account", "setUp Goods", "setUp Cart", "setUp Home"])
        #expect(hub.moduleInfo().map(\.name) == ["Messages", "Account", "Goods", "Cart", "Home"])
    }

    @Test func reportsEveryProblemAtOnceBeforeAnySetUp() async {
        let log = LockedBox<[String]>([])
        let modules: [any BusinessModule] = [
            DataModule(name: "Goods", provides: [goods], consumes: [cart], routes: [GoodsDetail.self], log: log),
            DataModule(name: "Cart", provides: [cart], consumes: [goods], log: log),
            DataModule(name: "Search", routes: [OtherDetail.self], log: log),
            DataModule(name: "Orders", consumes: [account], log: log),
            DataModule(name: "Deals", provides: [goods], log: log),
        ]
        await #expect {
            try await Hub.test(modules)
        } throws: { error in
            guard let report = error as? WiringError else { return false }
            let problems = report.problems
            return problems.count == 4
                && problems.contains(.missingProvider(consumer: "Orders", service: "AccountService"))
                && problems.contains(.cycle(modules: ["Goods", "Cart"]))
                && problems.contains(
                    .duplicateRoute(
                        pattern: "goods/detail/:slug", existing: "goods/detail/:id", existingOwner: "Goods",
                        newOwner: "Search"))
                && problems.contains(
                    .duplicateService(service: "GoodsService", existingOwner: "Goods", newOwner: "Deals"))
                && report.description.hasPrefix("4 wiring problems:\n  - ")
        }
        #expect(log.withLock { $0 }.isEmpty)
    }

    @Test func namesEveryModuleOfALongerCycle() async {
        let log = LockedBox<[String]>([])
        await #expect {
            try await Hub.test([
                DataModule(name: "Account", provides: [account], consumes: [goods], log: log),
                DataModule(name: "Cart", provides: [cart], consumes: [account], log: log),
                DataModule(name: "Goods", provides: [goods], consumes: [cart], log: log),
                DataModule(name: "Home", consumes: [cart], log: log),
            ])
        } throws: { error in
            (error as? WiringError)?.problems == [.cycle(modules: ["Account", "Goods", "Cart"])]
        }
        #expect(
            WiringError.Problem.cycle(modules: ["Account", "Goods", "Cart"]).description
                == "dependency cycle: Account → Goods → Cart → Account")
    }

    @Test func aFailingSetUpIsReportedNamingTheModule() async {
        let log = LockedBox<[String]>([])
        await #expect {
            try await Hub.test([
                DataModule(name: "Account", priority: 1, log: log),
                DataModule(name: "Goods", failsSetUp: true, log: log),
            ])
        } throws: { error in
            (error as? WiringError)?.problems == [.setUpFailed(module: "Goods", reason: "no database")]
        }
        #expect(log.withLock { $0 } == ["setUp Account"], "Account set up before Goods failed")
    }

    @Test func registeredRoutesAndServicesWorkAfterStart() async throws {
        let log = LockedBox<[String]>([])
        let hub = try await Hub.test([
            DataModule(name: "Goods", provides: [goods], routes: [GoodsDetail.self], log: log)
        ])
        #expect(try await hub.open(GoodsDetail(id: 1)).echoed as? String == "Goods")
        #expect(try await hub.service((any GoodsService).self).name(of: 2) == "item 2")
        await #expect(throws: ServiceError.missingProvider(service: "CartService")) {
            try await hub.service((any CartService).self)
        }
    }

    @Test func problemsAreListedInTheOrderTheModulesMadeThem() async {
        let first = TestModule("First") { registrar in
            registrar.service((any GoodsService).self) { LiveGoods() }
            registrar.routes(patterns: ["x"]) { .echo(0) }
            registrar.route(GoodsDetail.self) { _, _ in .echo(0) }
            registrar.guard(RouteRequirement("test.start")) { _ in .proceed }
        }
        let second = TestModule("Second") { registrar in
            registrar.routes(patterns: ["x"]) { .echo(1) }
            registrar.route(Listed.self) { _, _ in .echo(1) }
            registrar.service((any GoodsService).self) { LiveGoods() }
            registrar.route(GoodsDetail.self) { _, _ in .echo(1) }
            registrar.guard(RouteRequirement("test.start")) { _ in .proceed }
            registrar.routes(patterns: ["x//y"]) { .echo(1) }
            registrar.route(Guarded.self) { _, _ in .echo(1) }
        }
        let error = await #expect(throws: WiringError.self) { try await Hub.test([first, second]) }
        #expect(
            error?.problems == [
                .duplicateRoute(pattern: "x", existing: "x", existingOwner: "First", newOwner: "Second"),
                .unsupportedProperty(type: "Listed", property: "ids", propertyType: "Array<Int>"),
                .duplicateService(service: "GoodsService", existingOwner: "First", newOwner: "Second"),
                .duplicateRouteType(type: "GoodsDetail", existingOwner: "First", newOwner: "Second"),
                .duplicateGuard(requirement: "test.start", existingOwner: "First", newOwner: "Second"),
                .invalidPattern("x//y", reason: "empty segment (two slashes in a row)"),
            ])
    }

    @Test func aRequestMadeWhileTheHubIsBuiltWaitsForItsModulesSetUp() async throws {
        for _ in 0..<20 {
            let module = SlowToSetUp()
            _ = try await Hub.test([module])
            #expect(await returns { while !module.answered.withLock({ $0 }) { await Task.yield() } })
            #expect(!module.ranEarly.withLock { $0 }, "the handler ran before its module had set up")
        }
    }

    @Test func aSetUpAskingForAModuleSetUpAfterItFailsAtOnce() async throws {
        let early = EarlyOpener()
        let later = TestModule("Later") { registrar in registrar.route(Later.self) { _, _ in .echo(0) } }
        _ = try await Hub.test([later, early])
        guard case .setUpFailed(let module, let reason)? = early.answer.withLock({ $0 }) else {
            Issue.record("expected setUpFailed, got \(String(describing: early.answer.withLock { $0 }))")
            return
        }
        #expect(module == "Later")
        #expect(reason.contains("Early → Later → Early"), "\(reason)")
    }

    @Test func problemsReadForAPerson() async {
        #expect(
            WiringError.Problem.missingProvider(consumer: "Cart", service: "GoodsService").description
                == "Cart consumes GoodsService, but no module provides it")
        #expect(WiringError.Problem.duplicateModule(name: "Cart").description == "two modules are named Cart")
    }
}
