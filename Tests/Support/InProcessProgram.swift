import MediatorRuntime

/// A program run in this process through its entry (`ConsoleProgram.run`, `ShellProgram.run`,
/// `LayeringTool.run`, ...) with captured output, given input and a given environment: what the
/// built executable does, without starting a process. It answers the same ``ExecutableResult`` an
/// ``ExecutableInvocation`` does, so the end-to-end tests can hold the two to each other.
public struct InProcessProgram: Sendable {
    /// The program's name, as its executable is called (`bazaar`, `shell`, `CartShell`).
    public let name: String
    /// Runs the program and answers its exit code.
    public let entry: @Sendable (ProgramCall) async -> Int32

    /// A program whose entry is `entry`.
    public init(_ name: String, entry: @escaping @Sendable (ProgramCall) async -> Int32) {
        self.name = name
        self.entry = entry
    }

    /// Runs the program with `arguments` and `environment` (the whole of it: nothing of this
    /// process's is added), reading `standardInput` line by line; `beforeLine` runs before line
    /// `n` (from 0) is handed over, so a test can change the state between two commands. With
    /// `outputError`, every write to standard output fails with that `errno` (`ENOSPC`: a full disk).
    public func run(
        _ arguments: [String], standardInput: String = "", environment: [String: String], errorWidth: Int? = nil,
        outputError: Int32? = nil, beforeLine: @escaping @Sendable (Int) -> Void = { _ in }
    ) async -> ExecutableResult {
        let output = LockedBox((out: "", error: ""))
        let input = LockedBox((next: 0, lines: Self.lines(of: standardInput)))
        let call = ProgramCall(
            arguments: arguments, environment: environment, errorWidth: errorWidth, outputError: outputError,
            write: { text in output.withLock { $0.out += text } },
            writeError: { text in output.withLock { $0.error += text } },
            readLine: {
                let index = input.withLock { $0.next < $0.lines.count ? $0.next : nil }
                guard let index else { return nil }
                beforeLine(index)
                return input.withLock { state in
                    state.next += 1
                    return state.lines[index]
                }
            })
        let code = await entry(call)
        let (out, error) = output.withLock { ($0.out, $0.error) }
        return ExecutableResult(exitCode: code, signal: nil, standardOutput: out, standardError: error, timedOut: false)
    }

    /// The lines `readLine()` would read from `text`: split at line ends, a last line without
    /// one included.
    static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines.map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
    }
}
