/// The app has set its modules up and is about to draw its first page.
public struct AppLaunched: AppEvent {
    /// The bound and the notices of this delivery.
    public let delivery: AppEventDelivery
    /// Creates the event.
    public init(delivery: AppEventDelivery) { self.delivery = delivery }
}

/// The person asked the app to stop (Ctrl-Z); it stops once every subscriber has heard this.
public struct AppWillSuspend: AppEvent {
    /// The bound and the notices of this delivery.
    public let delivery: AppEventDelivery
    /// Creates the event.
    public init(delivery: AppEventDelivery) { self.delivery = delivery }
}

/// The app goes on after a stop (`fg`); the page is drawn again after the notices left here.
public struct AppDidResume: AppEvent {
    /// The bound and the notices of this delivery.
    public let delivery: AppEventDelivery
    /// Creates the event.
    public init(delivery: AppEventDelivery) { self.delivery = delivery }
}

/// The session ends; the program exits once every subscriber has heard this.
public struct AppWillTerminate: AppEvent {
    /// Why the session ends.
    public enum Reason: String, Sendable {
        /// `quit` was typed.
        case quit
        /// Ctrl-D at the prompt, or the end of the lines read.
        case endOfInput
        /// SIGTERM.
        case terminated
        /// SIGHUP: the terminal went away.
        case hangUp
    }

    /// The bound and the notices of this delivery.
    public let delivery: AppEventDelivery
    /// Why the session ends.
    public let reason: Reason
    /// Whether a person at a terminal reads the notices (not a script reading a pipe).
    public let atTerminal: Bool
    /// Creates the event.
    public init(delivery: AppEventDelivery, reason: Reason, atTerminal: Bool) {
        self.delivery = delivery
        self.reason = reason
        self.atTerminal = atTerminal
    }
}
