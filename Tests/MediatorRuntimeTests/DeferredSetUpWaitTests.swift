import Testing

// @testable: waits until a request is parked on a set-up (`ModuleSetUps.waiterCount`) or on a
// service's creation (`ServiceRegistry.waiterCount`) before it cancels it or lets a set-up go on,
// so each race is set up the same way every run, without timing anything.
@testable import MediatorRuntime

private protocol Jar: Sendable { var label: String { get } }

private struct FilledJar: Jar {
    let label: String
}

private struct JarPage: Route {
    static let pattern = "jar"
}

private struct APage: Route {
    static let pattern = "a"
}

private struct BPage: Route {
    static let pattern = "b"
}

private struct CPage: Route {
    static let pattern = "c"
}

/// Provides `Jar` and binds `JarPage`, which answers the jar's label. Its set-up, deferred unless
/// told, waits at `setUpGate`; its provider opens `creating`, then waits at `creationGate` (each
/// when given).
private struct JarModule: BusinessModule {
    var defersSetUp = true
    var setUpGate: Gate?
    var creating: Gate?
    var creationGate: Gate?
    let name = "Jar"

    func register(in registrar: inout ModuleRegistrar) {
        let hub = registrar.hub
        let (creating, creationGate) = (creating, creationGate)
        registrar.service((any Jar).self) {
            creating?.open()
            await creationGate?.wait()
            return FilledJar(label: "jam")
        }
        registrar.route(JarPage.self) { _, _ in .echo(try await hub.service((any Jar).self).label) }
    }

    func setUp(hub: Hub) async throws {
        await setUpGate?.wait()
    }
}

/// A module that binds route `R`, answering its own name, and provides a `Jar` labelled so when
/// `providesJar`; its set-up (deferred unless told) runs `body`, which may open other modules'
/// routes.
private struct Linked<R: Route>: BusinessModule {
    let name: String
    var defersSetUp = true
    var providesJar = false
    var consumes: [ServiceKey] = []
    let body: @Sendable (Hub) async throws -> Void

    func register(in registrar: inout ModuleRegistrar) {
        let name = name
        registrar.route(R.self) { _, _ in .echo(name) }
        if providesJar { registrar.service((any Jar).self) { FilledJar(label: name) } }
    }

    func setUp(hub: Hub) async throws {
        try await body(hub)
    }
}

/// How a request enters: the remote entry, the native entry, or a lookup of the jar.
private enum Door: CaseIterable {
    case remote, native, lookup

    /// What the request answers: the jar's label, through the route or the service.
    func request(_ hub: Hub) async throws -> String? {
        switch self {
        case .remote: try await hub.open(url: "bazaar://jar").echoed as? String
        case .native: try await hub.open(JarPage()).echoed as? String
        case .lookup: try await hub.service((any Jar).self).label
        }
    }

    /// The error a cancelled request throws.
    var cancelled: any Error & Equatable {
        switch self {
        case .remote, .native: RouteError.cancelled(route: JarPage.pattern)
        case .lookup: ServiceError.cancelled(service: ServiceKey((any Jar).self).name)
        }
    }
}

/// Waits (yielding, never sleeping) until `count` requests are parked on `module`'s set-up.
private func untilParked(on module: String, in hub: Hub, count: Int = 1) async {
    while hub.setUps.waiterCount(module) < count { await Task.yield() }
}

/// Waits (yielding, never sleeping) until `count` lookups wait for another's creation of the jar.
private func untilParkedOnTheJar(in hub: Hub, count: Int = 1) async {
    while hub.services.waiterCount((any Jar).self) < count { await Task.yield() }
}

/// How `task` ended: what it threw, if anything, or `.hung` when it did not end (see `outcome`).
private func thrown<T: Sendable>(by task: Task<T, any Error>) async -> Outcome {
    await outcome { _ = try await task.value }
}

/// Whether `error` is the `expected` one.
private func isError(_ error: (any Error)?, _ expected: any Error & Equatable) -> Bool {
    func equals<E: Error & Equatable>(_ expected: E) -> Bool { (error as? E) == expected }
    return equals(expected)
}

/// The chain a set-up cycle's error names, as its description writes it.
private func names(_ chain: String...) -> String {
    chain.joined(separator: " → ")
}

