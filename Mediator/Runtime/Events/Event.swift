/// Something that happened, told to every subscriber of its type (one-to-many).
///
/// Declare events in the contracts as small value types:
/// `public struct UserLoggedOut: Event { public let userID: String }`.
///
/// Adopted by the events the contracts declare (`UserLoggedOut`); modules post and subscribe to them.
public protocol Event: Sendable {}

extension Event {
    /// The event's name for people and introspection: its qualified name without the module,
    /// as in `UserLoggedOut`, or `Order.Placed` for a type nested in `Order`, so two nested
    /// events with the same short name stay distinct.
    public static var eventName: String { TypeName.of(Self.self) }
}
