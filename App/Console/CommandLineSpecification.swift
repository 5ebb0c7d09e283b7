/// What a program's command line accepts, as completion scripts need it: its commands and its
/// options, each with a one-line summary.
public struct CommandLineSpecification: Sendable, Equatable {
    /// A command word, as in `open`.
    public struct Command: Sendable, Equatable {
        /// The word.
        public let name: String
        /// One line saying what it does.
        public let summary: String

        /// Creates a command.
        public init(_ name: String, _ summary: String) {
            self.name = name
            self.summary = summary
        }
    }

    /// What follows an option.
    public enum Value: Sendable, Equatable {
        /// Nothing: a switch.
        case none
        /// A directory path.
        case directory
        /// One of these words.
        case choice([String])
        /// A URL: nothing to complete.
        case url
        /// A number of seconds: nothing to complete.
        case seconds
    }

    /// An option, as in `--lang LANG`.
    public struct Option: Sendable, Equatable {
        /// The long name, with its dashes: `--lang`.
        public let name: String
        /// A one-letter name, with its dash, if any: `-h`.
        public let shortName: String?
        /// What follows it.
        public let value: Value
        /// One line saying what it does.
        public let summary: String

        /// Creates an option.
        public init(_ name: String, shortName: String? = nil, value: Value = .none, _ summary: String) {
            self.name = name
            self.shortName = shortName
            self.value = value
            self.summary = summary
        }
    }

    /// The program's name, as in `bazaar`.
    public let commandName: String
    /// The words it takes first: commands, or for `shell` the module names.
    public let commands: [Command]
    /// Its options, accepted anywhere.
    public let options: [Option]
    /// The command after which another of `commands` is completed (`help open`), if any.
    public let helpCommand: String?

    /// Creates a specification.
    public init(commandName: String, commands: [Command], options: [Option], helpCommand: String? = nil) {
        self.commandName = commandName
        self.commands = commands
        self.options = options
        self.helpCommand = helpCommand
    }
}
