/// What posting an event did: how many subscribers heard it and which of them failed.
public struct EventDelivery: Sendable, Equatable {
    /// One subscriber's failure.
    public struct Failure: Sendable, Equatable, CustomStringConvertible {
        /// The subscriber's owner.
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

    /// The event's name.
    public let event: String
    /// How many subscribers were called (failed ones included).
    public let delivered: Int
    /// The subscribers that threw; the others still heard the event.
    public let failures: [Failure]

    /// Creates the value; the runtime makes these, tests and other front ends may too.
    public init(event: String, delivered: Int, failures: [Failure]) {
        self.event = event
        self.delivered = delivered
        self.failures = failures
    }
}
