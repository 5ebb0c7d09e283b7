/// Everything a handler of `R` receives besides the route's value.
///
/// Received by every route handler.
public struct RouteRequest<R: Route>: Sendable {
    /// Whether the request came through the remote entry, a URL from outside the process.
    public let isRemote: Bool
    /// Whom to tell the route's result later; `nil` from the remote entry.
    public let completion: RouteCompletion<R.Result>?
    /// The navigator that asked, if any.
    public let navigator: Navigator?
}
