/// The request a guard redirected, waiting for the redirect's route to call its completion, then
/// opened again (see `RouteRequirement.Decision.redirect(to:)`). It resumes at most once: a
/// completion called again, or after the request resumed at once, does nothing.
final class GuardResume: Sendable {
    private enum State: Sendable {
        /// The redirect's route is being opened.
        case opening
        /// Its completion was called while it was being opened.
        case completedWhileOpening
        /// Its page is shown, and the request waits for its completion.
        case waiting(RedirectedPage)
        /// The request has been opened again (or resumed at once).
        case resumed
    }

    private let state = LockedBox(State.opening)
    private let navigator: Navigator?
    private let sentence: @Sendable (RouteError) -> String
    private let reopen: @Sendable () async throws(RouteError) -> (any Page)?

    /// A request that `reopen` opens again (answering its page, if any) and whose page then takes
    /// the redirect page's place on `navigator`; `sentence` words its error when it fails.
    init(
        navigator: Navigator?, sentence: @escaping @Sendable (RouteError) -> String,
        reopen: @escaping @Sendable () async throws(RouteError) -> (any Page)?
    ) {
        self.navigator = navigator
        self.sentence = sentence
        self.reopen = reopen
    }

    /// The redirect's route answered `page` (`nil`: a value): answers the page to show while the
    /// request waits, or `nil` when it resumes now (the route answered at once, or called its
    /// completion while it was being opened).
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

    /// The redirect's route called its completion: once its page is shown, takes it and the
    /// pages pushed above it since off the navigator, opens the request again on the navigator
    /// as it was when the request was first made (a handler that moves the stack, as paying
    /// does, finds it as then), pushes the page it answers in the redirect's place and puts the
    /// pages pushed since back above it. A request that fails now (it throws) puts the
    /// redirect's page back with the reason (`RedirectedPage.resumeFailure`): the completion cannot
    /// throw, and the person must not be left on the redirect's page without a word.
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
