import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a running process writes on some file descriptors (pipes, a pseudo-terminal's master),
/// read as it comes by a reader thread per descriptor, of its own (never one of the cooperative
/// pool's): a test awaits ``wait(seconds:until:)``, which resumes when something new was read.
public final class OutputCollector: Sendable {
    private struct Waiter {
        let id: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var bytes: [[UInt8]]
        var open: Int
        var waiters: [Waiter] = []
        var nextWaiter = 0
        /// How many reads (and ends) there were: a waiter resumes at the first after the one it saw.
        var generation = 0
    }

    private let state: Mutex<State>

    /// Starts reading `descriptors`, through copies of them (closed on exec): the caller may close its own
    /// whenever it likes; each reader closes its copy at the end of its stream (end of file, or an
    /// error such as the EIO of a terminal no process holds any more).
    public init(_ descriptors: [Int32]) {
        state = Mutex(State(bytes: Array(repeating: [], count: descriptors.count), open: descriptors.count))
        for (index, descriptor) in descriptors.map({ fcntl($0, F_DUPFD_CLOEXEC, 0) }).enumerated() {
            let reader = Thread { self.readToEnd(descriptor, stream: index) }
            reader.name = "OutputCollector"
            reader.start()
        }
    }

    /// Everything read on stream `index` (in the order of the descriptors given), decoded as UTF-8.
    public func text(_ index: Int) -> String {
        state.withLock { String(decoding: $0.bytes[index], as: UTF8.self) }
    }

    /// Whether every stream has ended (end of file, or an error such as a closed terminal's EIO).
    public var hasEnded: Bool { state.withLock { $0.open == 0 } }

    /// Waits until `condition` holds for the texts read so far (one per stream), answering
    /// `true`; answers `false` when every stream ends or `seconds` pass before it does. The limit
    /// is generous, only so that a broken program fails its test instead of hanging it.
    public func wait(seconds: Double = 300, until condition: ([String]) -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while true {
            let (texts, ended, generation) = state.withLock { state in
                (state.bytes.map { String(decoding: $0, as: UTF8.self) }, state.open == 0, state.generation)
            }
            if condition(texts) { return true }
            if ended || ContinuousClock.now >= deadline { return false }
            await nextRead(after: generation, before: deadline)
        }
    }

    /// Waits until every stream has ended, or `seconds` pass; answers whether they ended.
    @discardableResult
    public func waitForEnd(seconds: Double = 300) async -> Bool {
        _ = await wait(seconds: seconds) { _ in false }
        return hasEnded
    }

    /// Returns after the first read (or end) after `generation`, at once if there was one
    /// already, or at `deadline`.
    private func nextRead(after generation: Int, before deadline: ContinuousClock.Instant) async {
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        let timer = Task { [weak self] in
            try? await Task.sleep(until: deadline)
            self?.resume { $0.id == id }
        }
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state in
                let ready = state.open == 0 || state.generation != generation
                if !ready { state.waiters.append(Waiter(id: id, continuation: continuation)) }
                return ready
            }
            if ready { continuation.resume() }
        }
        timer.cancel()
    }

    /// Resumes (once) the waiters `which` picks.
    private func resume(_ which: (Waiter) -> Bool) {
        let chosen = state.withLock { state in
            let chosen = state.waiters.filter(which)
            state.waiters.removeAll(where: which)
            return chosen
        }
        for waiter in chosen { waiter.continuation.resume() }
    }

    /// Reads `descriptor` to its end (on the reader's own thread), then closes it.
    private func readToEnd(_ descriptor: Int32, stream: Int) {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            state.withLock { state in
                state.bytes[stream] += chunk[..<count]
                state.generation += 1
            }
            resume { _ in true }
        }
        close(descriptor)
        state.withLock { state in
            state.open -= 1
            state.generation += 1
        }
        resume { _ in true }
    }
}

#if canImport(Glibc)
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    private let systemRead = Darwin.read
#endif
