/// Why ``AppDefinition/recoverState`` could not make the state whole: the sentence to show, in the
/// user's language, naming the file at fault or what finishes the payment.
///
/// Thrown by the recoveries of `bazaar` and `shell`; the command fails with it (exit code 1).
public struct RecoveryFailure: Error, Sendable, CustomStringConvertible {
    /// The sentence.
    public let description: String

    /// A failure saying `sentence`.
    public init(_ sentence: String) {
        description = sentence
    }
}
