/// What introspection tells about one event type.
///
/// Read by front ends that list the events (`bazaar events`).
public struct EventInfo: Sendable, Encodable, Equatable {
    /// The event's name, as in `UserLoggedOut`.
    public let event: String
    /// The modules that declare they post it.
    public let posters: [String]
    /// The owners of its current subscriptions, in delivery order.
    public let subscribers: [String]
}
