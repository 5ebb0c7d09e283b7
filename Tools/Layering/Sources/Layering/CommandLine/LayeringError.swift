/// Bad input to the checker: a folder that is not a package, a manifest that does not load, a bad
/// configuration or bad arguments. The command prints ``message`` on one line and exits with 2.
public struct LayeringError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One line naming the input, what is wrong with it and what would be right.
    public let message: String

    /// Creates an error; line breaks in `message` are folded into spaces so it stays on one line.
    public init(_ message: String) {
        self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The one-line message.
    public var description: String { message }
}
