import Foundation
import Testing

// @testable: waits until a request is parked on a set-up (`ModuleSetUps.waiterCount`), so the
// race is set up the same way every run, without timing anything.
@testable import MediatorRuntime

private protocol Shelf: Sendable { var contents: String { get } }

/// A shelf that answers what its module's set-up filled in.
private struct LiveShelf: Shelf {
    let box: LockedBox<String>
    var contents: String { box.withLock { $0 } }
}

/// A word an override answers: which overrides a lookup ran under.
private protocol Stamp: Sendable { var word: String { get } }

private struct FixedStamp: Stamp {
    let word: String
}

private struct ShelfPage: Route {
    static let pattern = "shelf"
}

private struct CounterPage: Route {
    static let pattern = "counter"
}

private struct PlainPage: Route {
    static let pattern = "plain"
}

private struct Boom: Error, CustomStringConvertible {
    var description: String { "the catalogue file is broken" }
}

/// Provides `Shelf` and binds `ShelfPage`; its set-up (deferred unless told) waits at `gate`,
/// then fills the shelf, or throws.
private struct ShelfModule: BusinessModule {
    var name = "Shelf"
    var defersSetUp = true
    var gate: Gate?
    var fails = false
    let box = LockedBox("")
    let log: LockedBox<[String]>

    func register(in registrar: inout ModuleRegistrar) {
        let hub = registrar.hub
        let box = box
        registrar.service((any Shelf).self) { LiveShelf(box: box) }
        registrar.route(ShelfPage.self) { _, _ in
            .echo(try await hub.service((any Shelf).self).contents)
        }
    }

    func setUp(hub: Hub) async throws {
        log.withLock { $0.append("begin \(name)") }
        await gate?.wait()
        if fails { throw Boom() }
        // Its own service and route answer inside its own set-up: it never waits for itself.
        _ = try await hub.service((any Shelf).self)
        box.withLock { $0 = "tea" }
        _ = try await hub.open(ShelfPage())
        log.withLock { $0.append("ready \(name)") }
    }
}

/// Consumes `Shelf`; its route answers what the shelf holds, and it may defer its own set-up.
private struct CounterModule: BusinessModule {
    let name = "Counter"
    var defersSetUp = false
    let consumes = [ServiceKey((any Shelf).self)]
    let log: LockedBox<[String]>

    func register(in registrar: inout ModuleRegistrar) {
        let hub = registrar.hub
        registrar.route(CounterPage.self) { _, _ in
            .echo("counter: " + (try await hub.service((any Shelf).self).contents))
        }
    }

    func setUp(hub: Hub) async throws {
        log.withLock { $0.append("setUp Counter") }
    }
}

/// Needs no other module; its route answers at once.
private struct PlainModule: BusinessModule {
    let name = "Plain"

    func register(in registrar: inout ModuleRegistrar) {
        registrar.route(PlainPage.self) { _, _ in .echo("plain") }
    }
}

/// Registers nothing; its set-up (deferred) waits at `gate` and notes that it ran.
private struct QuietModule: BusinessModule {
    let name: String
    let defersSetUp = true
    var gate: Gate?
    let log: LockedBox<[String]>

    func register(in registrar: inout ModuleRegistrar) {}

    func setUp(hub: Hub) async throws {
        log.withLock { $0.append("begin \(name)") }
        await gate?.wait()
        log.withLock { $0.append("ready \(name)") }
    }
}

/// Does not defer; its set-up begins every deferred one (as a front end's warm-up would).
private struct WarmingModule: BusinessModule {
    let name = "Warming"
    let priority = 10

    func register(in registrar: inout ModuleRegistrar) {}

    func setUp(hub: Hub) async throws {
        hub.beginSetUps()
    }
}

/// Fails its set-up, which is not deferred, once `log` says a set-up has begun; opens `gate`
/// first, so that set-up can end.
private struct LateBrokenModule: BusinessModule {
    let name = "Broken"
    let gate: Gate
    let log: LockedBox<[String]>

    func register(in registrar: inout ModuleRegistrar) {}

    func setUp(hub: Hub) async throws {
        while log.withLock({ $0.isEmpty }) { await Task.yield() }
        gate.open()
        throw Boom()
    }
}

/// Defers its set-up, which notes the `Stamp` it finds in `probe` (a hub that provides none:
/// only the overrides of the task that runs the set-up answer there).
private struct StampedModule: BusinessModule {
    let name = "Stamped"
    let defersSetUp = true
    let probe: Hub
    let seen: LockedBox<[String]>

