extension Hub {
    // MARK: The remote entry

    /// The remote entry: opens a URL from outside the process and runs its handler.
    ///
    /// The URL is parsed strictly and matched once. It throws `wrongScheme` for another scheme
    /// (also when the rest is malformed, as in `file:///etc/passwd`), `notFound` for an unknown
    /// route, and refuses a native-only route or a query that sets a path parameter or a reserved
    /// name (compared case-insensitively). A typed route's value is then decoded, and a query
    /// parameter its decoding never asked about is refused unless the configuration ignores them.
    /// A deferred set-up the route needs is begun and waited for, the guards of its requirements
    /// decide, then the handler runs; the entry returns when it has finished. Cancel the task to
    /// cancel the open: `cancelled` before the handler runs (nothing ran) or while it waits; a
    /// handler that returned keeps its outcome. See <doc:Guarantees>.
    public func open(url: String, navigator: Navigator? = nil) async throws(RouteError) -> RouteOutcome<ActionOutcome?>
    {
        let (parsed, candidate) = try router.remoteCandidate(url)
        // The owner's set-up before anything of the module runs (its `wholeNumbers` included).
        if !setUps.areAllReady { try await waitForSetUp(of: candidate.owner, pattern: candidate.pattern) }
        let match: RouteMatch
        do throws(RouteError) {
            match = try router.decoded(candidate, url: parsed, text: url)
        } catch {
            switch error {
            case .invalidParameter, .missingParameter:
                guard let bound = candidate.bound else { throw error }
                throw await bound.restate(error)
            default:
                throw error
            }
        }
        return try await open(match, url: url, navigator: navigator, chain: [])
    }

    /// Runs a remote request's decoded `match` of `url`, through its guards, for a request
    /// redirects have led through `chain` so far (empty when none has); opened so again, with
    /// the same match, when it resumes.
    private func open(
        _ match: RouteMatch, url: String, navigator: Navigator?, chain: [String]
    ) async throws(RouteError) -> RouteOutcome<ActionOutcome?> {
        if let requirements = match.bound?.requirements, !requirements.isEmpty, let route = match.decoded,
            let answer = try await guarding(
                route, requirements: requirements, pattern: match.pattern, requested: url, chain: chain,
                navigator: navigator,
                reopen: { [self] (chain, _) async throws(RouteError) in
                    try await open(match, url: url, navigator: navigator, chain: chain)
                })
        {
            return answer
        }
        let handler = match.handler
        return try await run(match.pattern) { try await handler(match.decoded, match.parameters, navigator) }
    }

    /// The typed route a URL names, decoded after every check of the remote entry (its errors
    /// are thrown here), with the module that bound it; the handler does not run and no set-up
    /// is waited for. For a front end that opens it natively itself, as the shell does with the
    /// URL it starts on.
    public func route(forURL url: String) throws(RouteError) -> (route: any Route, owner: String) {
        let match = try router.remoteMatch(url)
        guard let route = match.decoded else { throw .notFound(route: match.pattern.description) }
        return (route, match.owner)
    }

    /// The path and query of `route` without a scheme, as a link shows it (`goods/detail/3`): the
    /// remote entry opens it, under the hub's scheme, to an equal value, unless the value sets a
    /// reserved parameter or spells another route's literal path. A value no URL can carry (an
    /// empty path parameter, a control character) is shown as the route's pattern.
    public static func path<R: Route>(of route: R) -> String {
        RouteURLEncoder.displayPath(for: route)
    }

    // MARK: The native entry

    /// The native entry: opens a typed route by value, handing it to the handler as it is, with
    /// an optional completion typed by the route's result; answers the route's `Result`. Only the
    /// handler bound to the type runs: a route type nobody bound throws `notFound` naming the
    /// type. The owner's deferred set-up, the guards of the route's requirements and
    /// cancellation are as on the remote entry (`open(url:navigator:)`): no caller can skip them.
    public func open<R: Route>(
        _ route: R, completion: RouteCompletion<R.Result>? = nil, navigator: Navigator? = nil
    ) async throws(RouteError) -> RouteOutcome<R.Result> {
        try await open(route, completion: completion, navigator: navigator, chain: [])
    }

