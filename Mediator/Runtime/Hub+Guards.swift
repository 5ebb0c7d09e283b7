extension Hub {
    static let maximumRedirects = 5

    /// Runs the guards of `requirements` in order: `nil` when all proceed, else what the request answers instead.
    func guarding<R: Route>(
        _ route: R, requirements: [RouteRequirement], pattern: RoutePattern, requested: String?,
        chain: [any Route], navigator: Navigator?, completion: RouteCompletion<R.Result>?
    ) async throws(RouteError) -> RouteOutcome<R.Result>? {
        for requirement in requirements {
            guard let routeGuard = router.routeGuard(of: requirement) else {
                throw .handlerFailed(route: pattern.description, reason: "nobody guards requirement \(requirement)")
            }
            // Its guard, deciding, opened a route that needs it: deciding again would never end.
            guard !GuardRace.isDeciding(requirement) else {
                throw .redirectLoop(chain: ((chain.isEmpty ? [route] : chain) + [route]).map(url(showing:)))
            }
            switch await GuardRace.decide(routeGuard, for: route, in: self, within: router.configuration.guardTimeout) {
            case .decided(.proceed):
                continue
            case .decided(.decline(let code, let message)):
                throw .declined(route: pattern.description, code: code, message: message)
            case .decided(.redirect(let target)):
                let visited: [any Route] = chain.isEmpty ? [route] : chain
                if visited.count > Self.maximumRedirects || visited.contains(where: { Self.isSame($0, target) }) {
                    throw .redirectLoop(chain: (visited + [target]).map(url(showing:)))
                }
                return try await redirect(
                    route, to: target, chain: visited + [target], pattern: pattern, requested: requested,
                    navigator: navigator, completion: completion)
            case .timedOut:
                throw .guardTimedOut(route: requested ?? url(showing: route), requirement: requirement.name)
            case .failed(let error):
                throw Self.failure(error, of: pattern)
            }
        }
        return nil
    }

    /// Opens a guard's redirect `target`, whose completion resumes the request; a target nobody answers fails it.
    private func redirect<R: Route, Target: Route>(
        _ route: R, to target: Target, chain: [any Route], pattern: RoutePattern, requested: String?,
        navigator: Navigator?, completion: RouteCompletion<R.Result>?
    ) async throws(RouteError) -> RouteOutcome<R.Result> {
        let resume = GuardResume(navigator: navigator, sentence: errorSentence) { [self] () async throws(RouteError) in
            let heard = LockedBox(false)
            let tracked = completion.map { completion in
                RouteCompletion<R.Result> { value in
                    heard.withLock { $0 = true }
                    await completion(value)
                }
            }
            switch try await open(route, completion: tracked, navigator: navigator, chain: chain, requested: requested)
            {
            case .page(let page):
                return page
            case .value(let value):
                if let completion, !heard.withLock({ $0 }) { await completion(value) }
                return nil
            }
        }
        let resumeCompletion = RouteCompletion<Target.Result> { _ in await resume.completed() }
        let outcome = try await open(target, completion: resumeCompletion, navigator: navigator, chain: chain)
        let page = outcome.page.map { RedirectedPage($0, requestedURL: requested ?? url(showing: route)) }
        if let page = resume.answered(page) {
            return .page(page)
        }
        return try await open(route, completion: completion, navigator: navigator, chain: chain, requested: requested)
    }

    /// Whether a redirect comes back to a route: one type, the same encoded values (two values that
    /// cannot be encoded compare by their type alone).
    private static func isSame(_ visited: any Route, _ target: some Route) -> Bool {
        type(of: visited) == type(of: target)
            && (try? RouteURLEncoder.values(of: visited)) == (try? RouteURLEncoder.values(of: target))
    }

    /// A route as a redirect chain names it: its link under this hub's scheme.
    func url(showing route: any Route) -> String {
        router.configuration.scheme + "://" + Self.path(of: route)
    }
}
