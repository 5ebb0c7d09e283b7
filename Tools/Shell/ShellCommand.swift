import Console

/// What the person asked the shell to do.
enum ShellCommand: Sendable, Equatable {
    /// Print help, in the language `--lang` named if it did.
    case help(language: String?)
    /// Print the version.
    case version
    /// Print a completion script.
    case completionScript(CompletionShell)
    /// List the modules, what each consumes and the stand-ins that replace it.
    case list(json: Bool, noColor: Bool)
    /// Run one module alone: its name as typed, the scenario switches, and the arguments
    /// left for the front end (a command such as `open URL`, and its options).
    case run(module: String, scenarioFlags: [String], consoleArguments: [String])
}
