extension Hub {
    // MARK: The remote entry

    /// The remote entry: opens a URL from outside the process, parsed strictly and matched once, then
    /// the owner's set-up, the guards and the handler. Throws ``RouteError``. See <doc:Guarantees>.
    public func open(url: String, navigator: Navigator? = nil) async throws(RouteError) -> RouteOutcome<ActionOutcome?>
    {
        let (parsed, candidate) = try router.remoteCandidate(url)
        let entry = candidate.entry
        // The owner's set-up before anything of the module runs (its `wholeNumbers` included).
        if !setUps.areAllReady, let failure = await setUps.failure(opening: candidate.owner) {
            throw Self.setUpFailure(failure, of: entry.pattern)
        }
        if let handler = entry.handler {
            // A pattern-only route (the benchmark package's): no type, so no guard.
            return try await run(entry.pattern) { try await handler(candidate.parameters) }
        }
        guard let bound = entry.bound else { throw .notFound(route: entry.pattern.description) }
        let route: any Route
        do throws(RouteError) {
            route = try router.decode(candidate, bound, url: parsed, text: url)
        } catch {
            throw await bound.restated(error)
        }
        return try await open(remote: route, url: url, navigator: navigator)
    }

    private func open<R: Route>(
        remote route: R, url: String, navigator: Navigator?
    ) async throws(RouteError) -> RouteOutcome<ActionOutcome?> {
        try await open(route, completion: nil, navigator: navigator, chain: [], requested: url).erased
    }

    /// The typed route a URL names, after every check of the remote entry, with its owner; nothing
    /// runs. For a front end that opens it natively itself (the shell's start URL).
    public func route(forURL url: String) throws(RouteError) -> (route: any Route, owner: String) {
        let match = try router.remoteMatch(url)
        guard let route = match.decoded else { throw .notFound(route: match.entry.pattern.description) }
        return (route, match.owner)
    }

    /// The path and query of `route` as a link shows it (`goods/detail/3`), or its pattern when no URL
    /// can carry its values. See <doc:Guarantees>.
    public static func path<R: Route>(of route: R) -> String {
        RouteURLEncoder.path(of: route)
    }

    // MARK: The native entry

    /// The native entry: opens a typed route by value and answers its `Result`; a type nobody bound
    /// throws `notFound`. Set-ups, guards and cancellation as on the remote entry.
    public func open<R: Route>(
        _ route: R, completion: RouteCompletion<R.Result>? = nil, navigator: Navigator? = nil
    ) async throws(RouteError) -> RouteOutcome<R.Result> {
        try await open(route, completion: completion, navigator: navigator, chain: [])
    }

    /// The native entry for a request redirects have led through `chain` so far; `requested` is the
    /// URL of a remote request.
    func open<R: Route>(
        _ route: R, completion: RouteCompletion<R.Result>?, navigator: Navigator?, chain: [any Route],
        requested: String? = nil
    ) async throws(RouteError) -> RouteOutcome<R.Result> {
        guard let (entry, owner) = router.entry(for: R.self),
            let handler = entry.bound?.typed as? Router.TypedHandler<R>
        else {
            throw .notFound(route: TypeName.of(R.self))
        }
        if !setUps.areAllReady, let failure = await setUps.failure(opening: owner) {
            throw Self.setUpFailure(failure, of: entry.pattern)
        }
        if let requirements = entry.bound?.requirements, !requirements.isEmpty,
            let answer = try await guarding(
                route, requirements: requirements, pattern: entry.pattern, requested: requested, chain: chain,
                navigator: navigator, completion: completion)
        {
            return answer
        }
        let request = RouteRequest<R>(isRemote: requested != nil, completion: completion, navigator: navigator)
        return try await run(entry.pattern) { try await handler(route, request) }
    }

    // MARK: Running a request

    /// Runs a handler unless the task is cancelled, mapping what it throws.
    private func run<Result>(
        _ pattern: RoutePattern, _ handler: () async throws -> RouteOutcome<Result>
    ) async throws(RouteError) -> RouteOutcome<Result> {
        guard !Task.isCancelled else { throw .cancelled(route: pattern.description) }
        do {
            return try await handler()
        } catch {
            throw Self.failure(error, of: pattern)
        }
    }

    /// What a handler or guard of `pattern` threw, as its request's error: a route error as it was
    /// thrown (the handler's own, or that of a route it opened), a cancellation this route's, a set-up
    /// failure its module's, another service error as it is, anything else this route's failure,
    /// worded by its description.
    static func failure(_ error: any Error, of pattern: RoutePattern) -> RouteError {
        switch error {
        case let error as RouteError:
            error
        case is CancellationError, ServiceError.cancelled:
            .cancelled(route: pattern.description)
        case ServiceError.setUpFailed(_, let module, let reason):
            .setUpFailed(module: module, reason: reason)
        case let error as ServiceError:
            .serviceFailed(route: pattern.description, error: error)
        default:
            .handlerFailed(route: pattern.description, reason: String(describing: error))
        }
    }

    /// Why a request for `pattern` fails when a set-up it waits for does: the module's failure, or the
    /// request's cancellation.
    static func setUpFailure(_ failure: ModuleSetUps.Failure, of pattern: RoutePattern) -> RouteError {
        switch failure {
        case .failed(let module, let reason): .setUpFailed(module: module, reason: reason)
        case .cancelled: .cancelled(route: pattern.description)
        }
    }

    // MARK: For the benchmark package

    /// The owner of the route a URL opens after every remote check, running nothing. For the benchmark package.
    @_spi(Benchmarks)
    public func remoteOwner(_ text: String) throws(RouteError) -> String {
        try router.remoteMatch(text).owner
    }
}