@Suite("Deferred set-up: waits end on cancellation, and set-ups that wait for each other fail")
struct DeferredSetUpWaitTests {
    @Test(arguments: Door.allCases)
    fileprivate func aRequestParkedOnASetUpEndsWhenItsTaskIsCancelled(entry: Door) async throws {
        let gate = Gate()
        let hub = try await Hub.test([JarModule(setUpGate: gate)])
        let cancelled = Task { try await entry.request(hub) }
        let other = Task { try await entry.request(hub) }
        await untilParked(on: "Jar", in: hub, count: 2)
        cancelled.cancel()
        // The set-up is let go only once the cancelled request has ended: a wait that did not
        // end on cancellation would hang here (and fail the deadline).
        let result = await thrown(by: cancelled)
        #expect(!result.isHung)
        #expect(isError(result.error, entry.cancelled), "\(String(describing: result.error))")
        #expect(hub.setUps.waiterCount("Jar") == 1, "the other request still waits")
        #expect(hub.moduleInfo().first?.setUp == "settingUp", "the set-up goes on")
        gate.open()
        #expect(try await other.value == "jam")
        #expect(try await entry.request(hub) == "jam", "a later request sees the set-up's outcome")
        #expect(hub.moduleInfo().first?.setUp == "ready")
        #expect(hub.setUps.waiterCount("Jar") == 0)
    }

    @Test(arguments: Door.allCases)
    fileprivate func aRequestCancelledBeforeItWaitsThrowsAndTheSetUpStillRuns(entry: Door) async throws {
        let gate = Gate()
        let hub = try await Hub.test([JarModule(setUpGate: gate)])
        #expect(hub.moduleInfo().first?.setUp == "pending")
        let cancelled = Task {
            // Waits for its own cancellation without looking at the clock.
            while !Task.isCancelled { await Task.yield() }
            return try await entry.request(hub)
        }
        cancelled.cancel()
        let result = await thrown(by: cancelled)
        #expect(isError(result.error, entry.cancelled), "\(String(describing: result.error))")
        #expect(hub.moduleInfo().first?.setUp == "settingUp", "the request began the set-up")
        #expect(hub.setUps.waiterCount("Jar") == 0)
        gate.open()
        await hub.setUpFinished()
        #expect(hub.moduleInfo().first?.setUp == "ready")
        #expect(try await entry.request(hub) == "jam")
    }

    @Test(arguments: [true, false])
    func aLookupWaitingForAnotherTasksCreationEndsWhenCancelled(beforeItWaits: Bool) async throws {
        let (creating, gate) = (Gate(), Gate())
        let hub = try await Hub.test([JarModule(defersSetUp: false, creating: creating, creationGate: gate)])
        let creator = Task { try await hub.service((any Jar).self).label }
        await creating.wait()
        let other = Task { try await hub.service((any Jar).self).label }
        let cancelled = Task {
            if beforeItWaits {
                while !Task.isCancelled { await Task.yield() }
            }
            return try await hub.service((any Jar).self).label
        }
        await untilParkedOnTheJar(in: hub, count: beforeItWaits ? 1 : 2)
        cancelled.cancel()
        let result = await thrown(by: cancelled)
        #expect(!result.isHung)
        #expect(result.error as? ServiceError == .cancelled(service: ServiceKey((any Jar).self).name))
        gate.open()
        #expect(try await creator.value == "jam")
        #expect(try await other.value == "jam", "another waiter still gets the creation's instance")
        #expect(hub.services.waiterCount((any Jar).self) == 0)
        #expect(hub.serviceInfo().first?.isCreated == true)
    }

    @Test(arguments: [true, false])
    func anOpenWhoseHandlerWaitsForACreationIsCancelledNamingItsRoute(remote: Bool) async throws {
        let (creating, gate) = (Gate(), Gate())
        let hub = try await Hub.test([JarModule(defersSetUp: false, creating: creating, creationGate: gate)])
        let creator = Task { try await hub.service((any Jar).self).label }
        await creating.wait()
        let open = Task {
            if remote { return try await hub.open(url: "bazaar://jar").echoed as? String }
            return try await hub.open(JarPage()).echoed as? String
        }
        await untilParkedOnTheJar(in: hub)
        open.cancel()
        let result = await thrown(by: open)
        #expect(result.error as? RouteError == .cancelled(route: JarPage.pattern))
        gate.open()
        #expect(try await creator.value == "jam")
    }

