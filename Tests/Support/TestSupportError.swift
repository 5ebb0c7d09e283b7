/// Why a test helper could not do what it was asked; the message names the input and what
/// would be right, so a failing test explains itself.
public struct TestSupportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One line for a person.
    public let description: String

    /// Creates the error.
    public init(_ description: String) {
        self.description = description
    }
}
