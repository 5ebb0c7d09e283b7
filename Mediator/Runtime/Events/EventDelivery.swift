/// What posting an event did: how many subscribers heard it and which of them failed.
public struct EventDelivery: Sendable {
    /// One subscriber's failure.
    public struct Failure: Sendable, CustomStringConvertible {
        /// The subscriber's owner.
        public let subscriber: String
        /// What it threw, described.
        public let reason: String

        /// One line for a person.
        public var description: String { "\(subscriber) failed: \(reason)" }
    }

    /// The event's name.
    public let event: String
    /// How many subscribers were called (failed ones included).
    public let delivered: Int
    /// The subscribers that threw; the others still heard the event.
    public let failures: [Failure]
}
