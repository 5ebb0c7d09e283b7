/// What introspection tells about one event type.
public struct EventInfo: Sendable, Codable, Equatable {
    /// The event's name, as in `UserLoggedOut`.
    public let event: String
    /// The modules that declare they post it.
    public let posters: [String]
    /// The owners of its current subscriptions, in delivery order.
    public let subscribers: [String]

    /// Creates the value; the runtime makes these, tests and other front ends may too.
    public init(event: String, posters: [String], subscribers: [String]) {
        self.event = event
        self.posters = posters
        self.subscribers = subscribers
    }
}