    func register(in registrar: inout ModuleRegistrar) {
        registrar.route(ShelfPage.self) { _, _ in .echo("stamped") }
    }

    func setUp(hub: Hub) async throws {
        let word = (try? await probe.service((any Stamp).self).word) ?? "none"
        seen.withLock { $0.append(word) }
    }
}

/// Fails its set-up, which is not deferred.
private struct BrokenModule: BusinessModule {
    let name = "Broken"

    func register(in registrar: inout ModuleRegistrar) {}

    func setUp(hub: Hub) async throws {
        throw Boom()
    }
}

/// Overrides that answer `word` for `Stamp`.
private func stamping(_ word: String) -> Overrides {
    var overrides = Overrides()
    overrides.service((any Stamp).self) { _ in FixedStamp(word: word) }
    return overrides
}

/// Waits (yielding, never sleeping) until `count` requests are parked on `module`'s set-up.
private func untilSomeoneWaits(for module: String, in hub: Hub, count: Int = 1) async {
    while hub.setUps.waiterCount(module) < count { await Task.yield() }
}

/// Waits (yielding, never sleeping) until `log` holds `count` lines.
private func untilLogged(_ count: Int, in log: LockedBox<[String]>) async {
    while log.withLock({ $0.count }) < count { await Task.yield() }
}

@Suite("Deferred set-up")
struct DeferredSetUpTests {
    @Test func aDeferredSetUpDoesNotRunUntilSomethingNeedsTheModule() async throws {
        let log = LockedBox<[String]>([])
        let hub = try await Hub.test([ShelfModule(log: log), PlainModule()])
        #expect(hub.moduleInfo().map(\.setUp) == ["pending", "ready"])
        // Another module's route, and its lookups, never begin it.
        for _ in 0..<3 {
            #expect(try await hub.open(url: "bazaar://plain").echoed as? String == "plain")
            #expect(try await hub.open(PlainPage()).echoed as? String == "plain")
            await Task.yield()
        }
        #expect(log.withLock { $0 }.isEmpty)
        #expect(hub.moduleInfo().first?.setUp == "pending")
        #expect(!hub.setUps.areAllReady)
    }

    @Test func aFirstRequestBeginsTheSetUpAndWaitsForIt() async throws {
        let log = LockedBox<[String]>([])
        let gate = Gate()
        let hub = try await Hub.test([ShelfModule(gate: gate, log: log)])
        let before = try #require(hub.moduleInfo().first)
        #expect(before.defersSetUp && before.setUp == "pending")

        let request = Task { try await hub.open(url: "bazaar://shelf").echoed as? String }
        await untilSomeoneWaits(for: "Shelf", in: hub)
        #expect(hub.moduleInfo().first?.setUp == "settingUp")
        await untilLogged(1, in: log)
        #expect(log.withLock { $0 } == ["begin Shelf"])
        gate.open()
        #expect(try await request.value == "tea")
        await hub.setUpFinished()
        #expect(log.withLock { $0 } == ["begin Shelf", "ready Shelf"])
        #expect(hub.moduleInfo().first?.setUp == "ready")
        #expect(hub.setUps.areAllReady)
    }

    @Test func aLookupAndAConsumersRouteBeginTheProvidersSetUpAndWait() async throws {
        for first in ["lookup", "native", "remote"] {
            let log = LockedBox<[String]>([])
            let gate = Gate()
            let hub = try await Hub.test([CounterModule(log: log), ShelfModule(gate: gate, log: log)])
            // Counter does not defer: it is ready once `start` returns; Shelf has not begun.
            #expect(hub.moduleInfo().map(\.setUp) == ["pending", "ready"])
            let request = Task { () async throws -> String? in
                switch first {
                case "lookup": return try await hub.service((any Shelf).self).contents
                case "native": return try await hub.open(CounterPage()).echoed as? String
                default: return try await hub.open(url: "bazaar://counter").echoed as? String
                }
            }
            await untilSomeoneWaits(for: "Shelf", in: hub)
            await untilLogged(2, in: log)
            #expect(log.withLock { $0 }.filter { $0.hasSuffix("Shelf") } == ["begin Shelf"], "\(first)")
            gate.open()
            #expect(try await request.value == (first == "lookup" ? "tea" : "counter: tea"))
        }
    }

