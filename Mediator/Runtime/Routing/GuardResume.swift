/// A request a guard redirected, reopened at most once when the redirect completes; its copies share its state.
struct GuardResume: Sendable {
    enum State: Sendable {
        case opening, completedWhileOpening, waiting(RedirectedPage), resumed
    }

    let navigator: Navigator?
    let sentence: @Sendable (RouteError) -> String
    let reopen: @Sendable () async throws(RouteError) -> (any Page)?
    let state = LockedBox(State.opening)

    /// The redirect's route answered `page`: the page to show while the request waits, or `nil` to resume now.
    func answered(_ page: RedirectedPage?) -> RedirectedPage? {
        state.withLock { state in
            guard let page, case .opening = state else {
                state = .resumed
                return nil
            }
            state = .waiting(page)
            return page
        }
    }

    /// The redirect's completion: reopens the request, its page in the redirect page's place and the
    /// pages pushed since above it, or the redirect's page back with the failure.
    func completed() async {
        let waiting: RedirectedPage? = state.withLock { state in
            switch state {
            case .opening:
                state = .completedWhileOpening
                return nil
            case .waiting(let page):
                state = .resumed
                return page
            case .completedWhileOpening, .resumed:
                return nil
            }
        }
        guard let waiting else { return }
        let above = navigator?.takeOff(waiting) ?? []
        do throws(RouteError) {
            if let page = try await reopen() { navigator?.push(page) }
        } catch {
            navigator?.push(
                RedirectedPage(waiting.page, requestedURL: waiting.requestedURL, resumeFailure: sentence(error)))
        }
        for page in above { navigator?.push(page) }
    }
}
