import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `bazaar` session on pipes, driven one command at a time, as a person at a terminal would.
///
/// `send` writes a command, then a marker line the session does not know; the session answers
/// the marker with an error naming it only after it has drawn what the command led to, so
/// reading up to that answer reads exactly the command's output. Standard error goes to a file.
final class InteractiveSession {
    private let process = Process()
    private let input: FileHandle
    private let output: FileHandle
    private let errorFile: URL
    private var marks = 0
    private var inputOpen = true
    /// What the last command drew.
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
        errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString).err")
        try Data().write(to: errorFile)
        process.executableURL = try BuiltProducts.executable(named: "bazaar")
        process.environment = environment
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        input = inputPipe.fileHandleForWriting
        output = outputPipe.fileHandleForReading
        try send(nil)
    }

    deinit {
        if inputOpen { try? input.close() }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: errorFile)
    }

    /// Types `command` (or nothing) and answers what the session drew for it.
    @discardableResult
    func send(_ command: String?) throws -> String {
        marks += 1
        let mark = "mark-\(marks)"
        try input.write(contentsOf: Data(((command.map { $0 + "\n" } ?? "") + mark + "\n").utf8))
        var bytes: [UInt8] = []
        var text = ""
        while !text.contains("'\(mark)'") {
            // Waits at most 30 s for output, so a session that hangs fails the test instead of stalling it.
            var ready = pollfd(fd: output.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 30_000) > 0 else {
                throw TestSupportError("no answer to '\(command ?? "")' within 30 s; it drew:\n\(text)")
            }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(output.fileDescriptor, &chunk, chunk.count)
            guard count > 0 else { throw TestSupportError("the session ended; it drew:\n\(text)") }
            bytes += chunk[..<count]
            text = String(decoding: bytes, as: UTF8.self)
        }
        screen = String(text[..<(text.range(of: "✗ Unknown command '\(mark)'")?.lowerBound ?? text.endIndex)])
        return screen
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

    /// Ends the session and answers its exit code and standard error.
    func quit() throws -> (exitCode: Int32, standardError: String) {
        try input.write(contentsOf: Data("quit\n".utf8))
        try input.close()
        inputOpen = false
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: errorFile, encoding: .utf8))
    }
}
