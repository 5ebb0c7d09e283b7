import Console

/// What the person asked the shell to do.
enum ShellCommand: Sendable, Equatable {
    /// Print help, in the language `--lang` named if it did.
    case help(language: String?)
    /// Print the version.
    case version
    /// Print a completion script, described in the language `--lang` named if it did.
    case completionScript(CompletionShell, language: String?)
    /// List the modules, what each consumes and the stand-ins that replace it; with `names`,
    /// only the modules' names, one a line (for scripts such as `.ci/run`); in the language
    /// `--lang` named if it did.
    case list(json: Bool, noColor: Bool, names: Bool, language: String?)
    /// Run one module alone: its name as typed, the scenario switches, the `--start` URL, and
    /// the arguments left for the front end (a command such as `open URL`, and its options).
    case run(module: String, scenarioFlags: [String], start: String?, consoleArguments: [String])
}
