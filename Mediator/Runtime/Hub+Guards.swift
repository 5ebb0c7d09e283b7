extension Hub {
    /// The most redirects one request may go through before it fails as a loop.
    static let maximumRedirects = 5

    /// Runs the guards of `requirements`, in order, for `route`, a request of route `pattern`
    /// asked for as `requested` (a remote request's URL text, a native one's route as a URL),
    /// through redirects `chain` so far (empty for a request nobody redirected to). Answers
    /// `nil` when every guard lets the request go on; throws when one declines, times out,
    /// fails or redirects in a loop; and when one redirects, answers what the request answers
    /// instead: the redirect's page in a `RedirectedPage`, or the request's own outcome, opened
    /// again by `reopen` (with the completion given) once the redirect's route has answered at
    /// once. A request resumed later hands a value it answers to its `completion`, unless its
    /// handler called it: by then its caller holds the redirect's page, and hears of the request
    /// only through that completion.
    func guarding<Result: Sendable>(
        _ route: any Route, requirements: [RouteRequirement], pattern: RoutePattern, requested: String,
        chain: [String], navigator: Navigator?, completion: RouteCompletion<Result>? = nil,
        reopen:
            @escaping @Sendable (_ chain: [String], RouteCompletion<Result>?) async throws(RouteError) ->
            RouteOutcome<Result>
    ) async throws(RouteError) -> RouteOutcome<Result>? {
        for requirement in requirements {
            guard let routeGuard = router.routeGuard(of: requirement) else {
                throw .handlerFailed(route: pattern.description, reason: "nobody guards requirement \(requirement)")
            }
            // Its guard, deciding, opened a route that needs it: deciding again would never end.
            guard !GuardRace.isDeciding(requirement) else {
                throw .redirectLoop(chain: (chain.isEmpty ? [url(showing: route)] : chain) + [url(showing: route)])
            }
            switch await GuardRace.decide(routeGuard, for: route, in: self, within: router.configuration.guardTimeout) {
            case .decided(.proceed):
                continue
            case .decided(.decline(let code, let message)):
                throw .declined(route: pattern.description, code: code, message: message)
            case .decided(.redirect(let target)):
                let visited = chain.isEmpty ? [url(showing: route)] : chain
                let next = url(showing: target)
                guard !visited.contains(next), visited.count <= Self.maximumRedirects else {
                    throw .redirectLoop(chain: visited + [next])
                }
                return try await redirect(
                    to: target, chain: visited + [next], pattern: pattern, requested: requested,
                    navigator: navigator, completion: completion, reopen: reopen)
            case .timedOut:
                throw .guardTimedOut(route: requested, requirement: requirement.name)
            case .failed(let error):
                throw Self.failure(error, of: pattern)
            case .cancelled:
                throw .cancelled(route: pattern.description)
            }
        }
        return nil
    }

    /// Opens `target` through the native entry for a request of route `pattern` a guard
    /// redirected, with a completion that resumes the request (see `GuardResume`). A target
    /// nobody answers is the request's failure, naming the target's type.
    private func redirect<Target: Route, Result: Sendable>(
        to target: Target, chain: [String], pattern: RoutePattern, requested: String, navigator: Navigator?,
        completion: RouteCompletion<Result>?,
        reopen:
            @escaping @Sendable (_ chain: [String], RouteCompletion<Result>?) async throws(RouteError) ->
            RouteOutcome<Result>
    ) async throws(RouteError) -> RouteOutcome<Result> {
        let resume = GuardResume(navigator: navigator, sentence: errorSentence) { () async throws(RouteError) in
            let heard = LockedBox(false)
            let tracked = completion.map { completion in
                RouteCompletion<Result> { value in
                    heard.withLock { $0 = true }
                    await completion(value)
                }
            }
            switch try await reopen(chain, tracked) {
            case .page(let page):
                return page
            case .value(let value):
                if let completion, !heard.withLock({ $0 }) { await completion(value) }
                return nil
            }
        }
        let resumeCompletion = RouteCompletion<Target.Result> { _ in await resume.completed() }
        let outcome: RouteOutcome<Target.Result>
        do throws(RouteError) {
            outcome = try await open(target, completion: resumeCompletion, navigator: navigator, chain: chain)
        } catch {
            guard case .notFound = error else { throw error }
            throw .handlerFailed(route: pattern.description, reason: error.description)
        }
        if let page = resume.answered(outcome.page.map { RedirectedPage($0, requestedURL: requested) }) {
            return .page(page)
        }
        return try await reopen(chain, completion)
    }

    /// A route as a URL with this router's scheme, as redirect chains name it: its values as a
    /// link writes them (`bazaar://order/detail/3`), its pattern when no URL can carry them.
    func url(showing route: any Route) -> String {
        router.configuration.scheme + "://" + Self.path(of: route)
    }
}
