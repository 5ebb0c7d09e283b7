/// Something that happened, told to every subscriber of its type (one-to-many).
///
/// Declare events in the contracts as small value types:
/// `public struct UserLoggedOut: Event { public let userID: String }`.
public protocol Event: Sendable {}

extension Event {
    /// The event's name for people and introspection, as in `UserLoggedOut`.
    public static var eventName: String { String(describing: Self.self) }
}
