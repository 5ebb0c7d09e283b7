import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An executable run on a pseudo-terminal, as a person at a terminal runs it: its standard
/// input, output and error are the terminal's, so it sees a TTY and may switch it to raw mode.
/// The test types with ``send(_:)`` and awaits what it drew with ``expect(_:)``; no wait holds a
/// thread.
///
/// Every wait has a generous limit only so that a broken program fails the test instead of
/// hanging it; nothing is asserted about how long anything takes.
public final class PseudoTerminalSession {
    private let master: Int32
    private let process: Process
    private let ending: ProcessEnding
    private let collector: OutputCollector
    /// Everything drawn so far, with carriage returns removed (the terminal turns `\n` into `\r\n`).
    public var transcript: String { Self.withoutReturns(collector.text(0)) }
    /// How many characters of ``transcript`` earlier ``expect(_:)`` calls consumed.
    private var consumed = 0

    /// Starts `executable` with `arguments` and `environment` on a new 80×24 pseudo-terminal.
    public init(_ executable: URL, arguments: [String], environment: [String: String]) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else {
            throw TestSupportError("cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        // Neither end may leak into processes other tests start meanwhile: a stray copy of the
        // terminal would keep it open after this program ends.
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        self.master = master
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        ending = ProcessEnding(process)
        LaunchLog.record(executable)
        do {
            try process.run()
        } catch {
            close(master)
            throw TestSupportError("cannot run \(executable.path): \(error.localizedDescription)")
        }
        try? terminal.close()
        collector = OutputCollector([master])
    }

    deinit {
        // Not waited for: the termination handler reaps it.
        if !ending.hasEnded { process.terminate() }
        close(master)
    }

    private static func withoutReturns(_ text: String) -> String {
        text.replacingOccurrences(of: "\r", with: "")
    }

    /// Types `text` (its UTF-8 bytes, control characters and escape sequences included).
    public func send(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// The program's process id.
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Whether the program is stopped (job control: SIGTSTP, SIGSTOP), as `/proc` tells; Linux only.
    public var isStopped: Bool {
        let stat = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8)) ?? ""
        // The state follows the command's name, which is in parentheses and may hold spaces.
        guard let close = stat.range(of: ") ", options: .backwards) else { return false }
        return stat[close.upperBound...].first == "T"
    }

    /// Sends `signal` to the program, as `kill` from another terminal would.
    public func send(signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// The terminal's local modes now (`c_lflag`: `ICANON`, `ECHO`, `ISIG`...), as the program set
    /// them: on Linux both ends of a pseudo-terminal share one set of settings.
    public func localModes() throws -> tcflag_t {
        var settings = termios()
        guard tcgetattr(master, &settings) == 0 else {
            throw TestSupportError("cannot read the terminal's settings: \(String(cString: strerror(errno)))")
        }
        return settings.c_lflag
    }

    /// Sets the terminal's local modes to `modes`, as a shell does for itself while the program
    /// is stopped.
    public func setLocalModes(_ modes: tcflag_t) throws {
        var settings = termios()
        guard tcgetattr(master, &settings) == 0 else {
            throw TestSupportError("cannot read the terminal's settings: \(String(cString: strerror(errno)))")
        }
        settings.c_lflag = modes
        guard tcsetattr(master, TCSANOW, &settings) == 0 else {
            throw TestSupportError("cannot set the terminal's settings: \(String(cString: strerror(errno)))")
        }
    }

    /// Whether the program ended by a signal it did not handle (``waitForExit()`` then answers the signal).
    public var endedBySignal: Bool { ending.hasEnded && process.terminationReason == .uncaughtSignal }

    /// Reads until `marker` appears after what earlier calls consumed; answers the text from
    /// there up to and including the marker. Throws, with the transcript, when the program
    /// ends (or 5 minutes pass) without drawing it.
    @discardableResult
    public func expect(_ marker: String) async throws -> String {
        let consumed = consumed
        var found: (text: String, end: Int)?
        _ = await collector.wait { texts in
            let transcript = Self.withoutReturns(texts[0])
            let start = transcript.index(transcript.startIndex, offsetBy: min(consumed, transcript.count))
            guard let range = transcript.range(of: marker, range: start..<transcript.endIndex) else { return false }
            found = (
                String(transcript[start..<range.upperBound]),
                transcript.distance(from: transcript.startIndex, to: range.upperBound)
            )
            return true
        }
        guard let found else {
            throw TestSupportError("no \(marker.debugDescription) in: \(transcript.debugDescription)")
        }
        self.consumed = found.end
        return found.text
    }

    /// Waits for the program to exit, reading what it draws meanwhile; answers its exit code,
    /// or `nil` when it has not ended within 5 minutes.
    public func waitForExit() async -> Int32? {
        guard !(await ending.wait(timeout: 300, pid: process.processIdentifier)) else { return nil }
        // What it drew last: a terminal's master reads its end (EIO) once no process holds the terminal.
        await collector.waitForEnd(seconds: 60)
        return process.terminationStatus
    }
}
