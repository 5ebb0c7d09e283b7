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

private struct ShelfPage: Route {
    static let pattern = "shelf"
}

private struct CounterPage: Route {
    static let pattern = "counter"
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

/// Fails its set-up, which is not deferred.
private struct BrokenModule: BusinessModule {
    let name = "Broken"

    func register(in registrar: inout ModuleRegistrar) {}

    func setUp(hub: Hub) async throws {
        throw Boom()
    }
}

private func makeHub() -> Hub {
    Hub(router: .init(scheme: "bazaar"))
}

/// Waits (yielding, never sleeping) until a request is parked on `module`'s set-up.
private func untilSomeoneWaits(for module: String, in hub: Hub) async {
    while hub.router.setUps.waiterCount(module) == 0 { await Task.yield() }
}

@Suite("Deferred set-up")
struct DeferredSetUpTests {
    @Test func startReturnsBeforeADeferredSetUpAndAFirstRequestWaitsForIt() async throws {
        let log = LockedBox<[String]>([])
        let gate = Gate()
        let hub = makeHub()
        try await hub.start([ShelfModule(gate: gate, log: log)])
        let before = try #require(hub.moduleInfo().first)
        #expect(before.defersSetUp && before.setUp == .settingUp)

        let request = Task { try await hub.open(url: "bazaar://shelf").echoed as? String }
        await untilSomeoneWaits(for: "Shelf", in: hub)
        #expect(log.withLock { $0 } == ["begin Shelf"])
        gate.open()
        #expect(try await request.value == "tea")
        await hub.setUpFinished()
        #expect(log.withLock { $0 } == ["begin Shelf", "ready Shelf"])
        #expect(hub.moduleInfo().first?.setUp == .ready)
        #expect(hub.router.setUps.areAllReady)
    }

    @Test func aServiceLookupAndANativeOpenWaitForTheProvidersSetUp() async throws {
        let log = LockedBox<[String]>([])
        let gate = Gate()
        let hub = makeHub()
        try await hub.start([CounterModule(log: log), ShelfModule(gate: gate, log: log)])
        // Counter does not defer: it is ready once `start` returns, and its route runs at once,
        // then waits inside the handler for the shelf it looks up.
        #expect(hub.moduleInfo().map(\.setUp) == [.settingUp, .ready])
        let lookup = Task { try await hub.service((any Shelf).self).contents }
        let native = Task { try await hub.open(CounterPage()).echoed as? String }
        while hub.router.setUps.waiterCount("Shelf") < 2 { await Task.yield() }
        gate.open()
        #expect(try await lookup.value == "tea")
        #expect(try await native.value == "counter: tea")
    }

    @Test func aFailedDeferredSetUpIsReportedOnEveryRequestNamingTheModuleAndTheReason() async throws {
        let log = LockedBox<[String]>([])
        let gate = Gate()
        let hub = makeHub()
        try await hub.start([ShelfModule(gate: gate, fails: true, log: log), CounterModule(log: log)])
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
        #expect(hub.moduleInfo().first { $0.name == "Shelf" }?.setUp == .failed(reason: "the catalogue file is broken"))
        #expect(!hub.router.setUps.areAllReady)
        #expect(failed.description.contains("Shelf") && failed.description.contains("the catalogue file is broken"))
    }

    @Test func aDeferredSetUpBeginsAfterItsProvidersAndADeferredConsumerStillWaits() async throws {
        let log = LockedBox<[String]>([])
        let gate = Gate()
        let hub = makeHub()
        try await hub.start([CounterModule(defersSetUp: true, log: log), ShelfModule(gate: gate, log: log)])
        let request = Task { try await hub.open(CounterPage()).echoed as? String }
        await untilSomeoneWaits(for: "Counter", in: hub)
        #expect(!log.withLock { $0 }.contains("setUp Counter"))
        gate.open()
        #expect(try await request.value == "counter: tea")
        await hub.setUpFinished()
        #expect(log.withLock { $0 } == ["begin Shelf", "ready Shelf", "setUp Counter"])
        #expect(hub.moduleInfo().map(\.name) == ["Shelf", "Counter"])
    }

    @Test func aFailingSetUpThatIsNotDeferredStillRollsTheStartBack() async throws {
        let log = LockedBox<[String]>([])
        let hub = makeHub()
        await #expect(throws: WiringError.self) { try await hub.start([ShelfModule(log: log), BrokenModule()]) }
        #expect(hub.routes().isEmpty && hub.moduleInfo().isEmpty)
        #expect(hub.router.setUps.areAllReady)
        await #expect(throws: RouteError.notFound(route: "shelf")) { _ = try await hub.open(url: "bazaar://shelf") }
        // Fixed, the same hub starts.
        try await hub.start([ShelfModule(log: log)])
        await hub.setUpFinished()
        #expect(try await hub.open(url: "bazaar://shelf").echoed as? String == "tea")
    }

    @Test func aHubWithNothingDeferredIsReadyOnceStartedAndSetUpFinishedReturnsAtOnce() async throws {
        let hub = makeHub()
        await hub.setUpFinished()
        try await hub.start([ShelfModule(defersSetUp: false, log: LockedBox([]))])
        #expect(hub.router.setUps.areAllReady)
        await hub.setUpFinished()
        let info = try #require(hub.moduleInfo().first)
        #expect(!info.defersSetUp && info.setUp == .ready)
    }

    @Test(arguments: [
        (ModuleSetUpState.ready, #"{"state":"ready"}"#),
        (.settingUp, #"{"state":"settingUp"}"#),
        (.failed(reason: "no file"), #"{"reason":"no file","state":"failed"}"#),
    ])
    func theStateReadsBackFromJSON(state: ModuleSetUpState, json: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(state), as: UTF8.self) == json)
        #expect(try JSONDecoder().decode(ModuleSetUpState.self, from: Data(json.utf8)) == state)
    }
}

extension Result {
    /// The error, if this is a failure.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
