/// A failure of a Messages route, already worded for a person in the app's language.
struct MessagesFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The sentence a person reads.
    let description: String

    /// A failure with this sentence.
    init(_ description: String) {
        self.description = description
    }
}
