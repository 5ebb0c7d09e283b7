/// Everything a handler of route `R` receives besides the route's value.
public struct RouteRequest<R: Route>: Sendable {
    /// Where the request came from.
    public let origin: RouteOrigin
    /// Whom to tell the route's result later, such as the user who logged in; always `nil` from
    /// the remote entry.
    public let completion: RouteCompletion<R.Result>?
    /// The navigator that asked, if any, so a later completion can move its pages.
    public let navigator: Navigator?

    /// Creates a request; the runtime does this, tests may too.
    public init(
        origin: RouteOrigin = .native, completion: RouteCompletion<R.Result>? = nil, navigator: Navigator? = nil
    ) {
        self.origin = origin
        self.completion = completion
        self.navigator = navigator
    }
}
