/// One delivery of an app event: how long each subscriber may take, and the notices subscribers
/// leave for the person, which the front end shows once every subscriber has heard the event.
public final class AppEventDelivery: Sendable {
    /// How long the app waits for each subscriber (2 seconds unless the front end says otherwise).
    public let bound: Duration
    private let told = LockedBox<[String]>([])

    /// A delivery that waits `bound` for each subscriber.
    public init(bound: Duration = .seconds(2)) {
        self.bound = bound
    }

    /// Leaves `sentence`, worded in the person's language, for the front end to show.
    public func tell(_ sentence: String) {
        told.withLock { $0.append(sentence) }
    }

    /// The sentences left so far, in the order they were told.
    public var notices: [String] { told.withLock { $0 } }

    /// The names of the app events, as `events` lists them.
    public static let eventNames = [
        AppLaunched.eventName, AppWillSuspend.eventName, AppDidResume.eventName, AppWillTerminate.eventName,
    ]
}
