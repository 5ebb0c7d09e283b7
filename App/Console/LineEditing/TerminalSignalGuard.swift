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
/// A session at a terminal asks for SIGTERM, SIGHUP, SIGTSTP and SIGCONT itself
/// (``takeSessionSignals(onStop:)``). The first SIGTERM or SIGHUP cancels the loads running, is
/// kept as ``pendingEnd`` and wakes the line editor, and the session ends as `quit` does once its
/// modules have heard it, then by ``end(by:)``; a second one ends the process at once. SIGTSTP
/// sent from outside (`kill -TSTP`) while a line is read is Ctrl-Z typed at the prompt; while no
/// line is read (a load, or Ctrl-Z then, when the keyboard sends the signal) it runs the
/// session's stop, which tells the modules before the process stops. SIGCONT while a line is
/// read (after a stop nothing could catch, SIGSTOP) puts raw mode back, as a shell may have
/// changed the settings meanwhile, and draws the line again.
final class TerminalSignalGuard: Sendable {
    /// The process's one guard: signals are the process's, not one editor's.
    static let shared = TerminalSignalGuard()

    /// The signals that end the process and are put off until the terminal is restored.
    static let signals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]

    /// The terminal in raw mode, the settings to put back and those of raw mode, when a line is
    /// being read.
    private struct RawTerminal: Sendable {
        let descriptor: Int32
        let original: termios
        let raw: termios
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
        /// The keys a signal typed for the line editor (Ctrl-Z for SIGTSTP, Ctrl-L for SIGCONT),
        /// one byte on the wake-up pipe each.
        var typed: [UInt8] = []
        /// What SIGTSTP does while no line is read: the session's stop; `nil` until a session takes the signals.
        var onStop: (@Sendable () async -> Void)?
        /// Whether the process is being stopped (the modules told, then SIGTSTP): a second stop waits for this one.
        var isStopping = false
        /// Whether whoever started the program ignores SIGTSTP (a shell without job control): nothing stops it.
        var stopIgnored = false
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

    /// Records that `descriptor` is about to enter raw mode (`raw`), with `original` its settings
    /// now; the first time, when nothing awaited ``watch()``, starts watching without waiting for it.
    func willEnterRawMode(_ descriptor: Int32, original: termios, raw: termios) {
        state.withLock { $0.raw = RawTerminal(descriptor: descriptor, original: original, raw: raw) }
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

    /// From now on SIGTERM and SIGHUP end the session rather than the process at once, and
    /// SIGTSTP and SIGCONT are the session's (see the type's summary), `onStop` being what a stop
    /// while no line is read runs; for a session at a terminal, whose prompt then watches
    /// ``wakeDescriptor``.
    func takeSessionSignals(onStop: @escaping @Sendable () async -> Void) {
        let signals = state.withLock { state -> [Int32] in
            guard state.wake == nil else { return [] }
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return [] }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            state.wake = (ends[0], ends[1])
            state.onStop = onStop
            var current = sigaction()
            _ = sigaction(SIGTSTP, nil, &current)
            state.stopIgnored = Self.isIgnoring(current)
            return state.stopIgnored ? [SIGCONT] : [SIGTSTP, SIGCONT]
        }
        let queue = DispatchQueue(label: "bazaar.session-signals")
        for signal in signals {
            #if canImport(Darwin)
                if signal == SIGTSTP { _ = Darwin.signal(signal, SIG_IGN) }
            #endif
            let source = DispatchSource.makeSignalSource(signal: signal, queue: queue)
            // As in `startWatching`, the handler holds its source for the life of the process.
            source.setEventHandler { [self, source] in
                if Int32(source.handle) == SIGTSTP { stopped() } else { continued() }
            }
            source.resume()
        }
    }

    /// The descriptor that becomes readable when the session is to end on a signal, or a signal
    /// typed a key; `nil` until ``takeSessionSignals(onStop:)``.
    var wakeDescriptor: Int32? { state.withLock { $0.wake?.read } }

    /// What woke the line editor: `nil` when the session is to end (``pendingEnd``), else the key
    /// a signal typed (consumed), or 0 when there is none (a key already taken).
    func takeWakeUp() -> UInt8? {
        state.withLock { state -> UInt8? in
            guard state.pendingEnd == nil, let wake = state.wake else { return nil }
            guard !state.typed.isEmpty else { return 0 }
            var byte: UInt8 = 0
            _ = read(wake.read, &byte, 1)
            return state.typed.removeFirst()
        }
    }

    /// Marks the process as being stopped, when it is not yet and may be; answers whether it
    /// was not (the caller tells the modules, calls ``suspendProcess()``, then ``didStop()``).
    /// Nothing stops a process whose starter ignores SIGTSTP (a shell without job control).
    func willStop() -> Bool {
        state.withLock { state in
            guard !state.isStopping, !state.stopIgnored else { return false }
            state.isStopping = true
            return true
        }
    }

    /// Marks the stop ``willStop()`` began as over.
    func didStop() {
        state.withLock { $0.isStopping = false }
    }

    /// The SIGTERM or SIGHUP the session is to end on, once one has arrived.
    var pendingEnd: Int32? { state.withLock { $0.pendingEnd } }

    /// Stops the process as Ctrl-Z does outside raw mode (`SIGTSTP`, its default action) and
    /// returns when it goes on (`SIGCONT`, as `fg` sends). The caller has put the terminal's
    /// settings back, and ``willStop()`` said it may stop.
    func suspendProcess() {
        // The session's watch catches SIGTSTP (Dispatch installs its handler), so the default
        // action is put in place while the signal is raised, and Dispatch's handler back after.
        // A task's thread may block the signal (Dispatch's worker threads block them all), so it
        // is let through on this thread while it is raised, and raised to this thread: the
        // process stops inside `raise`, which returns once it goes on.
        var byDefault = sigaction()
        var watched = sigaction()
        Self.setHandler(of: &byDefault, to: SIG_DFL)
        _ = sigaction(SIGTSTP, &byDefault, &watched)
        var set = sigset_t()
        var previous = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTSTP)
        _ = pthread_sigmask(SIG_UNBLOCK, &set, &previous)
        _ = raise(SIGTSTP)
        _ = pthread_sigmask(SIG_SETMASK, &previous, nil)
        _ = sigaction(SIGTSTP, &watched, nil)
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

    /// SIGTSTP from outside: while a line is read, Ctrl-Z for the line editor; else the session's
    /// stop, unless one is under way.
    private func stopped() {
        enum Action { case type(Int32), stop(@Sendable () async -> Void), none }
        let action = state.withLock { state -> Action in
            guard let wake = state.wake else { return .none }
            if state.raw != nil {
                state.typed.append(0x1A)
                return .type(wake.write)
            }
            guard let onStop = state.onStop, !state.isStopping else { return .none }
            return .stop(onStop)
        }
        switch action {
        case .type(let wake):
            var byte: UInt8 = 1
            _ = write(wake, &byte, 1)
        case .stop(let onStop):
            Task { await onStop() }
        case .none:
            break
        }
    }

    /// SIGCONT: while a line is read, raw mode again (a shell may have changed the settings while
    /// the process was stopped) and Ctrl-L for the line editor, which draws the line again.
    private func continued() {
        let wake = state.withLock { state -> Int32? in
            guard var raw = state.raw?.raw, let descriptor = state.raw?.descriptor, let wake = state.wake else {
                return nil
            }
            _ = tcsetattr(descriptor, TCSANOW, &raw)
            state.typed.append(0x0C)
            return wake.write
        }
        guard let wake else { return }
        var byte: UInt8 = 1
        _ = write(wake, &byte, 1)
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

    /// Whether `action` ignores its signal (`SIG_IGN`). Handlers are C function pointers, which
    /// are not comparable: their addresses are.
    private static func isIgnoring(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
            let handler = action.__sigaction_handler.sa_handler
        #else
            let handler = action.__sigaction_u.__sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Makes `action` the plain handler `handler`.
    private static func setHandler(of action: inout sigaction, to handler: sighandler_t?) {
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
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
