/// What an app decides about its URLs (scheme, names no URL may set, limits), given once
/// when a hub is built (`Hub.build`).
///
/// Given to `Hub.build` by the app and the shell (`BazaarURL.routerConfiguration`).
public struct RouterConfiguration: Sendable {
    /// The scheme remote URLs must use, lowercased, as in `bazaar`. A constant, so it stays
    /// lowercased: URLs are compared with it after lowercasing theirs.
    public let scheme: String
    /// Query names no remote URL may set, whatever the route; compared case-insensitively.
    public var reservedParameters: Set<String>
    /// The longest remote URL accepted, in UTF-8 bytes, so hostile input costs little.
    public var maximumURLLength: Int
    /// The most path segments a remote URL may have.
    public var maximumSegments: Int
    /// The most query items a remote URL may have.
    public var maximumQueryItems: Int
    /// Whether a remote URL may carry query parameters its typed route does not declare
    /// (they are then ignored). Default `false`: such a URL is refused as malformed.
    public var ignoresUndeclaredParameters: Bool
    /// How long a route guard may take to decide a request (see `RouteRequirement`): one that
    /// has not decided by then fails the request with `RouteError.guardTimedOut`, and is
    /// cancelled, never waited for. Default 10 seconds.
    public var guardTimeout: Duration

    /// Creates a configuration; the default limits suit hand-written and server-sent links.
    public init(
        scheme: String, reservedParameters: Set<String> = [], maximumURLLength: Int = 4096,
        maximumSegments: Int = 32, maximumQueryItems: Int = 32, ignoresUndeclaredParameters: Bool = false,
        guardTimeout: Duration = .seconds(10)
    ) {
        self.scheme = scheme.lowercased()
        self.reservedParameters = reservedParameters
        self.maximumURLLength = maximumURLLength
        self.maximumSegments = maximumSegments
        self.maximumQueryItems = maximumQueryItems
        self.ignoresUndeclaredParameters = ignoresUndeclaredParameters
        self.guardTimeout = guardTimeout
    }

    /// The limits the URL parser applies.
    var limits: RouteURL.Limits {
        RouteURL.Limits(
            maximumLength: maximumURLLength, maximumSegments: maximumSegments, maximumQueryItems: maximumQueryItems)
    }
}
