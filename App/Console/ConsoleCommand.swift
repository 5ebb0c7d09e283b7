import Common

/// What the person asked the front end to do.
public enum ConsoleCommand: Sendable, Equatable {
    /// Run a session: interactive on a terminal, line by line from a pipe.
    case session
    /// Open URLs through the remote entry as one stack and print the top page.
    case open([String])
    /// Print the routes.
    case routes
    /// Print the services.
    case services
    /// Print the modules.
    case modules
    /// Print the events.
    case events
    /// Print help: for the program, or for one command (`help open`, `open --help`).
    case help(topic: String?)
    /// Print the program's name and version.
    case version
    /// Print a completion script for a shell (`--generate-completion-script bash`).
    case completionScript(CompletionShell)

    /// Whether the command reads or writes state (a session, `open`): only then must the state
    /// exist readable and the lock timeout (`BAZAAR_LOCK_TIMEOUT`) be valid; `routes`, help
    /// and the like never touch state.
    var usesState: Bool {
        switch self {
        case .open, .session: true
        case .routes, .services, .modules, .events, .help, .version, .completionScript: false
        }
    }

    /// The commands by name, as typed.
    static let names = ["open", "routes", "services", "modules", "events", "help"]

    /// The introspection commands by name.
    static let introspection: [String: ConsoleCommand] = [
        "routes": .routes, "services": .services, "modules": .modules, "events": .events,
    ]

    /// The help of the command named `topic` (one of ``names``) in `language`, for a program run
    /// as `commandLine` (`bazaar`, `shell <Module>`, `CartShell`): what `help COMMAND` and
    /// `COMMAND --help` print. `keepsStateInMemory` says that the program keeps its state in
    /// memory unless `--state-dir` is given (`shell`), and the help words `--state-dir` so.
    public static func helpText(
        _ topic: String, commandLine: String, in language: Language, keepsStateInMemory: Bool = false
    ) throws(LocalizationError) -> String {
        ConsoleHelp.commandHelp(
            topic, commandLine: commandLine, strings: try ConsoleStrings.load(language),
            keepsStateInMemory: keepsStateInMemory)
    }
}