    @Test func racingFirstRequestsAndTheWarmUpRunASetUpOnce() async throws {
        for _ in 0..<20 {
            let log = LockedBox<[String]>([])
            let gate = Gate()
            let hub = try await Hub.test([CounterModule(log: log), ShelfModule(gate: gate, log: log)])
            async let remote = hub.open(url: "bazaar://shelf").echoed as? String
            async let native = hub.open(CounterPage()).echoed as? String
            async let lookup = hub.service((any Shelf).self).contents
            async let finished: Void = hub.setUpFinished()
            hub.beginSetUps()
            await untilSomeoneWaits(for: "Shelf", in: hub, count: 3)
            hub.beginSetUps()
            gate.open()
            #expect(try await (remote, native, lookup) == ("tea", "counter: tea", "tea"))
            await finished
            #expect(log.withLock { $0 }.filter { $0.hasSuffix("Shelf") } == ["begin Shelf", "ready Shelf"])
        }
    }

    @Test func setUpFinishedBeginsEverySetUpNotBegunAndWaitsForAll() async throws {
        let log = LockedBox<[String]>([])
        let hub = try await Hub.test([
            CounterModule(defersSetUp: true, log: log), ShelfModule(log: log), QuietModule(name: "Pantry", log: log),
        ])
        #expect(hub.moduleInfo().map(\.setUp) == ["pending", "pending", "pending"])
        await hub.setUpFinished()
        let ran = log.withLock { $0 }
        #expect(ran.count == 5)
        #expect(Set(ran) == ["begin Shelf", "ready Shelf", "begin Pantry", "ready Pantry", "setUp Counter"])
        #expect(ran.firstIndex(of: "ready Shelf")! < ran.firstIndex(of: "setUp Counter")!)
        #expect(hub.moduleInfo().map(\.setUp) == ["ready", "ready", "ready"])
        #expect(hub.setUps.areAllReady)
    }

    @Test func beginSetUpsBeginsEveryOneWithoutWaiting() async throws {
        let log = LockedBox<[String]>([])
        let gate = Gate()
        let hub = try await Hub.test([
            ShelfModule(gate: gate, log: log), QuietModule(name: "Pantry", gate: gate, log: log),
        ])
        hub.beginSetUps()
        // Returned with both begun (no longer pending) and neither done: they wait at the gate.
        #expect(hub.moduleInfo().map(\.setUp) == ["settingUp", "settingUp"])
        await untilLogged(2, in: log)
        #expect(Set(log.withLock { $0 }) == ["begin Shelf", "begin Pantry"])
        gate.open()
        await hub.setUpFinished()
        #expect(hub.moduleInfo().map(\.setUp) == ["ready", "ready"])
        #expect(log.withLock { $0 }.count == 4)
    }

