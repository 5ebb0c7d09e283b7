/// Everything a handler of route `R` receives besides the route's value, in one value so that
/// what handlers receive can grow without changing every handler's signature.
///
/// Received by every route handler.
public struct RouteRequest<R: Route>: Sendable {
    /// Whether the request came through the remote entry: a URL from outside the process
    /// (command line, inbox message, another program), which carries only what a URL can carry,
    /// was parsed strictly and never opens a native-only route. `false` for a typed call inside
    /// the process, which may carry a completion.
    public let isRemote: Bool
    /// Whom to tell the route's result later, such as the user who logged in; always `nil` from
    /// the remote entry.
    public let completion: RouteCompletion<R.Result>?
    /// The navigator that asked, if any, so a later completion can move its pages.
    public let navigator: Navigator?

    /// Creates a request; the runtime does this, tests may too.
    public init(isRemote: Bool = false, completion: RouteCompletion<R.Result>? = nil, navigator: Navigator? = nil) {
        self.isRemote = isRemote
        self.completion = completion
        self.navigator = navigator
    }
}
