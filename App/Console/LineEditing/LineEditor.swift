import Common
import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The prompt of an interactive session: reads one line from a terminal in raw mode, with
/// cursor keys, Home/End, Ctrl-A/E/B/F/K/U/W, history on up/down (Ctrl-P/N), Ctrl-C to clear the
/// line, Ctrl-L to draw it again, Ctrl-D on an empty line to leave and Ctrl-Z to stop the
/// program (job control).
///
/// It reads bytes from `input` and writes what it draws with `write`, so a test can drive it
/// through a pseudo-terminal or a pipe. Raw mode is on only while a line is read and only when
/// `input` is a terminal. What it answers holds only drawable characters (escape sequences
/// and control bytes never reach the caller), and a line longer than ``maximumLength``
/// characters is not kept or drawn: the key presses past the limit ring the bell and the line
/// answers ``Input/tooLong``.
public final class LineEditor {
    /// What reading a line gave.
    public enum Input: Sendable, Equatable {
        /// A line the person accepted with Enter.
        case line(String)
        /// A line longer than ``LineEditor/maximumLength``, refused.
        case tooLong
        /// Ctrl-D on an empty line, or the end of input.
        case end
        /// Ctrl-Z: the line is dropped and the terminal's settings are back; the caller stops
        /// the program (`SIGTSTP`) and reads again once it goes on.
        case suspend
        /// SIGTERM or SIGHUP arrived while the line was read, and a session asked to end on it
        /// (`TerminalSignalGuard.takeSessionSignals(onStop:)`): the caller ends the session.
        case signal(Int32)
    }

    /// The most characters a line may hold.
    public static let maximumLength = 4096

    private let input: Int32
    private let write: (String) -> Void
    private let columns: () -> Int?
    private let store: (any StateStore)?
    /// The lines typed so far, for up/down.
    public private(set) var history: LineHistory

    /// An editor reading `input` and drawing with `write`; `columns` answers the terminal's
    /// width (80 when it answers `nil`). Accepted lines go to `history` and, if given, to `store`.
    public init(
        input: Int32, write: @escaping (String) -> Void, columns: @escaping () -> Int?,
        history: LineHistory = LineHistory(), store: (any StateStore)? = nil
    ) {
        self.input = input
        self.write = write
        self.columns = columns
        self.history = history
        self.store = store
    }

    /// Shows `prompt` and reads one line; it goes to the history if `remember` (not an answer to a question).
    public func read(prompt: String, remember: Bool = true) -> Input {
        if let signal = TerminalSignalGuard.shared.pendingEnd { return .signal(signal) }
        let rawMode = RawTerminalMode(input)
        defer { rawMode?.restore() }
        var line = LineBuffer()
        var overflowed = false
        redraw(prompt, line)
        while let key = KeyDecoder.next(readByte) {
            switch key {
            case .insert(let scalar):
                if line.characters.count >= Self.maximumLength {
                    overflowed = true
                    write("\u{7}")
                    continue
                }
                line.insert(scalar)
            case .left: line.moveLeft()
            case .right: line.moveRight()
            case .home: line.moveToStart()
            case .end: line.moveToEnd()
            case .up:
                if let entry = history.previous(current: line.text) { line = LineBuffer(entry) }
            case .down:
                if let entry = history.next() { line = LineBuffer(entry) }
            case .backspace: line.deleteBackward()
            case .delete: line.deleteForward()
            case .deleteToStart: line.deleteToStart()
            case .deleteToEnd: line.deleteToEnd()
            case .deleteWordBefore: line.deleteWordBefore()
            case .enter:
                redraw(prompt, line)
                write("\n")
                if overflowed { return .tooLong }
                if remember { history.add(line.text, to: store) }
                return .line(line.text)
            case .interrupt:
                write("^C\n")
                line = LineBuffer()
                overflowed = false
            case .endOfInput:
                if line.characters.isEmpty, !overflowed {
                    write("\n")
                    return .end
                }
                line.deleteForward()
            case .suspend:
                write("^Z\n")
                return .suspend
            case .redraw:
                break
            case .ignored:
                continue
            }
            if line.characters.isEmpty { overflowed = false }
            if !inputIsWaiting() { redraw(prompt, line) }
        }
        write("\n")
        if let signal = TerminalSignalGuard.shared.pendingEnd { return .signal(signal) }
        return .end
    }

    /// One byte from the input; `nil` at its end, on an error other than an interruption, or
    /// once a signal that ends the session has arrived (the guard's wake-up descriptor is readable);
    /// the key a signal typed (Ctrl-Z for SIGTSTP, Ctrl-L for SIGCONT) comes as its byte.
    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            if let wake = TerminalSignalGuard.shared.wakeDescriptor {
                var pollers = [
                    pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
                ]
                let ready = poll(&pollers, 2, -1)
                if ready < 0, errno == EINTR { continue }
                if pollers[1].revents != 0 {
                    // The session ends on a signal, or a signal typed a key (see the guard).
                    guard let key = TerminalSignalGuard.shared.takeWakeUp() else { return nil }
                    if key != 0 { return key }
                    if pollers[0].revents == 0 { continue }
                }
            }
            let count = systemRead(input, &byte, 1)
            if count == 1 { return byte }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    /// Whether more input has arrived already (a paste): drawing waits until it is read.
    private func inputIsWaiting() -> Bool {
        var poller = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) > 0
    }

    #if canImport(Glibc)
        private let systemRead = Glibc.read
    #elseif canImport(Darwin)
        private let systemRead = Darwin.read
    #endif

    /// Draws the prompt and the part of the line around the cursor that fits on one row, and
    /// puts the terminal's cursor where the line's is.
    private func redraw(_ prompt: String, _ line: LineBuffer) {
        let prompt = TerminalSanitizer.singleLine(prompt)
        let room = max(1, (columns() ?? 80) - DisplayWidth.of(prompt) - 1)
        let widths = line.characters.map { DisplayWidth.of(String($0)) }
        var start = 0
        var beforeCursor = widths[0..<line.cursor].reduce(0, +)
        while beforeCursor > room, start < line.cursor {
            beforeCursor -= widths[start]
            start += 1
        }
        var end = line.cursor
        var shown = beforeCursor
        while end < widths.count, shown + widths[end] <= room {
            shown += widths[end]
            end += 1
        }
        let afterCursor = shown - beforeCursor
        var text = "\r" + prompt + String(line.characters[start..<end]) + "\u{1B}[K"
        if afterCursor > 0 { text += "\u{1B}[\(afterCursor)D" }
        write(text)
    }
}
