import Testing

// @testable: reads and writes the hub's registry to show overrides never enter it.
@_spi(Benchmarks) @testable import MediatorRuntime

private protocol Greeter: Sendable {
    var greeting: String { get }
}

private final class FixedGreeter: Greeter {
    let greeting: String
    init(_ greeting: String) { self.greeting = greeting }
}

private struct Greet: Route {
    static let pattern = "greet"
}

/// Provides the real `Greeter` and a route that answers its greeting.
private struct GreeterModule: BusinessModule {
    var name = "Greeter"
    var greeting = "real"

    func register(in registrar: inout ModuleRegistrar) {
        let greeting = greeting
        registrar.service((any Greeter).self) { FixedGreeter(greeting) }
        let hub = registrar.hub
        registrar.route(Greet.self) { _, _ in .echo(try await hub.service((any Greeter).self).greeting) }
    }
}

/// Consumes `Greeter` and provides nothing.
private struct ListenerModule: BusinessModule {
    let name = "Listener"
    let consumes = [ServiceKey((any Greeter).self)]
    func register(in registrar: inout ModuleRegistrar) {}
}

/// The one way this file makes a hub.
private func startedHub(_ modules: [any BusinessModule]) async throws -> Hub {
    try await Hub.test(modules, router: RouterConfiguration(scheme: "test"))
}

private func overriding(_ greeting: String, owner: String = "override") async -> Overrides {
    var overrides = Overrides()
    overrides.service((any Greeter).self, owner: owner) { _ in FixedGreeter(greeting) }
    return overrides
}

@Suite("Overrides: a service or module replaced for one task")
struct OverrideTests {
    /// Swift Testing runs these arguments in parallel: each overrides the same service of the
    /// same hub differently and sees only its own, in child tasks too.
    static let shared = Task { try await startedHub([GreeterModule()]) }

    @Test(arguments: 0..<16)
    func parallelTasksEachSeeTheirOwnReplacement(index: Int) async throws {
        let hub = try await Self.shared.value
        let mine = "greeting \(index)"
        try await overriding(mine).run { () async throws in
            await Task.yield()
            #expect(try await hub.service((any Greeter).self).greeting == mine)
            async let child = hub.service((any Greeter).self).greeting
            #expect(try await child == mine)
            #expect(try await hub.open(Greet()).echoed as? String == mine, "a handler's lookup sees it too")
        }
        #expect(try await hub.service((any Greeter).self).greeting == "real")
    }

    @Test func anOverrideEndsWithItsRunAndDoesNotReachADetachedTask() async throws {
        let hub = try await startedHub([GreeterModule()])
        try await overriding("stand-in").run { () async throws in
            #expect(try await hub.service((any Greeter).self).greeting == "stand-in")
            let detached = Task.detached { try await hub.service((any Greeter).self).greeting }
            #expect(try await detached.value == "real", "task-locals do not flow into a detached task")
        }
        #expect(try await hub.service((any Greeter).self).greeting == "real")
    }

    @Test func theInnerOfNestedRunsWinsAndTheOuterComesBack() async throws {
        let hub = try await startedHub([GreeterModule()])
        try await overriding("outer").run { () async throws in
            try await overriding("inner").run { () async throws in
                #expect(try await hub.service((any Greeter).self).greeting == "inner")
            }
            #expect(try await hub.service((any Greeter).self).greeting == "outer")
        }
    }

    @Test func aReplacementIsMadeOncePerHubPerRun() async throws {
        let made = LockedBox(0)
        var overrides = Overrides()
        overrides.service((any Greeter).self) { _ in
            made.withLock { $0 += 1 }
            return FixedGreeter("counted")
        }
        let (first, second) = await (try startedHub([GreeterModule()]), try startedHub([GreeterModule()]))
        try await overrides.run { () async throws in
            for _ in 0..<3 {
                _ = try await first.service((any Greeter).self)
                _ = try await second.service((any Greeter).self)
            }
        }
        #expect(made.withLock { $0 } == 2)
        try await overrides.run { _ = try await first.service((any Greeter).self) }
        #expect(made.withLock { $0 } == 3, "a new run makes its own")
    }

    @Test func anOverriddenServiceCountsAsAProviderAndTheHubKeepsIt() async throws {
        await #expect(throws: WiringError(problems: [.missingProvider(consumer: "Listener", service: "Greeter")])) {
            _ = try await startedHub([ListenerModule()])
        }
        let hub = try await overriding("stand-in", owner: "stand-in").run { try await startedHub([ListenerModule()]) }
        #expect(try await hub.service((any Greeter).self).greeting == "stand-in", "kept after the run")
        #expect(
            hub.serviceInfo() == [
                ServiceInfo(service: "Greeter", provider: "stand-in", consumers: ["Listener"], isCreated: true)
            ])
        #expect(hub.services.registrations().isEmpty)
    }

    /// A made service is answered without suspending (the lookup inlined into the caller); that
    /// answer never shadows an override: the task's, then the one the hub started under.
    @Test func aMadeServiceNeverShadowsAnOverride() async throws {
        let hub = try await startedHub([GreeterModule()])
        let id = ObjectIdentifier((any Greeter).self)
        #expect(hub.services.made(id) == nil, "made on the first lookup, not before")
        let real = try await hub.service((any Greeter).self)
        #expect(hub.services.made(id) != nil)
        #expect(try await hub.service((any Greeter).self) as AnyObject === real as AnyObject, "the made one")
        try await overriding("stand-in").run { () async throws in
            #expect(try await hub.service((any Greeter).self).greeting == "stand-in")
        }
        #expect(try await hub.service((any Greeter).self) as AnyObject === real as AnyObject)

        let kept = try await overriding("kept").run { try await startedHub([GreeterModule()]) }
        #expect(try await kept.services.lookup((any Greeter).self).greeting == "real", "made in its registry")
        #expect(try await kept.service((any Greeter).self).greeting == "kept", "the hub's own override wins")
    }
}
