import Testing

// @testable: reads the registry of the hub a fixed list builds.
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

/// A module whose set-up is deferred: once begun, it waits until it is cancelled, logging both.
private struct WaitingModule: BusinessModule {
    let name: String
    let log: LockedBox<[String]>
    var defersSetUp: Bool { true }

    func register(in registrar: inout ModuleRegistrar) {}

    func setUp(hub: Hub) async throws {
        log.withLock { $0.append("begin \(name)") }
        do {
            try await Task.sleep(for: .seconds(600))
        } catch {
            log.withLock { $0.append("cancelled \(name)") }
            throw error
        }
    }
}

/// A module whose set-up begins every deferred set-up, then fails.
private struct BeginningThenFailing: BusinessModule {
    let name = "Starter"

    func register(in registrar: inout ModuleRegistrar) {}

    func setUp(hub: Hub) async throws {
        hub.beginSetUps()
        // Let the deferred set-ups begun run up to their wait.
        try await Task.sleep(for: .milliseconds(50))
        throw SetUpFailure()
    }
}

@Suite("A build is all or nothing: a failed one is thrown away")
struct StartTransactionTests {
    @Test func aFailedBuildThrowsAndABuildOfTheFixedListWorks() async throws {
        let log = LockedBox<[String]>([])
        let shop = LoggingModule(
            name: "Shop", consumes: [ServiceKey((any Payments).self)], route: Item.self, providesCatalogue: true,
            log: log)
        await #expect(throws: WiringError(problems: [.missingProvider(consumer: "Shop", service: "Payments")])) {
            try await Hub.test([shop])
        }
        #expect(log.withLock { $0 } == ["register Shop"], "nothing was set up")

        let fixed = LoggingModule(name: "Shop", route: Item.self, providesCatalogue: true, log: log)
        let hub = try await Hub.test([fixed])
        #expect(hub.routes().map(\.pattern) == ["item/:id"])
        #expect(try await hub.open(Item(id: 1)).echoed as? String == "Shop")
        #expect(hub.services.registrations().map(\.key.name) == ["Catalogue"])
        #expect(log.withLock { $0 } == ["register Shop", "register Shop", "setUp Shop"])
    }

    @Test func duplicateModuleNamesAreRefusedBeforeAnyModuleRegisters() async {
        let log = LockedBox<[String]>([])
        await #expect(throws: WiringError(problems: [.duplicateModule(name: "Shop")])) {
            try await Hub.test([
                LoggingModule(name: "Shop", route: Item.self, log: log), LoggingModule(name: "Bank", log: log),
                LoggingModule(name: "Shop", route: Pay.self, log: log),
            ])
        }
        #expect(log.withLock { $0 }.isEmpty)
    }

    @Test func aFailedSetUpFailsTheBuildAndTheFixedListBuilds() async throws {
        let log = LockedBox<[String]>([])
        func modules(failing: Bool) -> [any BusinessModule] {
            [
                LoggingModule(name: "A", route: Item.self, providesCatalogue: true, log: log),
                LoggingModule(name: "B", consumes: [ServiceKey((any Catalogue).self)], log: log),
                LoggingModule(
                    name: "C", consumes: [ServiceKey((any Catalogue).self)], route: Pay.self, failsSetUp: failing,
                    log: log),
            ]
        }
        await #expect(throws: WiringError(problems: [.setUpFailed(module: "C", reason: "no database")])) {
            try await Hub.test(modules(failing: true))
        }
        #expect(
            log.withLock { $0 } == [
                "register A", "register B", "register C", "setUp A", "setUp B", "setUp C",
            ])
        log.withLock { $0 = [] }
        let hub = try await Hub.test(modules(failing: false))
        #expect(hub.routes().map(\.pattern) == ["item/:id", "pay"])
        #expect(hub.moduleInfo().map(\.name) == ["A", "B", "C"])
        #expect(Set(hub.eventInfo().flatMap(\.subscribers)) == ["A", "B", "C"])
    }

    @Test func aFailedBuildCancelsTheDeferredSetUpsBegunAndWaitsForThem() async throws {
        let log = LockedBox<[String]>([])
        await #expect(throws: WiringError(problems: [.setUpFailed(module: "Starter", reason: "no database")])) {
            try await Hub.test([WaitingModule(name: "Slow", log: log), BeginningThenFailing()])
        }
        // Awaited: by the time the build has thrown, the set-up it began has ended.
        #expect(log.withLock { $0 } == ["begin Slow", "cancelled Slow"])
    }

    @Test func buildsRacingOnManyThreadsEachSetTheirOwnModulesUpOnce() async throws {
        let log = LockedBox<[String]>([])
        let hubs = try await withThrowingTaskGroup(of: Hub.self) { group in
            for index in 0..<4 {
                group.addTask { try await Hub.test([LoggingModule(name: "M\(index)", route: Item.self, log: log)]) }
            }
            return try await group.reduce(into: [Hub]()) { $0.append($1) }
        }
        #expect(Set(hubs.flatMap { $0.moduleInfo().map(\.name) }) == ["M0", "M1", "M2", "M3"])
        #expect(hubs.allSatisfy { $0.moduleInfo().count == 1 })
        #expect(log.withLock { $0 }.filter { $0.hasPrefix("setUp") }.sorted() == (0..<4).map { "setUp M\($0)" })
        for hub in hubs {
            let owner = try #require(hub.moduleInfo().first?.name)
            #expect(try await hub.open(Item(id: 1)).echoed as? String == owner, "each hub answers from its own table")
        }
    }

    @Test func aFailedBuildNeverRunsTheDeferredSetUpsNotBegun() async throws {
        let log = LockedBox<[String]>([])
        await #expect(throws: WiringError.self) {
            try await Hub.test([
                WaitingModule(name: "Slow", log: log), LoggingModule(name: "C", failsSetUp: true, log: log),
            ])
        }
        try await Task.sleep(for: .milliseconds(50))
        #expect(log.withLock { $0 } == ["register C", "setUp C"])
    }
}
