/// A failure of an Order route, already worded for a person in the app's language.
///
/// The runtime reports a handler's error by its description, so the sentence is chosen from
/// the module's strings when the failure is made.
struct OrderFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The sentence a person reads.
    let description: String

    /// A failure with this sentence.
    init(_ description: String) {
        self.description = description
    }
}
