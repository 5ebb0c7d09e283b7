import Foundation
import MediatorRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The end of a process, awaited without holding a thread: made before the process runs, it
/// takes the process's termination handler and resumes whoever waits when it is called.
public final class ProcessEnding: Sendable {
    private struct State {
        var ended = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = LockedBox(State())

    /// Listens for the end of `process`, which must not have been run yet.
    public init(_ process: Process) {
        process.terminationHandler = { _ in self.end() }
    }

    /// Marks the process ended and resumes whoever waits.
    private func end() {
        let waiting = state.withLock { state in
            state.ended = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }

    /// Whether the process has ended (and been reaped).
    public var hasEnded: Bool { state.withLock { $0.ended } }

    /// Returns once the process has ended.
    public func wait() async {
        await withCheckedContinuation { continuation in
            let ended = state.withLock { state in
                if !state.ended { state.waiting.append(continuation) }
                return state.ended
            }
            if ended { continuation.resume() }
        }
    }

    /// Returns once the process (`pid`) has ended; when it outlives `seconds`, sends it SIGTERM,
    /// then SIGKILL a second later, and answers `true` (it timed out).
    public func wait(timeout seconds: Double, pid: Int32) async -> Bool {
        let timer = Task { [self] in
            try? await Task.sleep(for: .seconds(seconds))
            guard !Task.isCancelled, !hasEnded else { return false }
            kill(pid, SIGTERM)
            try? await Task.sleep(for: .seconds(1))
            if !hasEnded { kill(pid, SIGKILL) }
            return true
        }
        await wait()
        timer.cancel()
        return await timer.value
    }
}
