import Testing

// @testable: builds the WiringError it expects, whose initialiser is internal.
@testable import MediatorRuntime

private struct Slow: Route {
    static let pattern = "slow/:id"
    var id: Int
}

private protocol Ledger: Sendable {
    var serial: Int { get }
}

private protocol Clerk: Sendable {}

private final class CountedLedger: Ledger {
    let serial: Int
    init(serial: Int) { self.serial = serial }
}

private final class NamedClerk: Clerk {}

private struct Tick: Event {
    let number: Int
}

/// A module whose `setUp` suspends at `gate` (when given) and then fails when `fails`.
private struct SlowStartModule: BusinessModule {
    let name: String
    let gate: Gate?
    let fails: Bool
    let log: LockedBox<[String]>

    func register(in registrar: inout ModuleRegistrar) {
        registrar.route(Slow.self) { route, _ in .echo(route.id) }
    }

    func setUp(hub: Hub) async throws {
        log.withLock { $0.append("\(name) setting up") }
        if let gate { await gate.wait() } else { await Task.yield() }
        if fails { throw SetUpRefused() }
        log.withLock { $0.append("\(name) set up") }
    }
}

private struct SetUpRefused: Error, CustomStringConvertible {
    var description: String { "the ledger is not reachable" }
}

/// What a task started for an entry or a post answered, and whether it has returned yet.
private final class Pending<Value: Sendable>: Sendable {
    private let state = LockedBox<Value?>(nil)
    var value: Value? { state.withLock { $0 } }
    func finish(_ value: Value) { state.withLock { $0 = value } }
}

@Suite("Async: handlers, service factories, set-up and subscribers that really suspend")
struct AsyncBehaviourTests {
    @Test(arguments: [true, false])
    func anEntryReturnsOnlyWhenItsSuspendedHandlerHasFinished(remote: Bool) async throws {
        let (inside, release) = (Gate(), Gate())
        let hub = try await Hub.test("Slow") { registrar in
            registrar.route(Slow.self) { route, request in
                inside.open()
                await release.wait()
                return .echo("\(route.id) \(request.isRemote ? "remote" : "native")")
            }
        }
        let answer = Pending<String>()
        let opening = Task {
            let outcome =
                remote ? try await hub.open(url: "bazaar://slow/7") : try await hub.open(Slow(id: 7)).erased
            answer.finish(outcome.echoed as? String ?? "")
        }
        await inside.wait()
        #expect(answer.value == nil, "the entry waits for its handler")
        release.open()
        try await opening.value
        #expect(answer.value == (remote ? "7 remote" : "7 native"))
    }

