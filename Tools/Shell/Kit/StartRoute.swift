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
    }

    /// Decodes `text` to a route of `module`, native-only routes included (a start is opened
    /// from inside the process). `contracts` are every module's, to name another module's URL.
    static func resolve(
        _ text: String, module: ModuleContract, contracts: [ModuleContract]
    ) throws(Failure) -> any Route {
        let router = router(for: contracts.contains { $0.name == module.name } ? contracts : contracts + [module])
        do {
            let url = try router.remoteURL(text)
            guard let match = router.resolve(url) else {
                throw RouteError.notFound(route: url.segments.joined(separator: "/"))
            }
            guard match.owner == module.name else {
                let patterns = module.routes.map { "\(BazaarURL.scheme)://\($0.pattern)" }
                throw Failure.otherModule(
                    UsageError(
                        "shell.usage.startOtherModule",
                        [
                            "url": text, "owner": match.owner, "module": module.name,
                            "routes": patterns.joined(separator: ", "),
                        ], input: text))
            }
            // The URL parsed, so it has "scheme://"; the router decodes what follows natively.
            let path = text.firstRange(of: "://").map { String(text[$0.upperBound...]) } ?? ""
            guard let route = try router.openNative(path: path).value as? any Route else {
                throw RouteError.notFound(route: path)
            }
            return route
        } catch let failure as Failure {
            throw failure
        } catch let error as RouteError {
            throw .route(error)
        } catch {
            throw .route(.handlerFailed(route: text, reason: String(describing: error)))
        }
    }

    /// A router of every route of `contracts`, each owned by its module and answering its own
    /// decoded value: it tells who owns a URL and decodes it, and runs no module's code.
    static func router(for contracts: [ModuleContract]) -> Router {
        let router = Router(configuration: BazaarURL.routerConfiguration)
        for contract in contracts {
            for type in contract.routes { decode(type, owner: contract.name, in: router) }
        }
        return router
    }

    /// Binds a route type to a handler that answers the decoded value itself.
    private static func decode<R: Route>(_ type: R.Type, owner: String, in router: Router) {
        // A pattern two contracts both list is caught by the contracts' own test; the first wins.
        try? router.bind(type, owner: owner) { route, _ in .value(route) }
    }
}
