/// Something that happened, told to every subscriber of its type: a small value type declared in
/// the contracts (`public struct UserLoggedOut: Event { public let userID: String }`).
///
/// Adopted by the events the contracts declare; modules post and subscribe to them.
public protocol Event: Sendable {}

extension Event {
    /// The event's name for people: its qualified name without the module, as in `Order.Placed`.
    public static var eventName: String { TypeName.of(Self.self) }
}
