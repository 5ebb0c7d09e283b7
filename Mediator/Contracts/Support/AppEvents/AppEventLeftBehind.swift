/// What a subscriber of an app event "threw" when it had not finished within the delivery's
/// bound: the app went on without it (`Hub.post` returns it with the subscriber's owner).
public struct AppEventLeftBehind: Error, Sendable, CustomStringConvertible {
    /// The event's name, as in `AppWillTerminate`.
    public let event: String
    /// How long the app waited.
    public let bound: Duration

    /// Creates the error.
    public init(event: String, bound: Duration) {
        self.event = event
        self.bound = bound
    }

    /// One line for whoever reads a log.
    public var description: String { "did not finish hearing \(event) within \(bound)" }
}