    @Test func cancelledRequestsRacingTheSetUpsEndLeaveNoWaiterBehind() async throws {
        for round in 0..<30 {
            let gate = Gate()
            let hub = try await Hub.test([JarModule(setUpGate: gate)])
            let requests = (0..<6).map { index in
                Task { try await Door.allCases[index % 3].request(hub) }
            }
            await untilParked(on: "Jar", in: hub, count: requests.count)
            // Half are cancelled while the set-up ends, from other tasks, in an order that
            // changes with the round.
            async let cancelling: Void = {
                for (index, request) in requests.enumerated() where index % 2 == round % 2 { request.cancel() }
            }()
            async let opening: Void = gate.open()
            _ = await (cancelling, opening)
            for (index, request) in requests.enumerated() {
                let result = await thrown(by: request)
                #expect(!result.isHung)
                if let error = result.error {
                    #expect(index % 2 == round % 2, "only a cancelled request fails")
                    #expect(isError(error, Door.allCases[index % 3].cancelled))
                }
            }
            #expect(hub.setUps.waiterCount("Jar") == 0)
            #expect(hub.moduleInfo().first?.setUp == "ready")
        }
    }

    @Test(arguments: [true, false])
    func twoSetUpsThatOpenEachOthersRoutesFailNamingTheChain(aRethrows: Bool) async throws {
        let met = LockedBox<[String: String]>([:])
        let a = Linked<APage>(name: "A") { hub in
            do {
                _ = try await hub.open(BPage())
            } catch {
                met.withLock { $0["A"] = "\(error)" }
                if aRethrows { throw error }
            }
        }
        let b = Linked<BPage>(name: "B") { hub in
            // Opens A's route once A's set-up waits for B's: that request closes the cycle.
            while hub.setUps.waiterCount("B") < 1 { await Task.yield() }
            do {
                _ = try await hub.open(url: "bazaar://a")
            } catch {
                met.withLock { $0["B"] = "\(error)" }
                throw error
            }
        }
        let hub = try await Hub.test([a, b])
        let result = await outcome { _ = try await hub.open(APage()) }
        #expect(!result.isHung)
        let cycle = "set-ups wait for each other in a cycle: " + names("B", "A", "B")
        let closing = try #require(met.withLock { $0["B"] })
        #expect(closing.hasPrefix("the A module could not set up: " + cycle), "\(closing)")
        #expect(met.withLock { $0["A"] }?.contains(cycle) == true, "A met B's failure, which names the chain")
        let states = Dictionary(uniqueKeysWithValues: hub.moduleInfo().map { ($0.name, $0.setUp) })
        let failure = hub.moduleInfo().first { $0.name == "B" }?.setUpFailure
        #expect(states["B"] == "failed" && failure?.contains(cycle) == true, "\(String(describing: failure))")
        if aRethrows {
            guard case .setUpFailed("A", let reason)? = result.error as? RouteError else {
                Issue.record("\(String(describing: result.error))")
                return
            }
            #expect(reason.contains(cycle))
        } else {
            #expect(result.error == nil)
            #expect(states["A"] == "ready")
        }
        #expect(hub.setUps.waiterCount("A") == 0 && hub.setUps.waiterCount("B") == 0)
    }

