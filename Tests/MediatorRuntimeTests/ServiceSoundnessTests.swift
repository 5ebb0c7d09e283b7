import Testing

// @testable: tests the internal service registry itself.
@_spi(Benchmarks) @testable import MediatorRuntime

/// Main-actor classes are `Sendable` and may be subclassed, which a service class hierarchy
/// needs; their initialisers are nonisolated so providers can make them on any thread.
@MainActor private class Base {
    nonisolated init() {}
    nonisolated var kind: String { "base" }
}

@MainActor private final class Derived: Base {
    nonisolated let extra = 42
    nonisolated override var kind: String { "derived" }
}

private enum ServiceA: Sendable {}
private enum ServiceB: Sendable {}
private enum ServiceC: Sendable {}

private struct Refresh: Event {}

private struct Lookup: Route {
    static let pattern = "lookup"
}

/// Makes `parties` callers (two unless told) wait for each other once, suspended.
private final class Rendezvous: Sendable {
    private let parties: Int
    private let arrived = LockedBox<Set<String>>([])
    private let everyone = Gate()

    init(parties: Int = 2) {
        self.parties = parties
    }

    /// Counts the first call per name; every call waits until all parties have arrived.
    func meet(_ name: String) async {
        if arrived.withLock({
            $0.insert(name); return $0.count == parties
        }) {
            everyone.open()
        }
        await everyone.wait()
    }
}

