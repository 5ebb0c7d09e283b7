import AllContracts
import Console

/// `--start URL`: the typed route of the running module a URL names. Every route the contracts
/// list is known, so a URL of another module is told apart from one that no module owns.
enum StartRoute {
    /// Why a URL cannot start a session.
    enum Failure: Error, Equatable {
        /// The URL is malformed, has the wrong scheme, matches no route, or its parameters do
        /// not decode: the route error, with its exit code.
        case route(RouteError)
        /// The URL is another module's route: a usage error naming the owner and the routes
        /// the module starts on.
        case otherModule(UsageError)
        /// The contracts cannot make one hub (two list one pattern): the wiring error.
        case wiring(WiringError)
    }

    /// Decodes `text` to a route of `module`, native-only routes included (a start is opened
    /// from inside the process). `contracts` are every module's, to name another module's URL.
    /// `supplied` makes, from its type, a route whose data no URL carries (checkout's lines);
    /// any other route is decoded from the URL's parameters.
    static func resolve(
        _ text: String, module: ModuleContract, contracts: [ModuleContract],
        supplied: (any Route.Type) -> (any Route)? = { _ in nil }
    ) async throws(Failure) -> any Route {
        let all = contracts.contains { $0.name == module.name } ? contracts : contracts + [module]
        // The remote entry's checks, but a native-only route is a start too (from inside the
        // process): its values come from `supplied`, or its type decodes from no parameters.
        let hub = try await hub(of: all)
        let found: (owner: String, type: any Route.Type, route: (any Route)?)
        do throws(RouteError) {
            let (route, owner) = try hub.route(forURL: text)
            found = (owner, type(of: route), route)
        } catch {
            guard case .nativeOnly(_, let pattern) = error,
                let (owner, type) = all.lazy.compactMap({ contract in
                    contract.routes.first { $0.pattern == pattern }.map { (contract.name, $0) }
                }).first
            else {
                throw .route(error)
            }
            found = (owner, type, nil)
        }
        guard found.owner == module.name else {
            let patterns = module.routes.map { "\(BazaarURL.scheme)://\($0.pattern)" }
            throw .otherModule(
                UsageError(
                    "shell.usage.startOtherModule",
                    [
                        "url": text, "owner": found.owner, "module": module.name,
                        "routes": patterns.joined(separator: ", "),
                    ], input: text))
        }
        if let route = supplied(found.type) ?? found.route { return route }
        do throws(RouteError) {
            return try found.type.init(parameters: [:])
        } catch {
            throw .route(error)
        }
    }

    /// A hub of every route of `contracts`, each owned by its module: it tells who owns a URL,
    /// and runs no module's code (no route is opened, each requirement's guard lets all go on).
    static func hub(of contracts: [ModuleContract]) async throws(Failure) -> Hub {
        var overrides = Overrides()
        for requirement in Set(contracts.flatMap { $0.routes.flatMap { $0.requirements } }) {
            overrides.guard(requirement) { _, _ in .proceed }
        }
        let built = await overrides.run { () async -> Result<Hub, WiringError> in
            do throws(WiringError) {
                return .success(
                    try await Hub.build(contracts.map(ContractRoutes.init), router: BazaarURL.routerConfiguration))
            } catch {
                return .failure(error)
            }
        }
        switch built {
        case .success(let hub): return hub
        case .failure(let error): throw .wiring(error)
        }
    }

    /// A module's contract as a module that binds its routes to a handler that is never run.
    private struct ContractRoutes: BusinessModule {
        let contract: ModuleContract
        var name: String { contract.name }

        func register(in registrar: inout ModuleRegistrar) {
            for type in contract.routes { bind(type, in: &registrar) }
        }

        private func bind<R: Route>(_ type: R.Type, in registrar: inout ModuleRegistrar) {
            registrar.route(type) { _, _ in throw RouteError.notFound(route: R.pattern) }
        }
    }
}
