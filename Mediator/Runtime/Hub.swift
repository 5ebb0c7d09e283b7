/// The mediator through which modules talk without depending on each other: routes, services,
/// events, lifecycle and introspection. Built once (``build(_:router:errorSentence:)``), then frozen.
///
/// Used by the app and the shell, which build one, and by modules, which open routes, look services up and post events.
public final class Hub: Sendable {
    /// Words a route error for a person in the user's language; by default its `description`.
    public let errorSentence: @Sendable (RouteError) -> String
    /// The routes, published once the hub is built.
    let router: Router
    let services = ServiceRegistry()
    let events = EventBus()
    let setUps = ModuleSetUps()
    /// The modules in set-up order, published once registered.
    let started = PublishedOnce<[any BusinessModule]>()

    /// The overrides the hub was built under, held for its life (so `Overrides.mayBeCurrent` counts them).
    let ownOverrides = PublishedOnce<Overrides.Held>()

    private init(router: RouterConfiguration, errorSentence: @escaping @Sendable (RouteError) -> String) {
        self.router = Router(configuration: router)
        self.errorSentence = errorSentence
    }

    // MARK: Building

    /// Builds a hub of `modules`: registers them, checks the wiring, freezes the tables and sets the
    /// modules up, each awaited before the next (deferred ones when first needed). Every wiring problem
    /// is thrown at once in a ``WiringError``; a failed build is thrown away. See <doc:Guarantees>.
    public static func build(
        _ modules: [any BusinessModule], router: RouterConfiguration,
        errorSentence: @escaping @Sendable (RouteError) -> String = { $0.description }
    ) async throws(WiringError) -> Hub {
        let overrides = Overrides.current
        var names: Set<String> = []
        var duplicates: [WiringError.Problem] = []
        for module in modules where !names.insert(module.name).inserted {
            duplicates.append(.duplicateModule(name: module.name))
        }
        guard duplicates.isEmpty else { throw WiringError(problems: duplicates) }
        let hub = Hub(router: router, errorSentence: errorSentence)
        do {
            try await hub.setUp(modules, overrides: overrides)
        } catch {
            await hub.setUps.abandon()
            throw error
        }
        return hub
    }

    private func setUp(_ modules: [any BusinessModule], overrides: Overrides?) async throws(WiringError) {
        var registrations: [(owner: String, registered: [ModuleRegistrar.Registration])] = []
        var provides: [[ServiceKey]] = []
        for module in modules {
            var registrar = ModuleRegistrar(hub: self, owner: module.name)
            module.register(in: &registrar)
            registrations.append((module.name, registrar.registered))
            provides.append(registrar.provided)
        }
        var table = RouteTable()
        var problems = table.add(registrations)
        registrations = []
        let graph = ModuleGraph(
            modules: modules, provides: provides, externalProviders: overrides?.services.map(\.key.id) ?? [])
        problems += graph.missingProviders()
        problems += graph.cycles()
        // The overrides' guards stand in for (or replace) the modules' own, for the hub's life.
        if let overrides { table.replaceGuards(with: overrides.guards.guards) }
        problems += table.unguardedRequirements()
        guard problems.isEmpty else { throw WiringError(problems: problems) }
        if let overrides, !overrides.services.isEmpty { ownOverrides.publish(Overrides.Held(overrides)) }
        let order = graph.setUpOrder()
        let providers = graph.dependencies()
        started.publish(order.map { modules[$0] })
        setUps.file(
            order.map { index in
                let module = modules[index]
                // Weak: a hub whose deferred set-up never began is not kept alive by it.
                let setUp: ModuleSetUps.SetUp = { [weak self] in if let self { try await module.setUp(hub: self) } }
                return (module.name, providers[index].map { modules[$0].name }, module.defersSetUp ? setUp : nil)
            }, overrides: overrides)
        // Registration is over, and the set-ups are filed: a request from now on waits for its module's.
        router.freeze(table)
        for index in order where !modules[index].defersSetUp {
            let module = modules[index]
            do {
                try await setUps.run(module.name) { try await module.setUp(hub: self) }
            } catch {
                throw WiringError(
                    problems: [.setUpFailed(module: module.name, reason: String(describing: error))],
                    setUpError: error)
            }
            setUps.end(module.name, .ready)
        }
    }