    @Test func aSuspendedHandlerStaysPartOfItsRequestForErrors() async throws {
        let hub = try await Hub.test("Slow") { registrar in
            registrar.route(Slow.self) { route, _ in
                await Task.yield()
                throw RouteError.declined(route: Slow.pattern, code: "slow.no", message: "not \(route.id)")
            }
        }
        await #expect(throws: RouteError.declined(route: "slow/:id", code: "slow.no", message: "not 3")) {
            try await hub.open(url: "bazaar://slow/3")
        }
        await #expect(throws: RouteError.declined(route: "slow/:id", code: "slow.no", message: "not 4")) {
            try await hub.open(Slow(id: 4))
        }
    }

    @Test func aServiceAHandlerCannotHaveFailsItsRequestWithTheServiceErrorAsItIs() async throws {
        struct Broken: Error {}
        let hub = try await Hub.test("Shop") { registrar in
            let hub = registrar.hub
            registrar.service((any Ledger).self) { () async throws -> any Ledger in throw Broken() }
            registrar.pattern("pay") { _ in
                _ = try await hub.service((any Ledger).self)
                return .echo(0)
            }
            registrar.pattern("count") { _ in
                _ = try await hub.service(Int.self)
                return .echo(0)
            }
        }
        let failed = RouteError.serviceFailed(
            route: "pay", error: .creationFailed(service: "Ledger", reason: "Broken()"))
        await #expect(throws: failed) { try await hub.open(url: "bazaar://pay") }
        let missing = RouteError.serviceFailed(route: "count", error: .missingProvider(service: "Int"))
        await #expect(throws: missing) { try await hub.open(url: "bazaar://count") }
        #expect(failed.key == "route.failed" && failed.values == ["reason": "Broken()"], "worded as a failure")
        #expect(missing.key == "route.serviceUnavailable" && missing.values.isEmpty, "a type is no word for a person")
    }

    @Test func concurrentFirstLookupsAwaitOneSuspendedCreation() async throws {
        let made = LockedBox(0)
        let (inside, release) = (Gate(), Gate())
        var overrides = Overrides()
        overrides.service((any Ledger).self) { _ in
            let serial = made.withLock {
                $0 += 1
                return $0
            }
            inside.open()
            await release.wait()
            return CountedLedger(serial: serial)
        }
        let hub = try await Hub.test()
        try await overrides.run {
            let first = Task { try await hub.service((any Ledger).self).serial }
            await inside.wait()
            let others = (0..<4).map { _ in Task { try await hub.service((any Ledger).self).serial } }
            for _ in 0..<8 { await Task.yield() }
            release.open()
            var serials = [try await first.value]
            for other in others { serials.append(try await other.value) }
            #expect(serials == [1, 1, 1, 1, 1])
        }
        #expect(made.withLock { $0 } == 1, "one creation for every first lookup")
    }

    @Test func aThrowingAsyncFactoryIsTriedAgainByTheNextLookup() async throws {
        struct NotYet: Error {}
        let attempts = LockedBox(0)
        var overrides = Overrides()
        overrides.service((any Ledger).self) { _ in
            await Task.yield()
            let attempt = attempts.withLock {
                $0 += 1
                return $0
            }
            guard attempt > 1 else { throw NotYet() }
            return CountedLedger(serial: attempt)
        }
        let hub = try await Hub.test()
        try await overrides.run { () async throws in
            await #expect(throws: ServiceError.creationFailed(service: "Ledger", reason: "NotYet()")) {
                try await hub.service((any Ledger).self)
            }
            #expect(try await hub.service((any Ledger).self).serial == 2)
            #expect(try await hub.service((any Ledger).self).serial == 2, "made once it succeeded")
        }
    }

    /// Ledger's factory suspends, then needs Clerk, whose factory needs Ledger: directly, or
    /// from a child task Ledger's factory awaits (`async let`).
    @Test(arguments: [false, true])
    func aCycleThroughSuspendingFactoriesThrowsTheChain(throughChildTask: Bool) async throws {
        var overrides = Overrides()
        overrides.service((any Ledger).self) { hub in
            await Task.yield()
            if throughChildTask {
                async let clerk = hub.service((any Clerk).self)
                _ = try await clerk
            } else {
                _ = try await hub.service((any Clerk).self)
            }
            return CountedLedger(serial: 1)
        }
        overrides.service((any Clerk).self) { hub in
            await Task.yield()
            _ = try await hub.service((any Ledger).self)
            return NamedClerk()
        }
        let hub = try await Hub.test()
        await overrides.run {
            let outcome = await outcome { _ = try await hub.service((any Ledger).self) }
            #expect(outcome.error as? ServiceError == .cycle(chain: ["Ledger", "Clerk", "Ledger"]))
        }
    }

    @Test func twoChildTasksOfOneFactoryShareACreationWithoutACycle() async throws {
        let made = LockedBox(0)
        var overrides = Overrides()
        overrides.service((any Clerk).self) { _ in
            made.withLock { $0 += 1 }
            await Task.yield()
            return NamedClerk()
        }
        overrides.service((any Ledger).self) { hub in
            async let first = hub.service((any Clerk).self)
            async let second = hub.service((any Clerk).self)
            _ = try await (first, second)
            return CountedLedger(serial: 1)
        }
        let hub = try await Hub.test()
        try await overrides.run { () async throws in
            #expect(try await hub.service((any Ledger).self).serial == 1)
        }
        #expect(made.withLock { $0 } == 1)
    }

    @Test func startAwaitsASuspendedSetUpBeforeItReturns() async throws {
        let log = LockedBox<[String]>([])
        let gate = Gate()
        let started = Pending<Bool>()
        let starting = Task {
            let hub = try await Hub.test([SlowStartModule(name: "Ledger", gate: gate, fails: false, log: log)])
            started.finish(true)
            return hub
        }
        while log.withLock({ $0 }).isEmpty { await Task.yield() }
        #expect(started.value == nil, "the build waits for the set-up")
        gate.open()
        let hub = try await starting.value
        #expect(log.withLock { $0 } == ["Ledger setting up", "Ledger set up"])
        #expect(try await hub.open(url: "bazaar://slow/2").echoed as? Int == 2)
    }

    @Test func aSuspendedSetUpThatFailsFailsTheBuild() async throws {
        let log = LockedBox<[String]>([])
        let failing = SlowStartModule(name: "Ledger", gate: nil, fails: true, log: log)
        await #expect(
            throws: WiringError(problems: [.setUpFailed(module: "Ledger", reason: "the ledger is not reachable")])
        ) {
            try await Hub.test([failing])
        }
        #expect(log.withLock { $0 } == ["Ledger setting up"])
        let hub = try await Hub.test([SlowStartModule(name: "Ledger", gate: nil, fails: false, log: log)])
        #expect(try await hub.open(url: "bazaar://slow/2").echoed as? Int == 2)
    }

    @Test func postReturnsOnlyWhenASuspendedSubscriberHasFinished() async throws {
        let hub = try await Hub.test()
        let (inside, release) = (Gate(), Gate())
        let log = LockedBox<[String]>([])
        hub.subscribe(Tick.self, owner: "Slow") { tick in
            log.withLock { $0.append("slow \(tick.number) starts") }
            inside.open()
            await release.wait()
            log.withLock { $0.append("slow \(tick.number) ends") }
        }
        let posted = Pending<Int>()
        let posting = Task {
            let failures = await hub.post(Tick(number: 1))
            log.withLock { $0.append("post returns") }
            posted.finish(failures.count)
        }
        await inside.wait()
        #expect(posted.value == nil, "post waits for the subscriber")
        release.open()
        await posting.value
        #expect(posted.value == 0)
        #expect(log.withLock { $0 } == ["slow 1 starts", "slow 1 ends", "post returns"])
    }

    @Test func subscribersRunOneAfterAnotherInOrderAndAFailureStopsNone() async throws {
        let hub = try await Hub.test()
        let log = LockedBox<[String]>([])
        hub.subscribe(Tick.self, owner: "First") { _ in
            log.withLock { $0.append("first starts") }
            await Task.yield()
            log.withLock { $0.append("first ends") }
        }
        hub.subscribe(Tick.self, owner: "Failing") { _ in
            await Task.yield()
            log.withLock { $0.append("failing") }
            throw SetUpRefused()
        }
        hub.subscribe(Tick.self, owner: "Sync") { _ in log.withLock { $0.append("sync") } }
        hub.subscribe(Tick.self, owner: "Last") { _ in
            await Task.yield()
            log.withLock { $0.append("last") }
        }
        let failures = await hub.post(Tick(number: 2))
        #expect(log.withLock { $0 } == ["first starts", "first ends", "failing", "sync", "last"])
        #expect(failures.map(\.subscriber) == ["Failing"])
        #expect(failures.map { String(describing: $0.error) } == ["the ledger is not reachable"])
    }
}
