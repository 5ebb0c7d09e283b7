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
    var errors: String { error.withLock { $0 } }
}
