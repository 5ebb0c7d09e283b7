import Foundation
import MediatorRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a running process writes on some file descriptors (pipes, a pseudo-terminal's master),
/// read as it comes by one reader thread of its own (never one of the cooperative pool's): a
/// test awaits ``wait(seconds:until:)``, which resumes when something new was read.
///
/// The streams are read together and what was read is published at once, after a pass over
/// every stream found nothing more: a test that sees a line on one stream also sees whatever the
/// program wrote on the others before that line (a piped session's error, written before the page
/// that follows it on standard output).
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
        /// How many publications (and ends) there were: a waiter resumes at the first after the one it saw.
        var generation = 0
    }

    private let state: LockedBox<State>

    /// Starts reading `descriptors`, through copies of them (closed on exec, and not blocking): the
    /// caller may close its own whenever it likes; the reader closes each copy at the end of its
    /// stream (end of file, or an error such as the EIO of a terminal no process holds any more).
    public init(_ descriptors: [Int32]) {
        state = LockedBox(State(bytes: Array(repeating: [], count: descriptors.count), open: descriptors.count))
        let copies = descriptors.map { descriptor in
            let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
            _ = fcntl(copy, F_SETFL, fcntl(copy, F_GETFL) | O_NONBLOCK)
            return copy
        }
        let reader = Thread { self.readToEnd(copies) }
        reader.name = "OutputCollector"
        reader.start()
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

    /// Returns after the first publication (or end) after `generation`, at once if there was
    /// one already, or at `deadline`.
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

    /// Reads `descriptors` to their ends (on the reader's own thread), closing each at its end.
    ///
    /// After each wake-up it reads every stream until a whole pass finds nothing, then publishes:
    /// bytes the program wrote on one stream before what was read on another are then in the
    /// pipe, so the next pass reads them before anything is published.
    private func readToEnd(_ descriptors: [Int32]) {
        var open = descriptors.map { Optional($0) }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while open.contains(where: { $0 != nil }) {
            var polled = open.map { pollfd(fd: $0 ?? -1, events: Int16(POLLIN), revents: 0) }
            if poll(&polled, nfds_t(polled.count), -1) < 0, errno != EINTR { break }
            var read = Array(repeating: [UInt8](), count: descriptors.count)
            var ended = 0
            var found = true
            // A program that never stops writing is published every mebibyte.
            while found && read.reduce(0, { $0 + $1.count }) < 1 << 20 {
                found = false
                for (stream, descriptor) in open.enumerated() {
                    guard let descriptor else { continue }
                    let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
                    if count > 0 {
                        read[stream] += chunk[..<count]
                        found = true
                    } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                        close(descriptor)
                        open[stream] = nil
                        ended += 1
                    }
                }
            }
            state.withLock { state in
                for (stream, bytes) in read.enumerated() { state.bytes[stream] += bytes }
                state.open -= ended
                state.generation += 1
            }
            resume { _ in true }
        }
        for descriptor in open.compactMap({ $0 }) { close(descriptor) }
        state.withLock { state in
            state.open = 0
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
