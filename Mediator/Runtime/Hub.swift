/// The mediator through which modules talk without depending on each other: routes (remote
/// and native entries), services, events, module lifecycle, and introspection of all four.
///
/// A hub knows nothing of any particular app. The app lists its modules and builds a hub of
/// them (`build(_:router:errorSentence:)`): built, then frozen, its routes, services and guards
/// are fixed from then on. Every method is safe from many tasks and threads at once.
///
/// Used by the app and the shell, which build one; by modules, which open routes, look services up and post events through it.
public final class Hub: Sendable {
    struct StartedModule: Sendable {
        let module: any BusinessModule
        let provides: [ServiceKey]
    }

    /// Words a route error for a person: the front end's sentence, in the user's language,
    /// the one wording of that error wherever it is shown (its own error lines, a module's
    /// page that shows why a link did not open). By default the error's `description`.
    public let errorSentence: @Sendable (RouteError) -> String
    /// The routes; registered only through `ModuleRegistrar`, opened through `open`.
    let router: Router
    /// The services; registered only through `ModuleRegistrar` (or `Overrides`), looked up
    /// through `service(_:)`.
    let services = ServiceRegistry()
    /// The events; reached through `subscribe` and `post`.
    let events = EventBus()
    /// The modules' set-ups: their state, and the requests waiting for one.
    let setUps = ModuleSetUps()
    /// The modules in set-up order, published once the build has registered them.
    let started = PublishedOnce<StartedModules>()

    final class StartedModules: Sendable {
        let modules: [StartedModule]
        init(_ modules: [StartedModule]) { self.modules = modules }
    }

    /// The overrides the hub was built under, kept for its life; published once, read without
    /// a lock. Held as a task's are, so `Overrides.mayBeCurrent` counts them while the hub
    /// lives: a lookup in a hub built without overrides checks that one counter only.
    let ownOverrides = PublishedOnce<Overrides.Held>()

    private init(router: RouterConfiguration, errorSentence: @escaping @Sendable (RouteError) -> String) {
        self.router = Router(configuration: router)
        self.errorSentence = errorSentence
    }

    // MARK: Building

