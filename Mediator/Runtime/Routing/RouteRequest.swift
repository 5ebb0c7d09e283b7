/// Everything a route handler receives.
public struct RouteRequest: Sendable {
    /// The pattern that matched.
    public let pattern: RoutePattern
    /// Path parameters and query items, decoded; a typed route opened by value carries what its
    /// URL would, so a handler reads the same parameters from either entry.
    public let parameters: RouteParameters
    /// The typed route value when a native caller opened the route by value.
    public let route: (any Route)?
    /// A complex in-process value a URL cannot carry; always `nil` from the remote entry.
    public let payload: (any Sendable)?
    /// Where the request came from.
    public let origin: RouteOrigin
    /// A callback for a later outcome; always `nil` from the remote entry.
    public let completion: RouteCompletion?
    /// The navigator that asked, if any, so a later completion can move its pages.
    public let navigator: Navigator?
    /// The typed route the remote entry already decoded from `parameters`, if any.
    var decoded: (any Route)? = nil

    /// Creates a request; the runtime does this, tests may too.
    public init(
        pattern: RoutePattern, parameters: RouteParameters = RouteParameters(), route: (any Route)? = nil,
        payload: (any Sendable)? = nil, origin: RouteOrigin = .native, completion: RouteCompletion? = nil,
        navigator: Navigator? = nil
    ) {
        self.pattern = pattern
        self.parameters = parameters
        self.route = route
        self.payload = payload
        self.origin = origin
        self.completion = completion
        self.navigator = navigator
    }

    /// The payload as the type the handler expects, or `nil`.
    public func payload<Value>(as type: Value.Type) -> Value? {
        payload as? Value
    }
}
