/// What an in-process run hands a program's entry: its command line, its environment, where its
/// two output streams go and where its lines of input come from (see ``InProcessProgram``).
public struct ProgramCall: Sendable {
    /// The arguments, without the program name.
    public let arguments: [String]
    /// The whole environment the program reads.
    public let environment: [String: String]
    /// The columns standard error wraps at, as on a terminal that wide; `nil` for a pipe.
    public let errorWidth: Int?
    /// The `errno` every write to standard output fails with (`ENOSPC`: a full disk), or `nil`.
    public let outputError: Int32?
    /// Writes to standard output.
    public let write: @Sendable (String) -> Void
    /// Writes to standard error.
    public let writeError: @Sendable (String) -> Void
    /// The next line of standard input, without its line end; `nil` at the end.
    public let readLine: @Sendable () -> String?
    /// The next line of standard input as an entry that can wait for it reads it (`bazaar`'s
    /// `ConsoleProgram.run(_:nextLine:)`): in a ``ProgramSession`` it comes when the test types it.
    public let nextLine: @Sendable () async -> String?

    /// Describes a call.
    public init(
        arguments: [String], environment: [String: String], errorWidth: Int?, outputError: Int32? = nil,
        write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        readLine: @escaping @Sendable () -> String?, nextLine: (@Sendable () async -> String?)? = nil
    ) {
        self.arguments = arguments
        self.environment = environment
        self.errorWidth = errorWidth
        self.outputError = outputError
        self.write = write
        self.writeError = writeError
        self.readLine = readLine
        self.nextLine = nextLine ?? { readLine() }
    }
}
