/// Something that happened, told to every subscriber of its type (one-to-many).
///
/// Declare events in the contracts as small value types:
/// `public struct UserLoggedOut: Event { public let userID: String }`.
public protocol Event: Sendable {}

extension Event {
    /// The event's name for people and introspection, as in `UserLoggedOut`.
    ///
    /// The runtime's unqualified type name, which is what `String(describing:)` prints for a
    /// type, without its conformance checks (each scans the process's protocol conformances:
    /// modules name their events while they are made, at every start).
    public static var eventName: String { _typeName(Self.self, qualified: false) }
}
