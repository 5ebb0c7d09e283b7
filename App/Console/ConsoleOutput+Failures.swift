import Common
import ContractSupport
import Terminal

extension ConsoleOutput {
    /// Prints a usage error of `commandName`'s command line, worded with `strings` (the
    /// program's, in the user's language): one line on standard error, ending with where help
    /// is, and with `--json` among the options in `arguments` (before `--`) also an error object
    /// on standard output. Answers 2.
    public func report(
        _ error: UsageError, commandName: String, arguments: [String], strings: StringTable
    ) -> ExitCode {
        let failure = ConsoleFailure(error, strings: strings, commandName: commandName)
        return report(failure, commandName: commandName, json: arguments.prefix { $0 != "--" }.contains("--json"))
    }

    /// Prints a failure: its line on standard error and, in JSON mode, an error object (with the
    /// outcomes applied before it) on standard output. Answers its exit code.
    func report(
        _ failure: ConsoleFailure, commandName: String, json: Bool, outcomes: [ActionOutcome] = []
    )
        -> ExitCode
    {
        error(commandName, failure.message)
        if json, let document = try? ConsoleJSON.encode(ErrorDocument(failure: failure, outcomes: outcomes)) {
            print(document)
        }
        return failure.exitCode
    }
}
