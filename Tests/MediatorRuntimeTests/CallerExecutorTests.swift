import MediatorRuntime
import Testing

private struct Whereabouts: Route {
    static let pattern = "whereabouts"
}

private protocol Probe: Sendable {}

private final class MadeProbe: Probe {}

private struct Ping: Event {}

/// The actor each step of a request ran on, in the order the steps ran.
private final class Sightings: Sendable {
    private let seen = LockedBox<[(step: String, actor: (any Actor)?)]>([])

    /// Notes that `step` runs now, on `actor` (the caller's isolation by default).
    func record(_ step: String, on actor: isolated (any Actor)? = #isolation) {
        seen.withLock { $0.append((step, actor)) }
    }

    /// The steps, in order, each with whether it ran on `expected`.
    func steps(on expected: (any Actor)?) -> [String] {
        seen.withLock { seen in
            seen.map { "\($0.step): \($0.actor === expected ? "caller's" : "another")" }
        }
    }
}

/// A module whose set-up, handler (before and after it waits), service provider and subscriber
/// each note where they run.
private struct WhereaboutsModule: BusinessModule {
    let name = "Whereabouts"
    let sightings: Sightings

    func register(in registrar: inout ModuleRegistrar) {
        let sightings = sightings
        registrar.route(Whereabouts.self) { _, _ in
            sightings.record("handler")
            await Task.yield()
            sightings.record("handler, after waiting")
            return .echo("here")
        }
        registrar.service((any Probe).self) {
            sightings.record("service provider")
            return MadeProbe()
        }
    }

    func setUp(hub: Hub) async throws {
        sightings.record("set-up")
        let sightings = sightings
        hub.subscribe(Ping.self, owner: name) { _ in
            await Task.yield()
            sightings.record("subscriber")
        }
    }
}

/// Builds a hub of `WhereaboutsModule`, opens its route from both entries, looks its service
/// up and posts `Ping`: on the caller's executor, as any nonisolated async function here.
private func exercise(_ sightings: Sightings) async throws {
    let hub = try await Hub.test([WhereaboutsModule(sightings: sightings)])
    _ = try await hub.open(url: "bazaar://whereabouts")
    _ = try await hub.open(Whereabouts())
    _ = try await hub.service((any Probe).self)
    _ = await hub.post(Ping())
}

/// A caller with an executor of its own: the runtime's work should run there.
private actor Caller {
    func run(_ sightings: Sightings, underOverrides: Bool) async throws {
        if underOverrides {
            // A task-local's operation would leave the caller's executor: `run` keeps it.
            try await Overrides().run { try await exercise(sightings) }
        } else {
            try await exercise(sightings)
        }
    }
}

@Suite("Where the runtime's work runs: on its caller's executor")
struct CallerExecutorTests {
    private let steps = [
        "set-up", "handler", "handler, after waiting", "handler", "handler, after waiting", "service provider",
        "subscriber",
    ]

    @Test(arguments: [false, true])
    func setUpHandlersProvidersAndSubscribersRunOnTheCallersActorEvenAfterWaiting(underOverrides: Bool) async throws {
        let sightings = Sightings()
        let caller = Caller()
        try await caller.run(sightings, underOverrides: underOverrides)
        #expect(sightings.steps(on: caller) == steps.map { "\($0): caller's" })
    }

    @Test func fromANonisolatedCallerTheyRunNonisolated() async throws {
        let sightings = Sightings()
        try await exercise(sightings)
        #expect(sightings.steps(on: nil) == steps.map { "\($0): caller's" })
    }
}
