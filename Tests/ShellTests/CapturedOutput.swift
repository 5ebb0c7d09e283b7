import AllContracts
import Console

/// Collects what a program writes, for in-process tests.
struct CapturedOutput {
    private let out = LockedBox("")
    private let error = LockedBox("")

    var output: ConsoleOutput {
        let (out, error) = (out, error)
        return ConsoleOutput(
            out: { text in out.withLock { $0 += text } }, error: { text in error.withLock { $0 += text } })
    }

    var text: String { out.withLock { $0 } }
    /// The error lines, but for those saying a load is still running: a load of a test that
    /// waits for a busy machine's threads may run over the second after which one is written.
    var errors: String {
        error.withLock { $0 }.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains(": Still loading ") }.joined(separator: "\n")
    }
}
