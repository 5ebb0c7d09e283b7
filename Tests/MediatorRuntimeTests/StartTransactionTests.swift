import Testing

// @testable: reads the hub's registry after a failed start.
@_spi(Benchmarks) @testable import MediatorRuntime

private protocol Catalogue: Sendable {}
private protocol Payments: Sendable {}
private struct LiveCatalogue: Catalogue {}

private struct Opened: Event {}

private struct Item: Route {
    static let pattern = "item/:id"
    var id: Int
}

private struct Pay: Route {
    static let pattern = "pay"
}

private struct SetUpFailure: Error, CustomStringConvertible {
    var description: String { "no database" }
}

/// A module that logs what the hub asks of it.
private struct LoggingModule: BusinessModule {
    let name: String
    var consumes: [ServiceKey] = []
    var route: (any Route.Type)?
    var providesCatalogue = false
    var failsSetUp = false
    let log: LockedBox<[String]>

    func register(in registrar: inout ModuleRegistrar) {
        log.withLock { $0.append("register \(name)") }
        if let route { bind(route, in: &registrar) }
        if providesCatalogue { registrar.service((any Catalogue).self) { LiveCatalogue() } }
    }

    private func bind<R: Route>(_ type: R.Type, in registrar: inout ModuleRegistrar) {
        registrar.route(type) { _, _ in .echo(name) }
    }

    func setUp(hub: Hub) throws {
        log.withLock { $0.append("setUp \(name)") }
        hub.subscribe(Opened.self, owner: name) { _ in }
        if failsSetUp { throw SetUpFailure() }
    }
}

private func makeHub() -> Hub {
    Hub(router: .init(scheme: "bazaar"))
}

@Suite("Start-up is transactional and happens once")
struct StartTransactionTests {
    @Test func aFailedStartLeavesNothingRegisteredAndTheSameHubStartsOnceFixed() async throws {
        let log = LockedBox<[String]>([])
        let hub = makeHub()
        let shop = LoggingModule(
            name: "Shop", consumes: [ServiceKey((any Payments).self)], route: Item.self, providesCatalogue: true,
            log: log)
        await #expect(throws: WiringError(problems: [.missingProvider(consumer: "Shop", service: "Payments")])) {
            try await hub.start([shop])
        }
        #expect(hub.routes().isEmpty)
        #expect(hub.services.registrations().isEmpty)
        #expect(hub.moduleInfo().isEmpty)
        #expect(hub.eventInfo().isEmpty)

        let fixed = LoggingModule(name: "Shop", route: Item.self, providesCatalogue: true, log: log)
        try await hub.start([fixed])
        #expect(hub.routes().map(\.pattern) == ["item/:id"])
        #expect(try await hub.open(Item(id: 1)).echoed as? String == "Shop")
        #expect(log.withLock { $0 } == ["register Shop", "register Shop", "setUp Shop"])
    }

    @Test func duplicateModuleNamesAreRefusedBeforeAnyModuleRegisters() async {
        let log = LockedBox<[String]>([])
        let hub = makeHub()
        await #expect(throws: WiringError(problems: [.duplicateModule(name: "Shop")])) {
            try await hub.start([
                LoggingModule(name: "Shop", route: Item.self, log: log), LoggingModule(name: "Bank", log: log),
                LoggingModule(name: "Shop", route: Pay.self, log: log),
            ])
        }
        #expect(log.withLock { $0 }.isEmpty)
        #expect(hub.routes().isEmpty)
    }

    @Test func aFailedSetUpUndoesEverything() async throws {
        let log = LockedBox<[String]>([])
        let hub = makeHub()
        let modules: [any BusinessModule] = [
            LoggingModule(name: "A", route: Item.self, providesCatalogue: true, log: log),
            LoggingModule(name: "B", consumes: [ServiceKey((any Catalogue).self)], log: log),
            LoggingModule(
                name: "C", consumes: [ServiceKey((any Catalogue).self)], route: Pay.self, failsSetUp: true, log: log),
        ]
        await #expect(throws: WiringError(problems: [.setUpFailed(module: "C", reason: "no database")])) {
            try await hub.start(modules)
        }
        #expect(
            log.withLock { $0 } == [
                "register A", "register B", "register C", "setUp A", "setUp B", "setUp C",
            ])
        #expect(hub.routes().isEmpty)
        #expect(hub.services.registrations().isEmpty, "the catalogue A registered is gone")
        #expect(hub.eventInfo().isEmpty, "the subscriptions A and B made in setUp are gone")
        #expect(hub.moduleInfo().isEmpty)
    }

    @Test func aSecondStartIsRefusedAndSetsNothingUpAgain() async throws {
        let log = LockedBox<[String]>([])
        let hub = makeHub()
        try await hub.start([LoggingModule(name: "A", log: log)])
        await #expect(throws: WiringError(problems: [.alreadyStarted])) {
            try await hub.start([LoggingModule(name: "B", log: log)])
        }
        await #expect(throws: WiringError(problems: [.alreadyStarted])) { try await hub.start([]) }
        #expect(log.withLock { $0 } == ["register A", "setUp A"])
        #expect(
            WiringError.Problem.alreadyStarted.description
                == "the hub has started already; a hub starts once (make a new hub for another set of modules)")
    }

    @Test func startsRacingOnManyThreadsSetUpOnce() async {
        let log = LockedBox<[String]>([])
        let hub = makeHub()
        let refusals = LockedBox(0)
        let starts: [@Sendable () async -> Void] = (0..<4).map { index in
            {
                do throws(WiringError) { try await hub.start([LoggingModule(name: "M\(index)", log: log)]) } catch {
                    if error.problems == [.alreadyStarted] { refusals.withLock { $0 += 1 } }
                }
            }
        }
        #expect(await allReturn(starts))
        #expect(refusals.withLock { $0 } == 3)
        #expect(log.withLock { $0 }.filter { $0.hasPrefix("setUp") }.count == 1)
        #expect(hub.moduleInfo().count == 1)
    }
}
