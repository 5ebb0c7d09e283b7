import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `bazaar` running on pipes, left to run while the test reads what it writes, types more and
/// sends it signals (SIGINT, as Ctrl-C would), then waits for its end.
///
/// Every wait has a generous limit only so that a broken program fails the test instead of
/// hanging it; nothing is asserted about how long anything takes.
final class RunningBazaar {
    private let process = Process()
    private let input: FileHandle
    private let output: FileHandle
    private let errors: FileHandle
    private var inputOpen = true
    /// The bytes written on standard output and standard error so far (a character may be split between two reads).
    private var written: [[UInt8]] = [[], []]

    /// Everything written on standard output so far.
    var standardOutput: String { String(decoding: written[0], as: UTF8.self) }
    /// Everything written on standard error so far.
    var standardError: String { String(decoding: written[1], as: UTF8.self) }

    /// Starts `bazaar` with `arguments` on the state directory of `bazaar`, English and
    /// without colour, with `environment` added.
    init(_ bazaar: Bazaar, arguments: [String], environment extra: [String: String] = [:]) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["BAZAAR_STATE_DIR"] = bazaar.stateDirectory.path
        environment["BAZAAR_LANG"] = "en"
        environment["NO_COLOR"] = "1"
        environment.merge(extra) { _, new in new }
        let inputPipe = Pipe()
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.executableURL = try BuiltProducts.executable(named: "bazaar")
        process.arguments = arguments
        process.environment = environment
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        try process.run()
        input = inputPipe.fileHandleForWriting
        output = outputPipe.fileHandleForReading
        errors = errorPipe.fileHandleForReading
    }

    deinit {
        if inputOpen { try? input.close() }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
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
    func waitForError(_ marker: String, after offset: Int = 0) throws -> Int {
        try waitFor(marker, after: offset) { $0.standardError }
    }

    /// Reads until standard output holds `marker` after its first `offset` characters; answers where it ends.
    @discardableResult
    func waitForOutput(_ marker: String, after offset: Int = 0) throws -> Int {
        try waitFor(marker, after: offset) { $0.standardOutput }
    }

    /// Closes standard input and waits for the end: the exit status (the signal's number when a
    /// signal ended it) and whether a signal did.
    func finish() throws -> (status: Int32, signalled: Bool) {
        if inputOpen {
            try input.close()
            inputOpen = false
        }
        return waitForEnd()
    }

    /// Waits for a program that ends by itself (killed, or done): the exit status (the signal's
    /// number when a signal ended it) and whether a signal did.
    func waitForEnd() -> (status: Int32, signalled: Bool) {
        while (try? readSome(waiting: 30_000)) == true {}
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal)
    }

    /// Reads until `condition` holds; throws, with what was written, when the program ends (or 30
    /// seconds pass) before. Then reads what else is there already, without waiting.
    func wait(until condition: (RunningBazaar) -> Bool) throws {
        while !condition(self) {
            guard try readSome(waiting: 30_000) else {
                throw TestSupportError(
                    "nothing more within 30 s, or the program ended; output:\n\(standardOutput)\nerrors:\n\(standardError)"
                )
            }
        }
        while try readSome(waiting: 0) {}
    }

    private func waitFor(_ marker: String, after offset: Int, in text: (RunningBazaar) -> String) throws -> Int {
        var end = 0
        try wait { running in
            let written = text(running)
            let start = written.index(written.startIndex, offsetBy: min(offset, written.count))
            guard let range = written.range(of: marker, range: start..<written.endIndex) else { return false }
            end = written.distance(from: written.startIndex, to: range.upperBound)
            return true
        }
        return end
    }

    /// Reads what is there on both streams, waiting up to `milliseconds` for something; answers
    /// whether anything came (false at the end of both).
    private func readSome(waiting milliseconds: Int32) throws -> Bool {
        var ready = [
            pollfd(fd: output.fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: errors.fileDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        guard poll(&ready, 2, milliseconds) > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var got = false
        for (index, stream) in [output, errors].enumerated()
        where ready[index].revents & Int16(POLLIN | POLLHUP) != 0 {
            let count = read(stream.fileDescriptor, &chunk, chunk.count)
            guard count > 0 else { continue }
            written[index] += chunk[..<count]
            got = true
        }
        return got
    }
}
