import Dispatch
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

/// Makes `parties` callers (two unless told) wait for each other once.
private final class Rendezvous: Sendable {
    private let arrived = DispatchGroup()
    private let left = LockedBox<Set<String>>([])

    init(parties: Int = 2) {
        for _ in 0..<parties { arrived.enter() }
    }

    /// The first call per name leaves the group; every call waits until all have.
    func meet(_ name: String) {
        if left.withLock({ $0.insert(name).inserted }) { arrived.leave() }
        arrived.wait()
    }
}

@Suite("Services: a lookup returns the type asked for, and cycles throw instead of deadlocking")
struct ServiceSoundnessTests {
    @Test func aMetatypeHeldAsItsSuperclassRegistersTheSuperclass() throws {
        let registry = ServiceRegistry()
        let type: Base.Type = Derived.self
        try registry.register(type, owner: "Shop") { Base() }
        #expect(throws: ServiceError.missingProvider(service: "Derived")) { try registry.lookup(Derived.self) }
        #expect(try registry.lookup(Base.self).kind == "base")
        #expect(try registry.lookup(type).kind == "base")
        #expect(registry.registrations().map(\.key.name) == ["Base"])
    }

    @Test func aSubclassServiceIsNotHandedOutAsItsSuperclass() throws {
        let registry = ServiceRegistry()
        try registry.register(Derived.self, owner: "Shop") { Derived() }
        #expect(throws: ServiceError.missingProvider(service: "Base")) { try registry.lookup(Base.self) }
        #expect(try registry.lookup(Derived.self).extra == 42)
    }

    @Test func aProviderThatLooksItselfUpThrowsTheChain() throws {
        let registry = ServiceRegistry()
        try registry.register(ServiceA.Type.self, owner: "A") {
            _ = try registry.lookup(ServiceA.Type.self)
            return ServiceA.self
        }
        try registry.register(ServiceC.Type.self, owner: "C") { ServiceC.self }
        let selfCycle = outcome { _ = try registry.lookup(ServiceA.Type.self) }
        #expect(selfCycle.error as? ServiceError == .cycle(chain: ["ServiceA.Type", "ServiceA.Type"]))
        // Still usable: other services, and the same cycle again.
        #expect(try registry.lookup(ServiceC.Type.self) == ServiceC.self)
        #expect(throws: ServiceError.self) { try registry.lookup(ServiceA.Type.self) }
        #expect(registry.registrations().map(\.isCreated) == [false, true])
    }

