/// A command line that does not make sense; its message names the input and what would be right.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One line for a person.
    public let description: String

    /// Creates the error.
    public init(_ message: String) {
        self.description = message
    }
}