    @Test func aFailedDeferredSetUpIsReportedOnEveryRequestNamingTheModuleAndTheReason() async throws {
        let log = LockedBox<[String]>([])
        let gate = Gate()
        let hub = try await Hub.test([ShelfModule(gate: gate, fails: true, log: log), CounterModule(log: log)])
        #expect(hub.moduleInfo().first { $0.name == "Shelf" }?.setUp == "pending")
        let first = Task { _ = try await hub.open(url: "bazaar://shelf") }
        await untilSomeoneWaits(for: "Shelf", in: hub)
        gate.open()
        let failed = RouteError.setUpFailed(module: "Shelf", reason: "the catalogue file is broken")
        #expect(await first.result.failure as? RouteError == failed)
        for _ in 0..<2 {
            await #expect(throws: failed) { _ = try await hub.open(url: "bazaar://shelf") }
            await #expect(throws: failed) { _ = try await hub.open(ShelfPage()) }
            // A module that consumes it meets the failure where it looks the service up.
            await #expect(throws: failed) { _ = try await hub.open(CounterPage()) }
            await #expect(
                throws: ServiceError.setUpFailed(
                    service: ServiceKey((any Shelf).self).name, module: "Shelf", reason: "the catalogue file is broken")
            ) { _ = try await hub.service((any Shelf).self) }
        }
        // It ran once: a failed set-up is not tried again.
        #expect(log.withLock { $0 } == ["setUp Counter", "begin Shelf"])
        let shelf = hub.moduleInfo().first { $0.name == "Shelf" }
        #expect(shelf?.setUp == "failed" && shelf?.setUpFailure == "the catalogue file is broken")
        #expect(!hub.setUps.areAllReady)
        #expect(failed.description.contains("Shelf") && failed.description.contains("the catalogue file is broken"))
    }

    @Test func aDeferredConsumerBeginsItsProvidersSetUpAndRunsAfterIt() async throws {
        let log = LockedBox<[String]>([])
        let gate = Gate()
        let hub = try await Hub.test([CounterModule(defersSetUp: true, log: log), ShelfModule(gate: gate, log: log)])
        #expect(hub.moduleInfo().map(\.setUp) == ["pending", "pending"])
        let request = Task { try await hub.open(CounterPage()).echoed as? String }
        // Counter's set-up, begun by the request, begins Shelf's and waits for it.
        await untilSomeoneWaits(for: "Shelf", in: hub)
        await untilSomeoneWaits(for: "Counter", in: hub)
        await untilLogged(1, in: log)
        #expect(log.withLock { $0 } == ["begin Shelf"])
        gate.open()
        #expect(try await request.value == "counter: tea")
        await hub.setUpFinished()
        #expect(log.withLock { $0 } == ["begin Shelf", "ready Shelf", "setUp Counter"])
        #expect(hub.moduleInfo().map(\.name) == ["Shelf", "Counter"])
    }

    @Test func aSetUpBegunLaterRunsUnderTheOverridesTheHubStartedUnder() async throws {
        let seen = LockedBox<[String]>([])
        let probe = try await Hub.test([])
        let hub = try await stamping("start").run { try await Hub.test([StampedModule(probe: probe, seen: seen)]) }
        #expect(seen.withLock { $0 }.isEmpty)
        // Begun by a request made under other overrides, and by one made under none.
        try await stamping("request").run { _ = try await hub.open(url: "bazaar://shelf") }
        #expect(seen.withLock { $0 } == ["start"])

        let plain = try await stamping("start").run { try await Hub.test([StampedModule(probe: probe, seen: seen)]) }
        await plain.setUpFinished()
        #expect(seen.withLock { $0 } == ["start", "start"])
    }

    @Test func aFailedBuildNeverBeginsItsDeferredSetUpsAndTheFixedListBuilds() async throws {
        let log = LockedBox<[String]>([])
        await #expect(
            throws: WiringError(problems: [.setUpFailed(module: "Broken", reason: "the catalogue file is broken")])
        ) {
            try await Hub.test([ShelfModule(log: log), BrokenModule()])
        }
        for _ in 0..<100 { await Task.yield() }
        #expect(log.withLock { $0 }.isEmpty, "a set-up of a failed build never begins")
        // Fixed, the list builds.
        let hub = try await Hub.test([ShelfModule(log: log)])
        #expect(hub.moduleInfo().first?.setUp == "pending")
        #expect(try await hub.open(url: "bazaar://shelf").echoed as? String == "tea")
        #expect(log.withLock { $0 } == ["begin Shelf", "ready Shelf"])
    }

    @Test func aFailedBuildEndsTheSetUpsItBeganBeforeItThrows() async throws {
        let log = LockedBox<[String]>([])
        let gate = Gate()
        // Warming (not deferred, first by priority) begins Shelf's set-up without waiting; Broken
        // fails the build once Shelf's has begun.
        await #expect(throws: WiringError.self) {
            try await Hub.test([
                WarmingModule(), ShelfModule(gate: gate, log: log), LateBrokenModule(gate: gate, log: log),
            ])
        }
        let ended = log.withLock { $0 }
        #expect(ended.first == "begin Shelf")
        // Cancelled and waited for: nothing of it runs after the build has thrown.
        for _ in 0..<100 { await Task.yield() }
        #expect(log.withLock { $0 } == ended)
    }

    @Test func aHubWithNothingDeferredIsReadyOnceBuiltAndSetUpFinishedReturnsAtOnce() async throws {
        let empty = try await Hub.test()
        await empty.setUpFinished()
        empty.beginSetUps()
        #expect(empty.setUps.areAllReady)
        let hub = try await Hub.test([ShelfModule(defersSetUp: false, log: LockedBox([]))])
        #expect(hub.setUps.areAllReady)
        await hub.setUpFinished()
        let info = try #require(hub.moduleInfo().first)
        #expect(!info.defersSetUp && info.setUp == "ready")
    }

    @Test func theStateIsWrittenAsJSON() async throws {
        let hub = try await Hub.test([ShelfModule(defersSetUp: true, log: LockedBox([]))])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(hub.moduleInfo()), as: UTF8.self)
        #expect(json.contains(#""setUp":{"state":"pending"}"#), "\(json)")
    }
}

extension Result {
    /// The error, if this is a failure.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
