/// What an action route answers for a person to read, as in "Added 2 × Oolong to the cart".
///
/// Answered by action routes (add to cart); front ends print its message and write it as JSON.
public struct ActionOutcome: Sendable, Codable, Hashable, CustomStringConvertible {
    /// A stable machine name for what happened, as in `cart.added`.
    public let event: String
    /// The sentence for a person, in the app's language.
    public let message: String

    /// Creates an outcome.
    public init(event: String, message: String) {
        self.event = event
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