    /// The native entry for a request redirects have led through `chain` so far (empty when
    /// none has): a guard's redirect opens its route so, and a request is opened so again when
    /// it resumes.
    func open<R: Route>(
        _ route: R, completion: RouteCompletion<R.Result>?, navigator: Navigator?, chain: [String]
    ) async throws(RouteError) -> RouteOutcome<R.Result> {
        guard let (entry, owner) = router.entry(for: R.self),
            let handler = entry.bound?.typed as? Router.TypedHandler<R>
        else {
            throw .notFound(route: TypeName.of(R.self))
        }
        if !setUps.areAllReady { try await waitForSetUp(of: owner, pattern: entry.pattern) }
        if let requirements = entry.bound?.requirements, !requirements.isEmpty,
            let answer = try await guarding(
                route, requirements: requirements, pattern: entry.pattern, requested: url(showing: route),
                chain: chain, navigator: navigator, completion: completion,
                reopen: { [self] (chain, completion) async throws(RouteError) in
                    try await open(route, completion: completion, navigator: navigator, chain: chain)
                })
        {
            return answer
        }
        let request = RouteRequest<R>(completion: completion, navigator: navigator)
        return try await run(entry.pattern) { try await handler.body(route, request) }
    }

    // MARK: Running a request

    /// Waits while the deferred set-up of `owner`, or of a module whose services it consumes,
    /// has not ended (begun if it has not); throws `setUpFailed` naming the one that failed (or
    /// that waits for the set-up making this request), `cancelled` naming route `pattern` when
    /// the task is cancelled.
    private func waitForSetUp(of owner: String, pattern: RoutePattern) async throws(RouteError) {
        switch await setUps.failure(opening: owner) {
        case nil: return
        case .setUpFailed(let module, let reason)?: throw .setUpFailed(module: module, reason: reason)
        case .cancelled?: throw .cancelled(route: pattern.description)
        }
    }

    /// Runs a handler, unless the task is cancelled already (then `cancelled`, and the handler
    /// never runs). Its own `declined` or `handlerFailed` (no route yet) gets this route; its
    /// cancellation (a `CancellationError`, or `cancelled` from a route it opened in turn) is
    /// this route's; any other route error it throws (from a route it opened in turn) is its own
    /// failure, naming this route; a typed route's parameters that do not decode keep their error. A
    /// module that could not set up, met opening a route or looking up a service, is named as it
    /// is (`setUpFailed`): the request needed that module.
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

    /// What a handler (or a guard) of route `pattern` threw, as the route error its request
    /// fails with (see ``run(_:_:)``).
    static func failure(_ error: any Error, of pattern: RoutePattern) -> RouteError {
        switch error {
        case let failure as Router.ParameterFailure:
            failure.error
        case RouteError.declined("", let code, let message):
            .declined(route: pattern.description, code: code, message: message)
        case RouteError.handlerFailed("", let reason):
            .handlerFailed(route: pattern.description, reason: reason)
        case is CancellationError, RouteError.cancelled, ServiceError.cancelled:
            .cancelled(route: pattern.description)
        case RouteError.setUpFailed(let module, let reason), ServiceError.setUpFailed(_, let module, let reason):
            .setUpFailed(module: module, reason: reason)
        case let error as RouteError:
            .handlerFailed(route: pattern.description, reason: error.description)
        default:
            .handlerFailed(route: pattern.description, reason: String(describing: error))
        }
    }

    // MARK: For the benchmark package

    /// Parses `text` once and returns the lookup of its route alone, answering the owner of the
    /// route it matches (`nil` when none does), without the remote entry's checks: what the
    /// table costs without the parser. Not public API.
    @_spi(Benchmarks)
    public func lookup(preparsing text: String) throws(RouteError) -> @Sendable () -> String? {
        try router.lookup(preparsing: text)
    }

    /// The owner of the route a URL opens, after every check of the remote entry, without
    /// running its handler or waiting for a set-up: the remote entry's lookup. Not public API.
    @_spi(Benchmarks)
    public func remoteOwner(_ text: String) throws(RouteError) -> String {
        try router.remoteMatch(text).owner
    }
}
