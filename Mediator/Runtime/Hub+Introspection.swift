extension Hub {
    // MARK: Introspection

    /// Every route, in registration order; none until the build has checked the wiring.
    public func routes() -> [RouteInfo] {
        router.routes()
    }

    /// Every service by name, with its provider (the hub's override's, if any) and consumers.
    public func serviceInfo() -> [ServiceInfo] {
        let modules = started.value ?? []
        let overridden = (ownOverrides.value?.overrides.services ?? []).map { service in
            let isCreated = service.instances.registry(for: self, service).made(service.key.id) != nil
            return (key: service.key, owner: service.owner, isCreated: isCreated)
        }
        let registered = services.registrations().filter { registration in
            !overridden.contains { $0.key == registration.key }
        }
        return (registered + overridden).map { registration in
            ServiceInfo(
                service: registration.key.name, provider: registration.owner,
                consumers: modules.filter { $0.consumes.contains(registration.key) }.map(\.name),
                isCreated: registration.isCreated)
        }
        .sorted { $0.service < $1.service }
    }

    /// Every module in set-up order, with the state of its set-up.
    public func moduleInfo() -> [ModuleInfo] {
        let routes = router.routes()
        let registrations = services.registrations()
        return (started.value ?? []).enumerated().map { index, module in
            let (setUp, failure) = setUps.state(of: module.name)
            return ModuleInfo(
                name: module.name, priority: module.priority, setUpOrder: index + 1,
                provides: registrations.filter { $0.owner == module.name }.map(\.key.name),
                consumes: module.consumes.map(\.name),
                routes: routes.filter { $0.owner == module.name }.map(\.pattern), posts: module.posts,
                defersSetUp: module.defersSetUp, state: .init(state: setUp, reason: failure))
        }
    }

    /// Every event declared as posted or subscribed to, by name.
    public func eventInfo() -> [EventInfo] {
        let modules = started.value ?? []
        let subscriptions = events.subscriptions()
        let names = Set(subscriptions.keys).union(modules.flatMap(\.posts))
        return names.sorted().map { name in
            EventInfo(
                event: name, posters: modules.filter { $0.posts.contains(name) }.map(\.name),
                subscribers: subscriptions[name] ?? [])
        }
    }
}
