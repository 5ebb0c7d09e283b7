extension RouteRequirement {
    /// What a guard answers for one request: returned, so a guard cannot forget to answer.
    ///
    /// Answered by route guards (Account's log-in guard).
    public enum Decision: Sendable {
        /// The requirement holds: the next guard, then the handler, runs.
        case proceed
        /// The requirement does not hold yet and `route` can make it hold: it is opened instead, its page
        /// shown in a ``RedirectedPage``; its completion reopens the request. See <doc:Guarantees>.
        case redirect(to: any Route)
        /// The requirement does not hold: the request throws `RouteError.declined` with this code and message.
        case decline(code: String, message: String)
    }
}
