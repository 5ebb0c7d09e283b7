import Synchronization

/// Replacements of services and modules for one task, without touching any module's code: how
/// tests and the shell put stand-ins in place of what is absent or real.
///
/// `run(_:)` makes them current for the calling task and its child tasks until it returns, so
/// parallel tests see only their own (`Task.detached` inherits none):
/// - **a service**: a lookup answers the replacement, made once per hub per `run`; it counts as a
///   provider in the wiring check of a hub built inside;
/// - **a module**: a hub built inside registers the replacement in place of the module of its name
///   (one no module is named like is not added);
/// - **a route guard**: a request made inside is decided by the replacement, which a hub built
///   inside counts as the requirement's guard.
///
/// A hub built inside keeps its overrides for life; a lookup reads the task's first, then the
/// hub's, then the registry. Nested `run`s add to the outer ones: the inner replacement wins, and
/// an outer one keeps its instance. See <doc:Guarantees>.
///
/// Used by the shell's stand-ins and by tests, which replace services, modules or guards.
public struct Overrides: Sendable {
    /// One replaced service: its key, who provides it for introspection, how it goes into the
    /// registry that holds its instance for one hub, and those registries: new for the `run` that
    /// adds it, kept by the `run`s nested in that one (so an inner `run` never makes an outer
    /// replacement again).
    struct Service: Sendable {
        let key: ServiceKey
        let owner: String
        let install: @Sendable (ServiceRegistry, Hub) -> Void
        var instances = Instances()
    }

    /// The overrides current in this task, if any. Read through a counter first: a lookup in
    /// a process where no task holds overrides (the app) skips the task-local read, which
    /// tripled a lookup through the hub (838 instructions against 293).
    static var current: Overrides? {
        mayBeCurrent ? held?.overrides : nil
    }

    /// Whether any task or hub may hold overrides (one cheap load, no task-local read).
    static var mayBeCurrent: Bool {
        live.load(ordering: .relaxed) != 0
    }

    @TaskLocal private static var held: Held?
    /// How many `Held` values exist: a task, or a hub was built under overrides, can see them
    /// only while one does.
    private static let live = Atomic<Int>(0)

    /// The overrides a `run` makes current, or a hub was built under them keeps; counted in
    /// `live` for as long as any task or hub keeps them (a task started inside a `run` keeps
    /// its task-locals after the `run` returns).
    final class Held: Sendable {
        let overrides: Overrides

        init(_ overrides: Overrides) {
            self.overrides = overrides
            Overrides.live.add(1, ordering: .relaxed)
        }

        deinit {
            Overrides.live.subtract(1, ordering: .relaxed)
        }
    }

    private(set) var services: [Service] = []
    private(set) var modules: [any BusinessModule] = []
    /// The replaced guards, one per requirement.
    private(set) var guards = GuardTable()

    /// No overrides.
    public init() {}

    /// Replaces the service looked up as `type` with what `make` (async, or synchronous) makes
    /// for the hub it is looked up in; introspection names `owner` as its provider.
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

    /// Replaces the module named like `module` in the list of a hub built inside `run`.
    public mutating func module(_ module: any BusinessModule) {
        modules.removeAll { $0.name == module.name }
        modules.append(module)
    }

    /// Replaces the guard of `requirement` with `decide`, which answers each request of a
    /// route that declares it with the hub the route is opened in; introspection and errors
    /// name `owner` as the guard's.
    public mutating func `guard`(
        _ requirement: RouteRequirement, owner: String = "override",
        decide: @escaping @Sendable (_ route: any Route, _ hub: Hub) async throws -> RouteRequirement.Decision
    ) {
        guards.replace(with: RouteGuard(requirement: requirement, owner: owner, decide: decide))
    }

    /// Whether nothing is overridden.
    public var isEmpty: Bool { services.isEmpty && modules.isEmpty && guards.guards.isEmpty }

    /// Runs `body` with these overrides added to the task's current ones.
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        try Self.$held.withValue(Held(adding(to: Self.current)), operation: body)
    }

    /// Runs `body` with these overrides added to the task's current ones, on the caller's
    /// executor (`isolation`: a task-local's operation would otherwise leave it).
    public func run<T>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
    ) async rethrows -> T {
        try await Self.$held.withValue(Held(adding(to: Self.current))) {
            _ = isolation
            return try await body()
        }
    }

    /// Runs `body` with exactly these overrides current, in place of the task's, sharing their
    /// instances: how a set-up a hub begins later, from another task, runs under the overrides
    /// the hub was built under. On the caller's executor, as `run`.
    func runInPlace<T>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
    ) async rethrows -> T {
        try await Self.$held.withValue(Held(self)) {
            _ = isolation
            return try await body()
        }
    }

    /// These overrides on top of `outer`: their own services with instances new to this `run`,
    /// the outer ones with the instances they have.
    private func adding(to outer: Overrides?) -> Overrides {
        var merged = outer ?? Overrides()
        for var service in services {
            service.instances = Instances()
            merged.services.removeAll { $0.key == service.key }
            merged.services.append(service)
        }
        for module in modules {
            merged.modules.removeAll { $0.name == module.name }
            merged.modules.append(module)
        }
        for routeGuard in guards.guards { merged.guards.replace(with: routeGuard) }
        return merged
    }

    /// The replacement of the module named `name`, if any.
    func module(named name: String) -> (any BusinessModule)? {
        modules.first { $0.name == name }
    }

    /// The replacement of `Service` for `hub`, or `nil` when it is not overridden.
    func lookup<Service: Sendable>(_ type: Service.Type, in hub: Hub) async throws(ServiceError) -> Service? {
        let id = ObjectIdentifier(Service.self)
        guard let service = services.first(where: { $0.key.id == id }) else { return nil }
        return try await service.instances.registry(for: hub, service).lookup(type)
    }

    /// Whether the replacement of `key` has been made for `hub`.
    func isCreated(_ key: ServiceKey, in hub: Hub) -> Bool {
        guard let service = services.first(where: { $0.key == key }) else { return false }
        return service.instances.registry(for: hub, service).registrations().contains { $0.isCreated }
    }

    /// The registries of one replaced service's instance, by hub.
    final class Instances: Sendable {
        private struct Entry: Sendable {
            weak var hub: Hub?
            let registry: ServiceRegistry
        }

        private let entries = LockedBox([Entry]())

        /// The registry of `service`'s replacement for `hub`, made on first use.
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
