extension RouteRequirement {
    /// What a guard answers for one request: returned, never handed to a callback, so a guard
    /// cannot forget to answer; one that does not answer in time fails the request
    /// (`Router.Configuration.guardTimeout`).
    ///
    /// Answered by route guards (Account's log-in guard).
    public enum Decision: Sendable {
        /// The requirement holds: the next guard, then the handler, runs.
        case proceed
        /// The requirement does not hold yet, and `route` can make it hold (the log-in page for
        /// a logged-in user). The router opens `route` instead, with a completion and the same
        /// navigator, and answers its page in a ``RedirectedPage``. When `route` calls its
        /// completion, the original request is opened again (guards again, through the same
        /// entry and navigator) and its page takes the redirect's place on the navigator; a
        /// `route` that answers at once (a value, no page) resumes at once.
        case redirect(to: any Route)
        /// The requirement does not hold and the request is refused by the app's rules: the
        /// request throws `RouteError.declined` with this `code` (a stable machine name, as
        /// in `account.notLoggedIn`) and `message` (the sentence for a person, in the user's
        /// language).
        case decline(code: String, message: String)
    }
}