@Suite("Services: a lookup returns the type asked for, and cycles throw instead of deadlocking")
struct ServiceSoundnessTests {
    @Test func aMetatypeHeldAsItsSuperclassRegistersTheSuperclass() async throws {
        let registry = ServiceRegistry()
        let type: Base.Type = Derived.self
        try registry.register(type, owner: "Shop") { Base() }
        await #expect(throws: ServiceError.missingProvider(service: "Derived")) {
            try await registry.lookup(Derived.self)
        }
        #expect(try await registry.lookup(Base.self).kind == "base")
        #expect(try await registry.lookup(type).kind == "base")
        #expect(registry.registrations().map(\.key.name) == ["Base"])
    }

    @Test func aSubclassServiceIsNotHandedOutAsItsSuperclass() async throws {
        let registry = ServiceRegistry()
        try registry.register(Derived.self, owner: "Shop") { Derived() }
        await #expect(throws: ServiceError.missingProvider(service: "Base")) { try await registry.lookup(Base.self) }
        #expect(try await registry.lookup(Derived.self).extra == 42)
    }

    @Test func aProviderThatLooksItselfUpThrowsTheChain() async throws {
        let registry = ServiceRegistry()
        try registry.register(ServiceA.Type.self, owner: "A") {
            _ = try await registry.lookup(ServiceA.Type.self)
            return ServiceA.self
        }
        try registry.register(ServiceC.Type.self, owner: "C") { ServiceC.self }
        let selfCycle = await outcome { _ = try await registry.lookup(ServiceA.Type.self) }
        #expect(selfCycle.error as? ServiceError == .cycle(chain: ["ServiceA.Type", "ServiceA.Type"]))
        // Still usable: other services, and the same cycle again.
        #expect(try await registry.lookup(ServiceC.Type.self) == ServiceC.self)
        await #expect(throws: ServiceError.self) { try await registry.lookup(ServiceA.Type.self) }
        #expect(registry.registrations().map(\.isCreated) == [false, true])
    }

    @Test func twoProvidersThatNeedEachOtherThrowTheWholeChain() async throws {
        let registry = ServiceRegistry()
        try registry.register(ServiceA.Type.self, owner: "A") {
            _ = try await registry.lookup(ServiceB.Type.self)
            return ServiceA.self
        }
        try registry.register(ServiceB.Type.self, owner: "B") {
            _ = try await registry.lookup(ServiceA.Type.self)
            return ServiceB.self
        }
        let fromA = await outcome { _ = try await registry.lookup(ServiceA.Type.self) }
        #expect(fromA.error as? ServiceError == .cycle(chain: ["ServiceA.Type", "ServiceB.Type", "ServiceA.Type"]))
        let fromB = await outcome { _ = try await registry.lookup(ServiceB.Type.self) }
        #expect(fromB.error as? ServiceError == .cycle(chain: ["ServiceB.Type", "ServiceA.Type", "ServiceB.Type"]))
        #expect(
            ServiceError.cycle(chain: ["A", "B", "A"]).description
                == "services need each other in a cycle: A → B → A; make one of them look the other up later, "
                + "when it is used")
    }

    @Test func aCycleThroughARouteHandlerThrowsTheChain() async throws {
        let hub = try await Hub.test("A") { registrar in
            let hub = registrar.hub
            registrar.route(Lookup.self) { _, _ in
                _ = try await hub.service(ServiceA.Type.self)
                return .echo("found")
            }
            registrar.service(ServiceA.Type.self) {
                _ = try await hub.open(Lookup())
                return ServiceA.self
            }
        }
        let result = await outcome { _ = try await hub.service(ServiceA.Type.self) }
        #expect(result.error as? ServiceError == .cycle(chain: ["ServiceA.Type", "ServiceA.Type"]))
        await #expect(throws: RouteError.self, "the route itself fails, and says so") { try await hub.open(Lookup()) }
    }

    @Test func aCycleThroughAnEventSubscriberThrowsTheChainThoughTheBusSwallowsIt() async throws {
        let hub = try await Hub.test([
            TestModule("B") { registrar in
                let hub = registrar.hub
                registrar.service(ServiceB.Type.self) {
                    _ = await hub.post(Refresh())
                    return ServiceB.self
                }
            },
            TestModule("A") { registrar in
                let hub = registrar.hub
                registrar.service(ServiceA.Type.self) {
                    _ = try await hub.service(ServiceB.Type.self)
                    return ServiceA.self
                }
            },
        ])
        hub.subscribe(Refresh.self, owner: "B") { _ in _ = try await hub.service(ServiceA.Type.self) }
        let result = await outcome { _ = try await hub.service(ServiceA.Type.self) }
        #expect(result.error as? ServiceError == .cycle(chain: ["ServiceA.Type", "ServiceB.Type", "ServiceA.Type"]))
    }

    @Test func aCycleAcrossTwoThreadsThrowsOnBothInsteadOfDeadlocking() async throws {
        let registry = ServiceRegistry()
        let rendezvous = Rendezvous()
        try registry.register(ServiceA.Type.self, owner: "A") {
            await rendezvous.meet("A")
            _ = try await registry.lookup(ServiceB.Type.self)
            return ServiceA.self
        }
        try registry.register(ServiceB.Type.self, owner: "B") {
            await rendezvous.meet("B")
            _ = try await registry.lookup(ServiceA.Type.self)
            return ServiceB.self
        }
        let errors = LockedBox<[ServiceError]>([])
        #expect(
            await allReturn([
                {
                    do throws(ServiceError) { _ = try await registry.lookup(ServiceA.Type.self) } catch {
                        errors.withLock { $0.append(error) }
                    }
                },
                {
                    do throws(ServiceError) { _ = try await registry.lookup(ServiceB.Type.self) } catch {
                        errors.withLock { $0.append(error) }
                    }
                },
            ]))
        let chains = errors.withLock { $0 }.map { error -> [String] in
            if case .cycle(let chain) = error { chain } else { [] }
        }
        #expect(chains.count == 2)
        for chain in chains {
            #expect(chain.count == 3 && chain.first == chain.last && Set(chain) == ["ServiceA.Type", "ServiceB.Type"])
        }
        #expect(registry.registrations().allSatisfy { !$0.isCreated })
    }

    @Test func aCycleAcrossThreeThreadsThrowsTheWholeChainOnEach() async throws {
        let registry = ServiceRegistry()
        let rendezvous = Rendezvous(parties: 3)
        let needs: [(name: String, make: @Sendable () async throws -> Void)] = [
            ("A", { _ = try await registry.lookup(ServiceB.Type.self) }),
            ("B", { _ = try await registry.lookup(ServiceC.Type.self) }),
            ("C", { _ = try await registry.lookup(ServiceA.Type.self) }),
        ]
        try registry.register(ServiceA.Type.self, owner: "A") {
            await rendezvous.meet("A")
            try await needs[0].make()
            return ServiceA.self
        }
        try registry.register(ServiceB.Type.self, owner: "B") {
            await rendezvous.meet("B")
            try await needs[1].make()
            return ServiceB.self
        }
        try registry.register(ServiceC.Type.self, owner: "C") {
            await rendezvous.meet("C")
            try await needs[2].make()
            return ServiceC.self
        }
        let errors = LockedBox<[String: ServiceError]>([:])
        func look<S: Sendable>(_ type: S.Type, _ name: String) -> @Sendable () async -> Void {
            {
                do throws(ServiceError) { _ = try await registry.lookup(type) } catch {
                    errors.withLock { $0[name] = error }
                }
            }
        }
        #expect(
            await allReturn([
                look(ServiceA.Type.self, "A"), look(ServiceB.Type.self, "B"), look(ServiceC.Type.self, "C"),
            ]))
        let (a, b, c) = ("ServiceA.Type", "ServiceB.Type", "ServiceC.Type")
        #expect(
            errors.withLock { $0 } == [
                "A": .cycle(chain: [a, b, c, a]), "B": .cycle(chain: [b, c, a, b]), "C": .cycle(chain: [c, a, b, c]),
            ])
        #expect(registry.registrations().allSatisfy { !$0.isCreated })
    }

    @Test func aFailingProviderThrowsAndIsTriedAgainLater() async throws {
        struct NotYet: Error {}
        let registry = ServiceRegistry()
        let attempts = LockedBox(0)
        try registry.register(ServiceA.Type.self, owner: "A") {
            guard
                attempts.withLock({
                    $0 += 1; return $0
                }) > 1
            else { throw NotYet() }
            return ServiceA.self
        }
        await #expect(throws: ServiceError.creationFailed(service: "ServiceA.Type", reason: "NotYet()")) {
            try await registry.lookup(ServiceA.Type.self)
        }
        #expect(try await registry.lookup(ServiceA.Type.self) == ServiceA.self)
    }

    @Test func creatingAServiceHoldsNoLockOtherLookupsNeed() async throws {
        let registry = ServiceRegistry()
        let inside = Gate()
        let release = Gate()
        try registry.register(ServiceA.Type.self, owner: "A") {
            inside.open()
            await release.wait()
            return ServiceA.self
        }
        try registry.register(ServiceB.Type.self, owner: "B") { ServiceB.self }
        Task { _ = try? await registry.lookup(ServiceA.Type.self) }
        await inside.wait()
        // While A is being made, B, introspection and registration all answer.
        let others = await outcome {
            _ = try await registry.lookup(ServiceB.Type.self)
            _ = registry.registrations()
            try registry.register(ServiceC.Type.self, owner: "C") { ServiceC.self }
        }
        #expect(!others.isHung && others.error == nil)
        release.open()
        let created = await outcome { _ = try await registry.lookup(ServiceA.Type.self) }
        #expect(!created.isHung && created.error == nil)
    }
}
