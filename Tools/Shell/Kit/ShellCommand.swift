import Console

/// What the person asked the shell to do.
enum ShellCommand: Sendable, Equatable {
    /// Print help (in the language worked out from the whole command line).
    case help
    /// Print the version.
    case version
    /// Print a completion script.
    case completionScript(CompletionShell)
    /// List the modules, what each consumes and the stand-ins that replace it; with `names`,
    /// only the modules' names, one a line (for scripts such as `.ci/run`).
    case list(json: Bool, noColor: Bool, names: Bool)
    /// Run one module alone: its name as typed, the scenario switches, the `--start` URL, and
    /// the arguments left for the front end (a command such as `open URL`, and its options).
    case run(module: String, scenarioFlags: [String], start: String?, consoleArguments: [String])
}
