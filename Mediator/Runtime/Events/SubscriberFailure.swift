/// A subscriber that threw while hearing a posted event: `post` returns one for each, so the
/// poster learns which subscribers failed while every other subscriber still heard the event.
public struct SubscriberFailure: Sendable, Equatable, CustomStringConvertible {
    /// The subscriber's owner, as it subscribed.
    public let subscriber: String
    /// What it threw, described.
    public let reason: String

    /// One line for a person.
    public var description: String { "\(subscriber) failed: \(reason)" }

    /// Creates a failure; the bus makes these, tests may too.
    public init(subscriber: String, reason: String) {
        self.subscriber = subscriber
        self.reason = reason
    }
}