    /// Begins every deferred set-up not begun yet, without waiting: for a session's front end.
    public func beginSetUps() {
        setUps.beginAll()
    }

    /// Begins every deferred set-up not begun yet and returns once all have ended, ready or failed.
    public func setUpFinished() async {
        await setUps.finished()
    }

    // MARK: Services and events

    /// Looks up a service by its contract type: the task's override, else the hub's, else the
    /// registered provider's, made on first lookup. Throws ``ServiceError``. See <doc:Guarantees>.
    @inlinable
    nonisolated(nonsending) public func service<Service: Sendable>(
        _ type: Service.Type
    ) async throws(ServiceError) -> Service {
        // Inlined, so a made service costs the caller no async call, and nonsending, so it runs on
        // the caller's executor with no hop. Callgrind: a lookup cost 915 instructions as a plain
        // async call, 375 inlined, 284 inlined and nonsending.
        if let made = madeService(ObjectIdentifier(Service.self)) {
            return ServiceRegistry.instance(made, as: Service.self)
        }
        return try await lookUp(type)
    }

    /// The made instance of `id` when a lookup may answer at once (no overrides, every module set up).
    @usableFromInline
    func madeService(_ id: ObjectIdentifier) -> (any AnyObject & Sendable)? {
        // Two plain loads once no task or hub holds overrides and every module is set up.
        guard !Overrides.mayBeCurrent, setUps.areAllReady else { return nil }
        return services.made(id)
    }

    /// The lookup that may suspend: a first one, one under overrides, or one before every set-up is over.
    /// Not inlinable: an unspecialised `service(_:)` holding a `Service?` asks for the type's metadata
    /// on every call (711 instructions a lookup against 293).
    @usableFromInline
    func lookUp<Service: Sendable>(_ type: Service.Type) async throws(ServiceError) -> Service {
        if let current = Overrides.current, let service = try await current.lookup(type, in: self) { return service }
        if let own = ownOverrides.value?.overrides, let service = try await own.lookup(type, in: self) {
            return service
        }
        if !setUps.areAllReady, let owner = services.owner(of: ServiceKey(type)),
            let failure = await setUps.failure(of: owner)
        {
            guard case .failed(let module, let reason) = failure else {
                throw .cancelled(service: ServiceKey(type).name)
            }
            throw .setUpFailed(service: ServiceKey(type).name, module: module, reason: reason)
        }
        return try await services.lookup(type)
    }

    /// Calls the async `handler` for every later event of type `E` (the static type), for the hub's
    /// life; introspection names `owner`. See <doc:Guarantees>.
    public func subscribe<E: Event>(
        _ type: E.Type, owner: String, handler: @escaping @Sendable (E) async throws -> Void
    ) {
        events.subscribe(type, owner: owner, .asynchronous(handler))
    }

    /// Calls the synchronous `handler` for every later event of type `E`; `post` calls it without an
    /// async call (half the cost of awaiting it). Otherwise as the async overload.
    public func subscribe<E: Event>(
        _ type: E.Type, owner: String, handler: @escaping @Sendable (E) throws -> Void
    ) {
        events.subscribe(type, owner: owner, .synchronous(handler))
    }

    /// Tells every subscriber of `E`, in subscription order, awaiting each, and returns the ones that
    /// threw, as their owner and error, for the poster to handle. See <doc:Guarantees>.
    public func post<E: Event>(_ event: E) async -> [(subscriber: String, error: any Error)] {
        await events.post(event)
    }
}
