import MediatorRuntime

/// A program run in-process as a session a person types into, one line at a time: the test
/// types a line, and ``type(_:)`` returns once the program asks for the next one (or ends), with
/// what it wrote meanwhile. Nothing is guessed or timed: the program asking for a line is the
/// sign that it has drawn everything the last one led to. The program must read its lines
/// through ``ProgramCall/nextLine`` (`bazaar` does); nothing waits by holding a thread.
public final class ProgramSession: Sendable {
    private struct State {
        var output = ""
        var errors = ""
        /// How many lines the program has asked for.
        var reads = 0
        /// The program's request for a line, while it waits for one.
        var request: CheckedContinuation<String?, Never>?
        /// Whether the input has ended: every request answers `nil` at once.
        var inputEnded = false
        /// The test waiting until the program asks for more than `reads` lines, or ends.
        var watcher: (reads: Int, continuation: CheckedContinuation<Void, Never>)?
        var exitCode: Int32?
    }

    private let state = LockedBox(State())

    /// Starts `program` with `arguments` and `environment` (the whole of it).
    public init(_ program: InProcessProgram, arguments: [String], environment: [String: String]) {
        let call = ProgramCall(
            arguments: arguments, environment: environment, errorWidth: nil,
            write: { text in self.state.withLock { $0.output += text } },
            writeError: { text in self.state.withLock { $0.errors += text } },
            readLine: { preconditionFailure("\(program.name) in a ProgramSession must read with nextLine") },
            nextLine: { await self.request() })
        Task { self.end(with: await program.entry(call)) }
    }

    /// Waits until the program first asks for a line (or ends); answers what it wrote until then.
    public func start() async -> (output: String, errors: String) {
        await waitForRequest(after: 0)
        return state.withLock { ($0.output, $0.errors) }
    }

    /// Hands `line` to the program (`nil`: the end of input) and waits until it asks for the next
    /// line or ends; answers what it wrote meanwhile on standard output and standard error.
    public func type(_ line: String?) async -> (output: String, errors: String) {
        let (request, reads, output, errors) = state.withLock { state in
            defer { state.request = nil }
            if line == nil { state.inputEnded = true }
            return (state.request, state.reads, state.output.count, state.errors.count)
        }
        request?.resume(returning: line)
        await waitForRequest(after: reads)
        return state.withLock { (String($0.output.dropFirst(output)), String($0.errors.dropFirst(errors))) }
    }

    /// Ends the input and waits for the program's end; answers everything it wrote and its exit code.
    public func finish() async -> ExecutableResult {
        while state.withLock({ $0.exitCode == nil }) { _ = await type(nil) }
        return state.withLock {
            ExecutableResult(
                exitCode: $0.exitCode ?? -1, signal: nil, standardOutput: $0.output, standardError: $0.errors,
                timedOut: false)
        }
    }

    /// Ends the input without waiting, so a session a test leaves behind ends too.
    public func endInput() {
        let request = state.withLock { state in
            state.inputEnded = true
            defer { state.request = nil }
            return state.request
        }
        request?.resume(returning: nil)
    }

    /// The program asks for its next line.
    private func request() async -> String? {
        await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
            let (ended, watcher) = state.withLock { state -> (Bool, CheckedContinuation<Void, Never>?) in
                state.reads += 1
                if !state.inputEnded { state.request = continuation }
                guard let watcher = state.watcher, state.reads > watcher.reads else { return (state.inputEnded, nil) }
                state.watcher = nil
                return (state.inputEnded, watcher.continuation)
            }
            if ended { continuation.resume(returning: nil) }
            watcher?.resume()
        }
    }

    /// Returns once the program has asked for more than `reads` lines, or has ended.
    private func waitForRequest(after reads: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state in
                if state.reads > reads || state.exitCode != nil { return true }
                state.watcher = (reads, continuation)
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// The program ended with `code`.
    private func end(with code: Int32) {
        let watcher = state.withLock { state in
            state.exitCode = code
            defer { state.watcher = nil }
            return state.watcher?.continuation
        }
        watcher?.resume()
    }
}