    /// Builds a hub of `modules`: registers them, checks the wiring, freezes the tables and sets
    /// the modules up. The hub's router answers as `router` says (its scheme, reserved names and
    /// URL limits), and `errorSentence` words its route errors for people.
    ///
    /// Duplicate module names are refused before any module registers. Every other problem is
    /// reported at once in the thrown `WiringError`, before any module is set up: invalid or
    /// duplicate routes, services and guards (naming both owners), consumed services nobody
    /// provides, requirements nobody guards, dependency cycles. Built inside `Overrides.run`, the
    /// hub counts the overrides' services and guards and keeps them for its life.
    ///
    /// Each module's `setUp` is awaited before the next one's; one that throws fails the build
    /// (`setUpFailed`, with what it threw as `setUpError`). A module that defers its set-up
    /// (``BusinessModule/defersSetUp``) is set up when first needed, at most once, in a task of its
    /// own; a request that would close a cycle of set-ups fails at once naming the chain (from a
    /// `Task.detached`, which inherits nothing of its set-up, it waits until cancelled). A failed
    /// build is thrown away: it cancels the deferred set-ups begun and waits for them.
    /// See <doc:Guarantees>.
    public static func build(
        _ modules: [any BusinessModule], router: RouterConfiguration,
        errorSentence: @escaping @Sendable (RouteError) -> String = { $0.description }
    ) async throws(WiringError) -> Hub {
        let overrides = Overrides.current
        let modules = modules.map { overrides?.module(named: $0.name) ?? $0 }
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
        var problems: [WiringError.Problem] = []
        var nodes: [ModuleGraph.Node] = []
        for module in modules {
            var registrar = ModuleRegistrar(hub: self, owner: module.name)
            module.register(in: &registrar)
            problems += registrar.problems
            nodes.append(
                .init(
                    name: module.name, priority: module.priority, provides: registrar.provided,
                    consumes: module.consumes))
        }
        let graph = ModuleGraph(nodes: nodes, externalProviders: overrides?.services.map(\.key.id) ?? [])
        problems += graph.missingProviders()
        problems += graph.cycles()
        // The overrides' guards stand in for (or replace) the modules' own, for the hub's life.
        if let overrides { router.replaceGuards(with: overrides.guards.guards) }
        problems += router.unguardedRequirements(of: modules.map(\.name))
        guard problems.isEmpty else { throw WiringError(problems: problems) }
        // Registration is over: set-up and everything after it reads the frozen table.
        router.freeze()
        if let overrides, !overrides.services.isEmpty { ownOverrides.publish(Overrides.Held(overrides)) }

        let order = graph.setUpOrder()
        let providers = graph.dependencies()
        started.publish(
            StartedModules(order.map { StartedModule(module: modules[$0], provides: nodes[$0].provides) }))
        var filed: [(name: String, providers: [String], deferredSetUp: ModuleSetUps.SetUp?)] = []
        for index in order {
            let module = modules[index]
            var deferredSetUp: ModuleSetUps.SetUp?
            if module.defersSetUp {
                // Weak: a hub whose deferred set-up never began is not kept alive by it.
                deferredSetUp = { [weak self] in if let self { try await module.setUp(hub: self) } }
            }
            filed.append((module.name, providers[index].map { modules[$0].name }, deferredSetUp))
        }
        setUps.file(filed, overrides: overrides)
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

    /// Begins every deferred set-up that has not begun, without waiting for any: for a front
    /// end that has drawn its first page and expects more requests (a session), so that they
    /// rarely wait. Each set-up still begins once, whatever else begins it.
    public func beginSetUps() {
        setUps.beginAll()
    }

    /// Begins every deferred set-up that has not begun and returns once every one has ended,
    /// ready or failed (at once when none is deferred): for tests and front ends that must see
    /// the modules' final state (`moduleInfo()`), as `bazaar modules` does.
    public func setUpFinished() async {
        await setUps.finished()
    }

    // MARK: Services and events

    /// Looks up a service by its contract type: the task's current override of it if any (see
    /// `Overrides`), else the override the hub was built under, else the registered provider's.
    /// The first lookup awaits the service's creation (concurrent first lookups share one);
    /// once it is made, a lookup answers without suspending or any async call. A registered
    /// provider whose deferred set-up has not ended is waited for (its set-up begun if it has
    /// not); one whose deferred set-up failed throws `ServiceError.setUpFailed` naming the
    /// module and the reason. A lookup whose task is cancelled while it would wait, for that
    /// set-up or for another task's creation of the service, throws `ServiceError.cancelled`
    /// at once; the set-up or creation goes on.
    @inlinable
    nonisolated(nonsending) public func service<Service: Sendable>(
        _ type: Service.Type
    ) async throws(ServiceError) -> Service {
        // Inlined into the caller, so a made service costs it no async call (only a first lookup,
        // or one under overrides, calls the async part), and nonsending, so it runs on the
        // caller's executor with no hop. Callgrind: a lookup cost 915 instructions as a plain
        // async call, 375 inlined, 284 inlined and nonsending.
        if let made = madeService(ObjectIdentifier(Service.self)) {
            return ServiceRegistry.instance(made, as: Service.self)
        }
        return try await lookUp(type)
    }

    /// The made instance of the service whose type is `id`, when a lookup may answer it at once
    /// (no task or hub holds overrides, and every module is set up); nil otherwise. Synchronous
    /// and not generic: the one call a made service's lookup makes.
    @usableFromInline
    func madeService(_ id: ObjectIdentifier) -> (any AnyObject & Sendable)? {
        // Two loads of plain words when no task or hub holds overrides and every module is set up
        // (the app once its deferred set-ups are over).
        guard !Overrides.mayBeCurrent, setUps.areAllReady else { return nil }
        return services.made(id)
    }

    /// The lookup that may suspend: the first one (it creates the service), one under overrides,
    /// or one while a module's set-up is not over.
    @usableFromInline
    func lookUp<Service: Sendable>(_ type: Service.Type) async throws(ServiceError) -> Service {
        guard Overrides.mayBeCurrent || !setUps.areAllReady else { return try await services.lookup(type) }
        return try await service(type, current: Overrides.current, own: ownOverrides.value?.overrides)
    }

    /// The lookup when overrides are in effect or a module's set-up is not over (waited for
    /// before the registered provider answers). Apart from `service(_:)`, and not inlined: an
    /// unspecialised `service(_:)` holding a `Service?` asks for that type's metadata on every
    /// call (a lookup through the hub cost 711 instructions so, against 293 before overrides).
    @inline(never)
    private func service<Service: Sendable>(
        _ type: Service.Type, current: Overrides?, own: Overrides?
    ) async throws(ServiceError) -> Service {
        if let current, let service = try await current.lookup(type, in: self) { return service }
        if let own, let service = try await own.lookup(type, in: self) { return service }
        if !setUps.areAllReady, let owner = services.owner(of: ServiceKey(type)),
            let failure = await setUps.failure(of: owner)
        {
            switch failure {
            case .setUpFailed(let module, let reason):
                throw .setUpFailed(service: ServiceKey(type).name, module: module, reason: reason)
            case .cancelled: throw .cancelled(service: ServiceKey(type).name)
            }
        }
        return try await services.lookup(type)
    }

    /// Calls `handler` for every later event of type `E`, for the hub's life; introspection
    /// names `owner` as the subscriber.
    ///
    /// The handler may suspend: `post` awaits it (see `post(_:)`); a synchronous handler picks
    /// the overload below. The subscription
    /// is filed under the static type `E`, not the metatype value passed in: a metatype held as
    /// its superclass (`let t: Base.Type = Derived.self`) subscribes to `Base`, as `post` of a
    /// `Base` value delivers it. A module may subscribe after start (a subscription is not part of
    /// the frozen tables); nothing in the app ends one, so a subscription lasts as long as the hub.
    public func subscribe<E: Event>(
        _ type: E.Type, owner: String, handler: @escaping @Sendable (E) async throws -> Void
    ) {
        events.subscribe(type, owner: owner, handler: handler)
    }

    /// Calls the synchronous `handler` for every later event of type `E`, for the hub's life;
    /// introspection names `owner` as the subscriber.
    ///
    /// A closure without `await` picks this overload: `post` calls it as it is, with no async
    /// call (a post to 100 synchronous subscribers costs half of what awaiting each costs).
    /// Otherwise as the async `subscribe(_:owner:handler:)`, in one subscription order with it.
    public func subscribe<E: Event>(
        _ type: E.Type, owner: String, handler: @escaping @Sendable (E) throws -> Void
    ) {
        events.subscribe(type, owner: owner, handler: handler)
    }

    /// Tells every subscriber of `E`, in subscription order, one after another, and waits for
    /// them: an async subscriber is awaited before the next one is called, and `post` returns
    /// only when every subscriber has finished. Returns the subscribers that threw, in that
    /// order, each as its owner (as it subscribed) and what it threw (none when every one heard
    /// it): complete, since every subscriber has run, and the poster's to handle (a log-out that
    /// a module could not follow is undone; the front end says why). The subscriber list is read
    /// once when `post` starts, so subscribing from inside a handler takes effect from the next
    /// post; a subscriber that throws does not stop the others.
    public func post<E: Event>(_ event: E) async -> [(subscriber: String, error: any Error)] {
        await events.post(event)
    }
}
