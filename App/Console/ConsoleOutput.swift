import Common
import ContractSupport
import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the front end writes: standard output and standard error, unbuffered per call so
/// lines from pages and errors interleave in the order they happen.
///
/// A write to standard output that fails (a full disk, a closed descriptor, a reader that went
/// away) is remembered, and nothing more is written there: the program then ends with exit
/// code 1 and one line on standard error, or quietly for a broken pipe (see
/// `ConsoleProgram.run(_:readLine:)`).
public struct ConsoleOutput: Sendable {
    private let writeOut: @Sendable (String) -> Int32
    private let writeError: @Sendable (String) -> Void
    private let failure = LockedBox<Failure?>(nil)
    /// The columns of the terminal standard error is, to wrap error lines at; `nil` for a pipe
    /// or a file, where each error stays one line for scripts.
    let errorWidth: Int?

    /// The first failed write to standard output, and whether its line was written yet.
    private struct Failure {
        let code: Int32
        var isReported = false
    }

    /// Writes to the process's standard output and standard error. Using it ignores SIGPIPE, so
    /// a reader that goes away is a failed write (`EPIPE`) rather than a killed process.
    public static let standard: ConsoleOutput = {
        signal(SIGPIPE, SIG_IGN)
        return ConsoleOutput(
            writingOut: { DescriptorOutput.writeAll($0, to: STDOUT_FILENO) },
            error: { DescriptorOutput.writeAll($0, to: STDERR_FILENO) },
            errorWidth: TerminalSize.columns(of: STDERR_FILENO, environment: ConsoleProgram.processEnvironment()))
    }()

    /// Writes through the given closures, which always succeed (for tests); error lines are
    /// wrapped at `errorWidth` columns when it is given, as on a terminal that wide.
    public init(
        out: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void, errorWidth: Int? = nil
    ) {
        self.init(
            writingOut: { text in
                out(text)
                return 0
            }, error: error, errorWidth: errorWidth)
    }

    /// Writes through the given closures; `writingOut` answers 0 when the text was written,
    /// else the `errno` of the failure. Error lines are wrapped at `errorWidth` columns when
    /// it is given (standard error is a terminal that wide).
    public init(
        writingOut: @escaping @Sendable (String) -> Int32, error: @escaping @Sendable (String) -> Void,
        errorWidth: Int? = nil
    ) {
        self.writeOut = writingOut
        self.writeError = error
        self.errorWidth = errorWidth
    }

    /// Writes text to standard output as it is; does nothing once a write there has failed.
    public func print(_ text: String) {
        guard failure.withLock({ $0 == nil }) else { return }
        let result = writeOut(text)
        if result != 0 { failure.withLock { $0 = $0 ?? Failure(code: result) } }
    }

    /// Writes one error line, prefixed with the command's name, to standard error. The message
    /// is drawn as one line without control or format characters (input it quotes shows them
    /// escaped: ``QuotedInput``); on a terminal it is wrapped to its width as page text is.
    public func error(_ command: String, _ message: String) {
        let line = "\(command): \(TerminalSanitizer.singleLine(message))"
        guard let errorWidth else { return writeError(line + "\n") }
        writeError(LineWrapping.wrap(line, width: errorWidth).map { $0 + "\n" }.joined())
    }

    /// `code`, or 1 when a write to standard output failed: then one line on standard error,
    /// worded with `strings` (the program's, in the user's language), names the failure, unless
    /// it was a broken pipe (the reader went away), which stays quiet. The line is written once
    /// however often this is asked (a shell's program runs a console).
    public func exitCode(_ code: ExitCode, commandName: String, strings: StringTable) -> ExitCode {
        let report: (code: Int32, isFirst: Bool)? = failure.withLock { failure in
            guard let current = failure else { return nil }
            failure?.isReported = true
            return (current.code, !current.isReported)
        }
        guard let report else { return code }
        if report.isFirst, report.code != EPIPE {
            error(commandName, strings("output.writeFailed", ["detail": String(cString: strerror(report.code))]))
        }
        return .failure
    }

    /// The `errno` of the first write to standard output that failed, if one did.
    public var outputFailure: Int32? {
        failure.withLock { $0?.code }
    }
}
