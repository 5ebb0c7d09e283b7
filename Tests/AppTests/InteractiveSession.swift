import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `bazaar` session on pipes, driven one command at a time, as a person at a terminal would.
///
/// `send` writes a command, then `help`, which fails nothing (so the session's exit code stays
/// that of the commands) and which the session answers only after it has drawn what the command
/// led to, so reading up to that answer reads exactly the command's output. A piped session
/// writes errors on standard error, before what follows on standard output: once the answer
/// is in, the command's errors are too, and the screen shows both, as a terminal would.
final class InteractiveSession {
    private let process = Process()
    private let input: FileHandle
    private let output: FileHandle
    private let errors: FileHandle
    private var inputOpen = true
    /// Everything the session wrote on standard error so far.
    private var errorText = ""
    /// What the last command drew: its output, then its errors.
    private(set) var screen = ""

    /// Starts `bazaar` (a session) on the state directory of `bazaar`, with `environment` added.
    init(_ bazaar: Bazaar, environment extra: [String: String] = [:]) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["BAZAAR_STATE_DIR"] = bazaar.stateDirectory.path
        environment["BAZAAR_LANG"] = "en"
        environment["NO_COLOR"] = "1"
        environment.merge(extra) { _, new in new }
        let inputPipe = Pipe()
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.executableURL = try BuiltProducts.executable(named: "bazaar")
        process.environment = environment
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        try process.run()
        input = inputPipe.fileHandleForWriting
        output = outputPipe.fileHandleForReading
        errors = errorPipe.fileHandleForReading
        try send(nil)
    }

    deinit {
        if inputOpen { try? input.close() }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// The start of the session's `help` in English and in Chinese, which ends in the line for `quit`.
    private static let helpStarts = ["\nCommands:\n", "\n命令：\n"]

    /// Where the session's `help` starts in `drawn`, in either language.
    private static func helpStart(in drawn: String) -> Range<String.Index>? {
        helpStarts.lazy.compactMap { drawn.range(of: $0) }.first
    }

    /// Types `command` (or nothing) and answers what the session drew for it.
    @discardableResult
    func send(_ command: String?) throws -> String {
        try input.write(contentsOf: Data(((command.map { $0 + "\n" } ?? "") + "help\n").utf8))
        let errorsBefore = errorText.utf8.count
        var bytes: [UInt8] = []
        var text = ""
        while !Self.isAnswered(text) {
            // Waits at most 30 s for output, so a session that hangs fails the test instead of stalling it.
            guard try readSome(into: &bytes, waiting: 30_000) else {
                throw TestSupportError("no answer to '\(command ?? "")' within 30 s; it drew:\n\(text)\(errorText)")
            }
            text = String(decoding: bytes, as: UTF8.self)
        }
        var none: [UInt8] = []
        while try readSome(into: &none, waiting: 0) {}
        let newErrors = String(errorText.utf8.dropFirst(errorsBefore)) ?? ""
        let drawn = "\n" + text
        screen =
            String(drawn[..<(Self.helpStart(in: drawn)?.lowerBound ?? drawn.endIndex)].dropFirst()) + newErrors
        return screen
    }

    /// Whether the output holds the whole answer to `help`.
    private static func isAnswered(_ text: String) -> Bool {
        let drawn = "\n" + text
        guard let start = helpStart(in: drawn) else { return false }
        return drawn[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().contains { $0.hasPrefix("  quit") }
    }

    /// Reads what is there on standard output (into `bytes`) and standard error (into
    /// `errorText`), waiting up to `milliseconds` for something; answers whether anything came.
    private func readSome(into bytes: inout [UInt8], waiting milliseconds: Int32) throws -> Bool {
        var ready = [
            pollfd(fd: output.fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: errors.fileDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        guard poll(&ready, 2, milliseconds) > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var got = false
        if ready[1].revents & Int16(POLLIN) != 0 {
            let count = read(errors.fileDescriptor, &chunk, chunk.count)
            if count > 0 {
                errorText += String(decoding: chunk[..<count], as: UTF8.self)
                got = true
            }
        }
        if ready[0].revents & Int16(POLLIN | POLLHUP) != 0 {
            let count = read(output.fileDescriptor, &chunk, chunk.count)
            guard count > 0 else { throw TestSupportError("the session ended; it drew:\n\(bytes)") }
            bytes += chunk[..<count]
            got = true
        }
        return got
    }

    /// The number of the link on the last drawing whose title starts with `title`, if any.
    /// With `row`, only a line that also holds `row` counts (an action in a table's row, as the
    /// cart's `−1` on the line of its item).
    func number(of title: String, onTheLineOf row: String? = nil) -> String? {
        for line in screen.split(separator: "\n") where row.map(line.contains) ?? true {
            var rest = line[...]
            while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
                let number = rest[rest.index(after: open)..<close]
                rest = rest[rest.index(after: close)...]
                if number.allSatisfy(\.isNumber), rest.drop(while: { $0 == " " }).hasPrefix(title) {
                    return String(number)
                }
            }
        }
        return nil
    }

    /// Follows the link titled `title` on the last drawing; answers what it drew.
    @discardableResult
    func follow(_ title: String) throws -> String {
        guard let number = number(of: title) else { throw TestSupportError("no link '\(title)' on:\n\(screen)") }
        return try send(number)
    }

    /// Waits for a session that ends by itself (killed, or its input closed) and answers whether a
    /// signal ended it and its exit status or the signal's number.
    func waitForEnd() -> (signalled: Bool, status: Int32) {
        process.waitUntilExit()
        return (process.terminationReason == .uncaughtSignal, process.terminationStatus)
    }

    /// Ends the session and answers its exit code (that of the last command that failed, 0 when
    /// none did) and everything it wrote on standard error.
    func quit() throws -> (exitCode: Int32, standardError: String) {
        try input.write(contentsOf: Data("quit\n".utf8))
        try input.close()
        inputOpen = false
        errorText += String(decoding: errors.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, errorText)
    }
}
