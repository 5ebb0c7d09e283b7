import AllContracts
import Console
import Foundation
import ModuleMakers

/// `bazaar` run in-process, through its program entry (`AppDefinition.bazaar`), on the state
/// directory of a `Bazaar`, with captured output and the session's lines given in advance: what
/// the built program does, without a process.
struct InProcessBazaar {
    /// What one run wrote and how it ended.
    struct Run {
        let exitCode: ExitCode
        let standardOutput: String
        let standardError: String
    }

    let bazaar: Bazaar

    /// Runs `bazaar` with `arguments`, reading `lines` as a session's input, in `language`
    /// (`BAZAAR_LANG`) and without colour; `beforeLine` runs before each line is read, with its index.
    func run(
        _ arguments: [String], lines: [String] = [], language: String = "en",
        beforeLine: @escaping @Sendable (Int) -> Void = { _ in }
    ) async -> Run {
        let out = LockedBox("")
        let error = LockedBox("")
        let remaining = LockedBox((next: 0, lines: lines))
        let program = ConsoleProgram(
            definition: .bazaar,
            output: ConsoleOutput(
                out: { text in out.withLock { $0 += text } }, error: { text in error.withLock { $0 += text } }),
            environment: ["BAZAAR_STATE_DIR": bazaar.stateDirectory.path, "BAZAAR_LANG": language, "NO_COLOR": "1"])
        let code = await program.run(arguments) {
            let index = remaining.withLock { $0.next }
            guard index < lines.count else { return nil }
            beforeLine(index)
            return remaining.withLock { state in
                state.next += 1
                return state.lines[index]
            }
        }
        return Run(exitCode: code, standardOutput: out.withLock { $0 }, standardError: error.withLock { $0 })
    }
}
