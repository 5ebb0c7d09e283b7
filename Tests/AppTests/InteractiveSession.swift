import Foundation
import ProgramTesting
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `bazaar` session driven one command at a time, as a person at a terminal would drive it:
/// in-process (`ProgramSession`), or, with `launched`, the built executable on pipes (for what
/// only a process shows: a kill point, locks held between processes).
///
/// In-process, `send` returns once the session asks for its next line: it has drawn all the
/// command led to. On pipes, `send` writes the command, then `help`, which fails nothing (so the
/// session's exit code stays that of the commands) and which the session answers only after it
/// has drawn what the command led to, so reading up to that answer reads exactly the command's
/// output. A piped session writes errors on standard error, before what follows on standard
/// output, and the collector publishes what it read on both streams at once: once the answer
/// is in, the command's errors are too, and the screen shows both, as a terminal would.
final class InteractiveSession {
    private enum Program {
        case inProcess(ProgramSession)
        case launched(RunningBazaar)
    }

    private let program: Program
    /// What the last command drew: its output, then its errors.
    private(set) var screen = ""

    /// Starts `bazaar` (a session) on the state directory of `bazaar`, with `environment` added:
    /// in-process, or the built executable when `launched`.
    init(_ bazaar: Bazaar, environment extra: [String: String] = [:], launched: Bool = false) async throws {
        if launched {
            program = .launched(try RunningBazaar(bazaar, arguments: [], environment: extra))
            try await send(nil)
        } else {
            let session = ProgramSession(.bazaar, arguments: [], environment: bazaar.environment(extra))
            program = .inProcess(session)
            screen = Self.screen(await session.start())
        }
    }

    deinit {
        if case .inProcess(let session) = program { session.endInput() }
    }

    /// The start of the session's `help` in English and in Chinese, which ends in the line for `quit`.
    private static let helpStarts = ["\nCommands:\n", "\n命令：\n"]

    /// Where the session's `help` starts in `drawn`, in either language.
    private static func helpStart(in drawn: String) -> Range<String.Index>? {
        helpStarts.lazy.compactMap { drawn.range(of: $0) }.first
    }

    /// What a command drew in-process: its output, then its errors but for the lines saying a
    /// load is still running (see `withoutLoadNotices`).
    private static func screen(_ drawn: (output: String, errors: String)) -> String {
        let result = ExecutableResult(
            exitCode: 0, signal: nil, standardOutput: drawn.output, standardError: drawn.errors, timedOut: false)
        return drawn.output + result.withoutLoadNotices.standardError
    }

    /// Types `command` (or nothing) and answers what the session drew for it.
    @discardableResult
    func send(_ command: String?) async throws -> String {
        switch program {
        case .inProcess(let session):
            guard let command else { return screen }
            screen = Self.screen(await session.type(command))
        case .launched(let running):
            let (outputBefore, errorsBefore) = (running.standardOutput.count, running.standardError.count)
            try running.type((command.map { [$0] } ?? []) + ["help"])
            try await running.wait { output, _ in Self.isAnswered(String(output.dropFirst(outputBefore))) }
            let drawn = "\n" + running.standardOutput.dropFirst(outputBefore)
            screen =
                String(drawn[..<(Self.helpStart(in: drawn)?.lowerBound ?? drawn.endIndex)].dropFirst())
                + running.standardError.dropFirst(errorsBefore)
        }
        return screen
    }

    /// Whether the output holds the whole answer to `help`.
    private static func isAnswered(_ text: String) -> Bool {
        let drawn = "\n" + text
        guard let start = helpStart(in: drawn) else { return false }
        return drawn[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().contains { $0.hasPrefix("  quit") }
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
    func follow(_ title: String) async throws -> String {
        guard let number = number(of: title) else { throw TestSupportError("no link '\(title)' on:\n\(screen)") }
        return try await send(number)
    }

    /// Waits for a session that ends by itself (killed, or its input closed) and answers whether a
    /// signal ended it and its exit status or the signal's number.
    func waitForEnd() async -> (signalled: Bool, status: Int32) {
        switch program {
        case .inProcess(let session):
            return (false, await session.finish().exitCode)
        case .launched(let running):
            let (status, signalled) = await running.waitForEnd()
            return (signalled, status)
        }
    }

    /// Ends the session and answers its exit code (that of the last command that failed, 0 when
    /// none did) and everything it wrote on standard error.
    func quit() async throws -> (exitCode: Int32, standardError: String) {
        switch program {
        case .inProcess(let session):
            _ = await session.type("quit")
            let result = await session.finish()
            return (result.exitCode, result.standardError)
        case .launched(let running):
            try running.type("quit")
            let (status, _) = try await running.finish()
            return (status, running.standardError)
        }
    }
}