    @Test func threeSetUpsInAChainFailNamingTheWholeChain() async throws {
        let met = LockedBox<String?>(nil)
        let a = Linked<APage>(name: "A") { hub in _ = try await hub.open(BPage()) }
        let b = Linked<BPage>(name: "B") { hub in
            while hub.setUps.waiterCount("B") < 1 { await Task.yield() }
            _ = try await hub.open(CPage())
        }
        let c = Linked<CPage>(name: "C") { hub in
            while hub.setUps.waiterCount("C") < 1 { await Task.yield() }
            do {
                _ = try await hub.open(APage())
            } catch {
                met.withLock { $0 = "\(error)" }
                throw error
            }
        }
        let hub = try await Hub.test([a, b, c])
        let result = await outcome { _ = try await hub.open(url: "bazaar://a") }
        #expect(!result.isHung)
        #expect(
            met.withLock { $0 }?.hasPrefix(
                "the A module could not set up: set-ups wait for each other in a cycle: " + names("C", "A", "B", "C"))
                == true)
        #expect(hub.moduleInfo().allSatisfy { $0.setUp == "failed" })
    }

    @Test func aChildTaskOfASetUpThatClosesTheCycleFails() async throws {
        let a = Linked<APage>(name: "A") { hub in _ = try await hub.open(BPage()) }
        let b = Linked<BPage>(name: "B") { hub in
            while hub.setUps.waiterCount("B") < 1 { await Task.yield() }
            // Inherits the set-up's task-locals: its request is B's set-up's.
            try await Task { _ = try await hub.open(APage()) }.value
        }
        let hub = try await Hub.test([a, b])
        let result = await outcome { _ = try await hub.open(APage()) }
        #expect(!result.isHung)
        let error = result.error.map { "\($0)" } ?? "none"
        #expect(error.contains(names("B", "A", "B")), "\(error)")
    }

    @Test func aSetUpsLookupThatClosesTheCycleFailsNamingTheChain() async throws {
        let met = LockedBox<ServiceError?>(nil)
        let a = Linked<APage>(name: "A", providesJar: true) { hub in _ = try await hub.open(BPage()) }
        let b = Linked<BPage>(name: "B") { hub in
            while hub.setUps.waiterCount("B") < 1 { await Task.yield() }
            do throws(ServiceError) {
                _ = try await hub.service((any Jar).self)
            } catch {
                met.withLock { $0 = error }
            }
        }
        let hub = try await Hub.test([a, b])
        // B's set-up goes on without the jar: B sets up, and so does A.
        try #require(await returns { _ = try? await hub.open(APage()) }, "the open ends")
        #expect(try await hub.open(APage()).echoed as? String == "A")
        guard case .setUpFailed(let service, "A", let reason)? = met.withLock({ $0 }) else {
            Issue.record("\(String(describing: met.withLock { $0 }))")
            return
        }
        #expect(service == ServiceKey((any Jar).self).name)
        #expect(reason.contains(names("B", "A", "B")))
        #expect(hub.moduleInfo().map(\.setUp) == ["ready", "ready"])
    }

    @Test func aSetUpOnTheBuildPathThatNeedsADeferredConsumerFailsInsteadOfHangingTheBuild() async throws {
        let met = LockedBox<String?>(nil)
        // P is set up by the build; C defers and consumes P's jar, so C's set-up waits for P's.
        let p = Linked<APage>(name: "P", defersSetUp: false, providesJar: true) { hub in
            do {
                _ = try await hub.open(BPage())
            } catch {
                met.withLock { $0 = "\(error)" }
            }
        }
        let c = Linked<BPage>(name: "C", consumes: [ServiceKey((any Jar).self)]) { _ in }
        let built = LockedBox<Hub?>(nil)
        let started = await outcome {
            let hub = try await Hub.test([p, c])
            built.withLock { $0 = hub }
        }
        try #require(!started.isHung, "the build ends")
        #expect(started.error == nil)
        let hub = try #require(built.withLock { $0 })
        let closing = met.withLock { $0 } ?? "none"
        #expect(closing.contains(names("P", "C", "P")), "\(closing)")
        #expect(try await hub.open(BPage()).echoed as? String == "C", "C sets up once P has")
    }

    @Test func aSetUpOnTheBuildPathThatNeedsAConsumerOfALaterOneFailsInsteadOfHangingTheBuild() async throws {
        let met = LockedBox<String?>(nil)
        // The build sets up R1, then R2; X defers and consumes R2's jar, so X's set-up waits for
        // R2's, which waits for R1's to end.
        let r1 = Linked<APage>(name: "R1", defersSetUp: false) { hub in
            do {
                _ = try await hub.open(BPage())
            } catch {
                met.withLock { $0 = "\(error)" }
            }
        }
        let x = Linked<BPage>(name: "X", consumes: [ServiceKey((any Jar).self)]) { _ in }
        let r2 = Linked<CPage>(name: "R2", defersSetUp: false, providesJar: true) { _ in }
        let built = LockedBox<Hub?>(nil)
        let started = await outcome {
            let hub = try await Hub.test([r1, r2, x])
            built.withLock { $0 = hub }
        }
        try #require(!started.isHung, "the build ends")
        #expect(started.error == nil)
        let hub = try #require(built.withLock { $0 })
        let closing = met.withLock { $0 } ?? "none"
        #expect(closing.contains(names("R1", "X", "R2", "R1")), "\(closing)")
        #expect(try await hub.open(BPage()).echoed as? String == "X")
    }

    @Test func waitsThatCloseNoCycleStillWait() async throws {
        let gate = Gate()
        // A's and B's set-ups both wait for Jar's (gated); B's also waits for A's.
        let a = Linked<APage>(name: "A") { hub in _ = try await hub.open(JarPage()) }
        let b = Linked<BPage>(name: "B") { hub in
            _ = try await hub.open(APage())
            _ = try await hub.service((any Jar).self)
        }
        let hub = try await Hub.test([a, b, JarModule(setUpGate: gate)])
        let open = Task { try await hub.open(BPage()).echoed as? String }
        await untilParked(on: "Jar", in: hub)
        await untilParked(on: "A", in: hub)
        #expect(hub.moduleInfo().map(\.setUp) == ["settingUp", "settingUp", "settingUp"])
        gate.open()
        #expect(try await open.value == "B")
        #expect(hub.moduleInfo().map(\.setUp) == ["ready", "ready", "ready"])
    }
}
