/// A command line that does not make sense; its message names the input and what would be right.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One line for a person.
    public let description: String
    /// The argument at fault, as typed, when one is (`--frobnicate`); JSON errors carry it.
    public let input: String?

    /// Creates the error, naming the argument at fault when there is one.
    public init(_ message: String, input: String? = nil) {
        self.description = message
        self.input = input
    }
}
