import Synchronization

/// Replacements of services and route guards for one task and its child tasks, so
/// parallel tests see only their own; a hub built inside keeps them for life. See <doc:Guarantees>.
///
/// Used by the shell's stand-ins and by tests.
public struct Overrides: Sendable {
    /// One replaced service: how it goes into a registry of its own for each hub, and those registries.
    struct Service: Sendable {
        let key: ServiceKey
        let owner: String
        let install: @Sendable (ServiceRegistry, Hub) -> Void
        var instances = Instances()
    }

    /// The task's overrides. Read through a counter first: a task-local read tripled a lookup through
    /// the hub where no task holds overrides (838 instructions against 293).
    static var current: Overrides? {
        mayBeCurrent ? held?.overrides : nil
    }

    static var mayBeCurrent: Bool {
        live.load(ordering: .relaxed) != 0
    }

    @TaskLocal private static var held: Held?
    /// How many `Held` values exist: a task or hub sees overrides only while one does.
    private static let live = Atomic<Int>(0)

    /// Overrides a `run` makes current or a hub keeps, counted in `live` while held.
    final class Held: Sendable {
        let overrides: Overrides

        init(_ overrides: Overrides) {
            self.overrides = overrides
            Overrides.live.add(1, ordering: .relaxed)
        }

        deinit {
            Overrides.live.subtract(1, ordering: .relaxed)
        }

        /// Runs `body` with exactly these overrides current, sharing their instances, on the caller's
        /// executor (`isolation`: a task-local's operation would otherwise leave it).
        func run<T>(
            isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
        ) async rethrows -> T {
            try await Overrides.$held.withValue(self) {
                _ = isolation
                return try await body()
            }
        }
    }

    private(set) var services: [Service] = []
    private(set) var guards = GuardTable()

    /// No overrides.
    public init() {}

    /// Replaces the service looked up as `type` with what `make` makes for the hub it is looked up in;
    /// introspection names `owner` as its provider.
    public mutating func service<Service: Sendable>(
        _ type: Service.Type, owner: String = "override", make: @escaping @Sendable (Hub) async throws -> Service
    ) {
        let key = ServiceKey(type)
        services.removeAll { $0.key == key }
        services.append(
            .init(key: key, owner: owner) { registry, hub in
                // The registry is new and holds only replacements, one per key: this cannot fail.
                try? registry.register(type, owner: owner) { [weak hub] in
                    guard let hub else { throw ServiceError.missingProvider(service: key.name) }
                    return try await make(hub)
                }
            })
    }

    /// Replaces the guard of `requirement` with `decide`; errors and introspection name `owner`.
    public mutating func `guard`(
        _ requirement: RouteRequirement, owner: String = "override",
        decide: @escaping @Sendable (_ route: any Route, _ hub: Hub) async throws -> RouteRequirement.Decision
    ) {
        guards.replace(with: RouteGuard(requirement: requirement, owner: owner, decide: decide))
    }

    /// Runs `body` with these overrides added to the task's current ones, on the caller's executor.
    public func run<T>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
    ) async rethrows -> T {
        try await Held(adding(to: Self.current)).run(isolation: isolation, body)
    }

    /// These overrides on top of `outer`: their own services with new instances, the outer ones' kept.
    private func adding(to outer: Overrides?) -> Overrides {
        var merged = outer ?? Overrides()
        for var service in services {
            service.instances = Instances()
            merged.services.removeAll { $0.key == service.key }
            merged.services.append(service)
        }
        for routeGuard in guards.guards { merged.guards.replace(with: routeGuard) }
        return merged
    }

    func lookup<Service: Sendable>(_ type: Service.Type, in hub: Hub) async throws(ServiceError) -> Service? {
        guard let service = services.first(where: { $0.key.id == ObjectIdentifier(type) }) else { return nil }
        return try await service.instances.registry(for: hub, service).lookup(type)
    }

    /// The registries of one replaced service's instance, by hub.
    final class Instances: Sendable {
        private struct Entry: Sendable {
            weak var hub: Hub?
            let registry: ServiceRegistry
        }

        private let entries = LockedBox([Entry]())

        func registry(for hub: Hub, _ service: Service) -> ServiceRegistry {
            entries.withLock { entries in
                entries.removeAll { $0.hub == nil }
                if let entry = entries.first(where: { $0.hub === hub }) { return entry.registry }
                let registry = ServiceRegistry()
                service.install(registry, hub)
                entries.append(Entry(hub: hub, registry: registry))
                return registry
            }
        }
    }
}
