import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `bazaar` running on pipes, left to run while the test reads what it writes, types more and
/// sends it signals (SIGINT, as Ctrl-C would), then waits for its end; every wait is awaited,
/// holding no thread.
///
/// Every wait has a generous limit only so that a broken program fails the test instead of
/// hanging it; nothing is asserted about how long anything takes.
final class RunningBazaar {
    private let process = Process()
    private let ending: ProcessEnding
    private let input: FileHandle
    private let output: FileHandle
    private let errors: FileHandle
    private let collector: OutputCollector
    private var inputOpen = true

    /// Everything written on standard output so far.
    var standardOutput: String { collector.text(0) }
    /// Everything written on standard error so far.
    var standardError: String { collector.text(1) }

    /// Starts `bazaar` with `arguments` on the state directory of `bazaar`, English and
    /// without colour, with `environment` added.
    init(_ bazaar: Bazaar, arguments: [String], environment extra: [String: String] = [:]) throws {
        let inputPipe = Pipe()
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        // Only this program may hold the pipes: a copy in a process another test starts meanwhile
        // would keep them open, and their end of file would wait for that process's end.
        for pipe in [inputPipe, outputPipe, errorPipe] {
            _ = fcntl(pipe.fileHandleForReading.fileDescriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(pipe.fileHandleForWriting.fileDescriptor, F_SETFD, FD_CLOEXEC)
        }
        let executable = try BuiltProducts.executable(named: "bazaar")
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(bazaar.environment(extra)) { _, new in new }
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        ending = ProcessEnding(process)
        LaunchLog.record(executable)
        try process.run()
        input = inputPipe.fileHandleForWriting
        output = outputPipe.fileHandleForReading
        errors = errorPipe.fileHandleForReading
        collector = OutputCollector([output.fileDescriptor, errors.fileDescriptor])
    }

    deinit {
        if inputOpen { try? input.close() }
        // Not waited for: the termination handler reaps it.
        if !ending.hasEnded { kill(process.processIdentifier, SIGKILL) }
    }

    /// Writes `lines` on standard input, each ended by a new line.
    func type(_ lines: String...) throws {
        try type(lines)
    }

    /// Writes `lines` on standard input, each ended by a new line.
    func type(_ lines: [String]) throws {
        try input.write(contentsOf: Data(lines.map { $0 + "\n" }.joined().utf8))
    }

    /// Sends `signal` to the program, as the terminal does for Ctrl-C (SIGINT).
    func send(signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Reads until standard error holds `marker` after its first `offset` characters; answers where it ends.
    @discardableResult
    func waitForError(_ marker: String, after offset: Int = 0) async throws -> Int {
        try await waitFor(marker, after: offset, in: 1)
    }

    /// Reads until standard output holds `marker` after its first `offset` characters; answers where it ends.
    @discardableResult
    func waitForOutput(_ marker: String, after offset: Int = 0) async throws -> Int {
        try await waitFor(marker, after: offset, in: 0)
    }

    /// Closes standard input and waits for the end: the exit status (the signal's number when a
    /// signal ended it) and whether a signal did.
    func finish() async throws -> (status: Int32, signalled: Bool) {
        if inputOpen {
            try input.close()
            inputOpen = false
        }
        return await waitForEnd()
    }

    /// Waits for a program that ends by itself (killed, or done): the exit status (the signal's
    /// number when a signal ended it) and whether a signal did.
    func waitForEnd() async -> (status: Int32, signalled: Bool) {
        await collector.waitForEnd()
        _ = await ending.wait(timeout: 300, pid: process.processIdentifier)
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal)
    }

    /// Reads until `condition` holds for (standard output, standard error); throws, with what was
    /// written, when the program ends (or 5 minutes pass) before.
    func wait(until condition: (_ output: String, _ errors: String) -> Bool) async throws {
        guard await collector.wait(until: { condition($0[0], $0[1]) }) else {
            throw TestSupportError(
                "nothing more within 5 minutes, or the program ended; output:\n\(standardOutput)\nerrors:\n\(standardError)"
            )
        }
    }

    private func waitFor(_ marker: String, after offset: Int, in stream: Int) async throws -> Int {
        var end = 0
        try await wait { output, errors in
            let written = stream == 0 ? output : errors
            let start = written.index(written.startIndex, offsetBy: min(offset, written.count))
            guard let range = written.range(of: marker, range: start..<written.endIndex) else { return false }
            end = written.distance(from: written.startIndex, to: range.upperBound)
            return true
        }
        return end
    }
}
