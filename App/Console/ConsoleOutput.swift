import Common

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the front end writes: standard output and standard error, unbuffered per call so
/// lines from pages and errors interleave in the order they happen.
public struct ConsoleOutput: Sendable {
    private let writeOut: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void

    /// Writes to the process's standard output and standard error.
    public static let standard = ConsoleOutput(
        out: { DescriptorOutput.writeAll($0, to: STDOUT_FILENO) },
        error: { DescriptorOutput.writeAll($0, to: STDERR_FILENO) }
    )

    /// Writes through the given closures (for tests).
    public init(out: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
        self.writeOut = out
        self.writeError = error
    }

    /// Writes text to standard output as it is.
    public func print(_ text: String) {
        writeOut(text)
    }

    /// Writes one error line, prefixed with the command's name, to standard error. The message
    /// is drawn as one line without control or format characters (it often quotes input).
    public func error(_ command: String, _ message: String) {
        writeError("\(command): \(TerminalSanitizer.singleLine(message))\n")
    }

}
