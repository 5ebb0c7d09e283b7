/// What an app decides about its URLs: scheme, names no URL may set, limits, guard timeout.
///
/// Given to `Hub.build` by the app and the shell (`BazaarURL.routerConfiguration`).
public struct RouterConfiguration: Sendable {
    /// The scheme remote URLs must use, lowercased, as in `bazaar`.
    public let scheme: String
    /// Query names no remote URL may set, whatever the route; compared case-insensitively.
    public var reservedParameters: Set<String>
    /// The longest remote URL accepted, in UTF-8 bytes.
    public var maximumURLLength: Int
    /// The most path segments a remote URL may have.
    public var maximumSegments: Int
    /// The most query items a remote URL may have.
    public var maximumQueryItems: Int
    /// Whether a query parameter its typed route does not read is ignored (default `false`: refused).
    public var ignoresUndeclaredParameters: Bool
    /// How long a guard may take to decide before the request fails with `guardTimedOut`. Default 10 s.
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
}
