/// What a finished (or stopped) run of an executable produced.
public struct ExecutableResult: Sendable, Equatable, CustomStringConvertible {
    /// The exit status, or the signal number when `signal` is set (as `Process` reports it).
    public let exitCode: Int32
    /// The signal that ended the process, if one did (for example after a timeout).
    public let signal: Int32?
    /// Everything written to standard output, decoded as UTF-8.
    public let standardOutput: String
    /// Everything written to standard error, decoded as UTF-8.
    public let standardError: String
    /// Whether the run was stopped because it outlived its timeout.
    public let timedOut: Bool

    /// Creates a result.
    public init(exitCode: Int32, signal: Int32?, standardOutput: String, standardError: String, timedOut: Bool) {
        self.exitCode = exitCode
        self.signal = signal
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.timedOut = timedOut
    }

    /// The exit code and both streams, for a failing expectation's message.
    public var description: String {
        let ending =
            timedOut ? "timed out" : signal.map { "killed by signal \($0)" } ?? "exit \(exitCode)"
        return "\(ending)\n--- stdout\n\(standardOutput)--- stderr\n\(standardError)---"
    }
}
