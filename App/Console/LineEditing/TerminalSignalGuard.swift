import ContractSupport
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal's settings back when a signal ends the process while a line is read in raw
/// mode: SIGTERM, SIGHUP, SIGINT and SIGQUIT sent from outside (in raw mode the keyboard sends
/// none of them: Ctrl-C is a key that clears the line).
///
/// The signals are watched by dispatch sources rather than a signal handler, so the work runs on
/// a queue, where taking a lock and calling `tcsetattr` is safe. Once the first line has been read
/// on a terminal, each of these signals, in or out of raw mode, puts the settings back if raw mode
/// is on and then ends the process as the signal's default action does (it is raised again with
/// the default action), so a parent still sees the process killed by that signal.
final class TerminalSignalGuard: Sendable {
    /// The process's one guard: signals are the process's, not one editor's.
    static let shared = TerminalSignalGuard()

    /// The signals that end the process and are put off until the terminal is restored.
    static let signals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]

    /// The terminal in raw mode and the settings to put back, when a line is being read.
    private struct RawTerminal: Sendable {
        let descriptor: Int32
        let original: termios
    }

    private struct State: Sendable {
        var raw: RawTerminal?
        var isWatching = false
    }

    private let state = LockedBox(State())

    private init() {}

    /// Records that `descriptor` is about to enter raw mode, with `original` its settings now;
    /// the first time, starts watching the signals and waits until the watch is in place.
    func willEnterRawMode(_ descriptor: Int32, original: termios) {
        let start = state.withLock { state -> Bool in
            state.raw = RawTerminal(descriptor: descriptor, original: original)
            defer { state.isWatching = true }
            return !state.isWatching
        }
        if start { watch() }
    }

    /// Records that the terminal's settings were put back.
    func didLeaveRawMode() {
        state.withLock { $0.raw = nil }
    }

    private func watch() {
        let registered = DispatchSemaphore(value: 0)
        let queue = DispatchQueue(label: "bazaar.terminal-signals")
        for signal in Self.signals {
            #if canImport(Darwin)
                // There kqueue only observes a signal: its default action must be turned off.
                _ = Darwin.signal(signal, SIG_IGN)
            #endif
            let source = DispatchSource.makeSignalSource(signal: signal, queue: queue)
            // The handler holds its source, so the source lives as long as the process: one that
            // went away would leave its signal caught by Dispatch and never acted on.
            source.setEventHandler { [self, source] in end(by: Int32(source.handle)) }
            source.setRegistrationHandler { registered.signal() }
            source.resume()
        }
        // Registration normally takes a moment; a system that cannot watch a signal (no
        // signalfd) must not hang the prompt, so the wait is bounded.
        let deadline = DispatchTime.now() + .seconds(2)
        for _ in Self.signals where registered.wait(timeout: deadline) == .timedOut { break }
    }

    /// Puts the settings back if raw mode is on, then ends the process by `number`'s default action.
    private func end(by number: Int32) {
        state.withLock { state in
            if let raw = state.raw {
                var settings = raw.original
                _ = tcsetattr(raw.descriptor, TCSANOW, &settings)
            }
            _ = signal(number, SIG_DFL)
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, number)
            _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
            _ = raise(number)
            _exit(128 + number)
        }
    }
}