    @Test func twoProvidersThatNeedEachOtherThrowTheWholeChain() throws {
        let registry = ServiceRegistry()
        try registry.register(ServiceA.Type.self, owner: "A") {
            _ = try registry.lookup(ServiceB.Type.self)
            return ServiceA.self
        }
        try registry.register(ServiceB.Type.self, owner: "B") {
            _ = try registry.lookup(ServiceA.Type.self)
            return ServiceB.self
        }
        let fromA = outcome { _ = try registry.lookup(ServiceA.Type.self) }
        #expect(fromA.error as? ServiceError == .cycle(chain: ["ServiceA.Type", "ServiceB.Type", "ServiceA.Type"]))
        let fromB = outcome { _ = try registry.lookup(ServiceB.Type.self) }
        #expect(fromB.error as? ServiceError == .cycle(chain: ["ServiceB.Type", "ServiceA.Type", "ServiceB.Type"]))
        #expect(
            ServiceError.cycle(chain: ["A", "B", "A"]).description
                == "services need each other in a cycle: A → B → A; make one of them look the other up later, "
                + "when it is used")
    }

    @Test func aCycleThroughARouteHandlerThrowsTheChain() throws {
        let hub = Hub(router: .init(scheme: "bazaar"))
        try hub.router.bind(Lookup.self, owner: "A") { _, _ in
            _ = try hub.service(ServiceA.Type.self)
            return .echo("found")
        }
        try hub.services.register(ServiceA.Type.self, owner: "A") {
            _ = try hub.open(Lookup())
            return ServiceA.self
        }
        let result = outcome { _ = try hub.service(ServiceA.Type.self) }
        #expect(result.error as? ServiceError == .cycle(chain: ["ServiceA.Type", "ServiceA.Type"]))
        #expect(throws: RouteError.self, "the route itself fails, and says so") { try hub.open(Lookup()) }
    }

    @Test func aCycleThroughAnEventSubscriberThrowsTheChainThoughTheBusSwallowsIt() throws {
        let hub = Hub(router: .init(scheme: "bazaar"))
        hub.subscribe(Refresh.self, owner: "B") { _ in _ = try hub.service(ServiceA.Type.self) }
        try hub.services.register(ServiceB.Type.self, owner: "B") {
            _ = hub.post(Refresh())
            return ServiceB.self
        }
        try hub.services.register(ServiceA.Type.self, owner: "A") {
            _ = try hub.service(ServiceB.Type.self)
            return ServiceA.self
        }
        let result = outcome { _ = try hub.service(ServiceA.Type.self) }
        #expect(result.error as? ServiceError == .cycle(chain: ["ServiceA.Type", "ServiceB.Type", "ServiceA.Type"]))
    }

    @Test func aCycleAcrossTwoThreadsThrowsOnBothInsteadOfDeadlocking() throws {
        let registry = ServiceRegistry()
        let rendezvous = Rendezvous()
        try registry.register(ServiceA.Type.self, owner: "A") {
            rendezvous.meet("A")
            _ = try registry.lookup(ServiceB.Type.self)
            return ServiceA.self
        }
        try registry.register(ServiceB.Type.self, owner: "B") {
            rendezvous.meet("B")
            _ = try registry.lookup(ServiceA.Type.self)
            return ServiceB.self
        }
        let errors = LockedBox<[ServiceError]>([])
        #expect(
            allReturn([
                {
                    do throws(ServiceError) { _ = try registry.lookup(ServiceA.Type.self) } catch {
                        errors.withLock { $0.append(error) }
                    }
                },
                {
                    do throws(ServiceError) { _ = try registry.lookup(ServiceB.Type.self) } catch {
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

    @Test func aCycleAcrossThreeThreadsThrowsTheWholeChainOnEach() throws {
        let registry = ServiceRegistry()
        let rendezvous = Rendezvous(parties: 3)
        let needs: [(name: String, make: @Sendable () throws -> Void)] = [
            ("A", { _ = try registry.lookup(ServiceB.Type.self) }),
            ("B", { _ = try registry.lookup(ServiceC.Type.self) }),
            ("C", { _ = try registry.lookup(ServiceA.Type.self) }),
        ]
        try registry.register(ServiceA.Type.self, owner: "A") {
            rendezvous.meet("A")
            try needs[0].make()
            return ServiceA.self
        }
        try registry.register(ServiceB.Type.self, owner: "B") {
            rendezvous.meet("B")
            try needs[1].make()
            return ServiceB.self
        }
        try registry.register(ServiceC.Type.self, owner: "C") {
            rendezvous.meet("C")
            try needs[2].make()
            return ServiceC.self
        }
        let errors = LockedBox<[String: ServiceError]>([:])
        func look<S: Sendable>(_ type: S.Type, _ name: String) -> @Sendable () -> Void {
            {
                do throws(ServiceError) { _ = try registry.lookup(type) } catch {
                    errors.withLock { $0[name] = error }
                }
            }
        }
        #expect(
            allReturn([look(ServiceA.Type.self, "A"), look(ServiceB.Type.self, "B"), look(ServiceC.Type.self, "C")]))
        let (a, b, c) = ("ServiceA.Type", "ServiceB.Type", "ServiceC.Type")
        #expect(
            errors.withLock { $0 } == [
                "A": .cycle(chain: [a, b, c, a]), "B": .cycle(chain: [b, c, a, b]), "C": .cycle(chain: [c, a, b, c]),
            ])
        #expect(registry.registrations().allSatisfy { !$0.isCreated })
    }

    @Test func aFailingProviderThrowsAndIsTriedAgainLater() throws {
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
        #expect(throws: ServiceError.creationFailed(service: "ServiceA.Type", reason: "NotYet()")) {
            try registry.lookup(ServiceA.Type.self)
        }
        #expect(try registry.lookup(ServiceA.Type.self) == ServiceA.self)
    }

    @Test func creatingAServiceHoldsNoLockOtherLookupsNeed() throws {
        let registry = ServiceRegistry()
        let inside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        try registry.register(ServiceA.Type.self, owner: "A") {
            inside.signal()
            release.wait()
            return ServiceA.self
        }
        try registry.register(ServiceB.Type.self, owner: "B") { ServiceB.self }
        DispatchQueue.global().async { _ = try? registry.lookup(ServiceA.Type.self) }
        inside.wait()
        // While A is being made, B, introspection and registration all answer.
        let others = outcome {
            _ = try registry.lookup(ServiceB.Type.self)
            _ = registry.registrations()
            try registry.register(ServiceC.Type.self, owner: "C") { ServiceC.self }
        }
        #expect(!others.isHung && others.error == nil)
        release.signal()
        let created = outcome { _ = try registry.lookup(ServiceA.Type.self) }
        #expect(!created.isHung && created.error == nil)
    }
}
