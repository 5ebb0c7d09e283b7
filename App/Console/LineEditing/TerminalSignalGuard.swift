import ContractSupport
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal's settings back when a signal ends the process while a line is read in raw
/// mode: SIGTERM, SIGHUP, SIGINT and SIGQUIT sent from outside (in raw mode the keyboard sends
/// none of them: Ctrl-C is a key that clears the line); and turns SIGINT during a load (a page
/// opening, when the terminal is not in raw mode and Ctrl-C sends it) into cancelling that load.
///
/// The signals are watched by dispatch sources rather than a signal handler, so the work runs on
/// a queue, where taking a lock, calling `tcsetattr` or cancelling a task is safe. Once a session
/// has started, or a load of a one-shot command has first waited, each of these signals, in
/// or out of raw mode, puts the settings back if raw mode is on and then ends the process as the
/// signal's default action does (it is raised again with the default action), so a parent still
/// sees the process killed by that signal; but SIGINT while a load runs
/// (``interrupting(cancel:_:)``) only cancels the load, and the process goes on.
///
/// A session at a terminal asks for SIGTERM and SIGHUP itself (``endSessionsOnSignals()``): the
/// first one cancels the loads running, is kept as ``pendingEnd`` and wakes the line editor, and
/// the session ends as `quit` does once its modules have heard it, then by ``end(by:)``. A second
/// one ends the process at once.
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
        /// What cancels each load running now, by a number of its own.
        var loads: [Int: @Sendable () -> Void] = [:]
        var loadsStarted = 0
        /// The pipe whose reading end wakes the line editor, once a session ends on SIGTERM and SIGHUP.
        var wake: (read: Int32, write: Int32)?
        /// The SIGTERM or SIGHUP the session is ending on.
        var pendingEnd: Int32?
    }

    private let state = LockedBox(State())

    private init() {}

    /// Starts watching the signals, once, and returns when the watch is in place: a session at a
    /// terminal awaits this before its first line, so a signal sent while a line is edited finds
    /// the watch there. Registration normally takes a moment; a system that cannot watch a signal
    /// (no signalfd) must not hang the prompt, so the wait ends after two seconds whatever happens.
    func watch() async {
        guard let sources = startWatching() else { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let waiting = LockedBox<(continuation: CheckedContinuation<Void, Never>?, left: Int)>(
                (continuation, sources.count))
            @Sendable func resume(registered: Bool) {
                let ready = waiting.withLock { waiting -> CheckedContinuation<Void, Never>? in
                    if registered { waiting.left -= 1 }
                    guard !registered || waiting.left == 0 else { return nil }
                    return waiting.continuation.take()
                }
                ready?.resume()
            }
            for source in sources {
                source.setRegistrationHandler { resume(registered: true) }
                source.resume()
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(2)) { resume(registered: false) }
        }
    }

    /// Records that `descriptor` is about to enter raw mode, with `original` its settings now; the
    /// first time, when nothing awaited ``watch()``, starts watching without waiting for it.
    func willEnterRawMode(_ descriptor: Int32, original: termios) {
        state.withLock { $0.raw = RawTerminal(descriptor: descriptor, original: original) }
        startWatching()?.forEach { $0.resume() }
    }

    /// Runs `load` with SIGINT calling `cancel` (which cancels the load's task) instead of ending
    /// the process, while the signals are watched (``watch()``); after it, SIGINT ends the
    /// process again. Until something has awaited the watch, as while the process starts, SIGINT
    /// ends the process by its default action.
    func interrupting<T>(cancel: @escaping @Sendable () -> Void, _ load: () async -> T) async -> T {
        let number = state.withLock { state in
            state.loadsStarted += 1
            state.loads[state.loadsStarted] = cancel
            return state.loadsStarted
        }
        defer { state.withLock { _ = $0.loads.removeValue(forKey: number) } }
        return await load()
    }

    /// From now on SIGTERM and SIGHUP end the session rather than the process at once (see the
    /// type's summary); for a session at a terminal, whose prompt then watches ``wakeDescriptor``.
    func endSessionsOnSignals() {
        state.withLock { state in
            guard state.wake == nil else { return }
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            state.wake = (ends[0], ends[1])
        }
    }

    /// The descriptor that becomes readable when the session is to end on a signal; `nil` until
    /// ``endSessionsOnSignals()``.
    var wakeDescriptor: Int32? { state.withLock { $0.wake?.read } }

    /// The SIGTERM or SIGHUP the session is to end on, once one has arrived.
    var pendingEnd: Int32? { state.withLock { $0.pendingEnd } }

    /// Stops the process as Ctrl-Z does outside raw mode (`SIGTSTP`, its default action, unless
    /// whoever started the program ignores it) and returns when it goes on (`SIGCONT`, as `fg`
    /// sends). The caller has put the terminal's settings back.
    func suspendProcess() {
        // A task's thread may block the signal (Dispatch's worker threads block them all), so it is
        // let through on this thread while it is raised, and raised to this thread: the process
        // stops inside `raise`, which returns once it goes on.
        var set = sigset_t()
        var previous = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTSTP)
        _ = pthread_sigmask(SIG_UNBLOCK, &set, &previous)
        _ = raise(SIGTSTP)
        _ = pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    /// Records that the terminal's settings were put back.
    func didLeaveRawMode() {
        state.withLock { $0.raw = nil }
    }

    /// The sources that watch the signals, made (not yet resumed) the first time; `nil` after.
    @discardableResult
    private func startWatching() -> [any DispatchSourceSignal]? {
        let start = state.withLock { state -> Bool in
            defer { state.isWatching = true }
            return !state.isWatching
        }
        guard start else { return nil }
        let queue = DispatchQueue(label: "bazaar.terminal-signals")
        return Self.signals.map { signal in
            #if canImport(Darwin)
                // There kqueue only observes a signal: its default action must be turned off.
                _ = Darwin.signal(signal, SIG_IGN)
            #endif
            let source = DispatchSource.makeSignalSource(signal: signal, queue: queue)
            // The handler holds its source, so the source lives as long as the process: one that
            // went away would leave its signal caught by Dispatch and never acted on.
            source.setEventHandler { [self, source] in received(Int32(source.handle)) }
            return source
        }
    }

    /// Cancels the loads running when `number` is SIGINT and one is; keeps SIGTERM or SIGHUP for
    /// the session to end on, when it asked for them and none is kept yet (cancelling the loads
    /// and waking the prompt); else ends the process.
    private func received(_ number: Int32) {
        let ending = state.withLock { state -> (wake: Int32, loads: [@Sendable () -> Void])? in
            guard number == SIGTERM || number == SIGHUP, let wake = state.wake, state.pendingEnd == nil else {
                return nil
            }
            state.pendingEnd = number
            return (wake.write, Array(state.loads.values))
        }
        if let ending {
            for cancel in ending.loads { cancel() }
            var byte: UInt8 = 1
            _ = write(ending.wake, &byte, 1)
            return
        }
        let loads = number == SIGINT ? state.withLock { Array($0.loads.values) } : []
        guard loads.isEmpty else {
            for cancel in loads { cancel() }
            return
        }
        end(by: number)
    }

    /// Puts the settings back if raw mode is on, then ends the process by `number`'s default action.
    func end(by number: Int32) -> Never {
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
        }
        _exit(128 + number)
    }
}
