/// What a handler throws when the app itself failed (a document that cannot be saved), as
/// opposed to the app's rules saying no (``RouteDeclined``). The router surfaces it, like any
/// other error a handler throws, as `RouteError.handlerFailed` with ``message`` as the reason,
/// so the message must be the sentence for a person, already in the user's language.
public struct RouteFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The sentence for a person; it names no internal type, route pattern or error domain.
    public let message: String

    /// Creates a failure with its sentence.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
