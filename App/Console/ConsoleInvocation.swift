import Common

/// A parsed command line: the command and its options.
public struct ConsoleInvocation: Sendable, Equatable {
    /// The command.
    public var command: ConsoleCommand
    /// The options.
    public var options: ConsoleOptions

    /// Every option, as the usage error for an unknown one lists them.
    public static let optionSummary =
        "--state-dir DIR, --lang en|zh-Hans, --no-color, --json, --help, --version, "
        + "--generate-completion-script bash|zsh|fish"

    /// Parses arguments (without the program name). Options may come before or after the
    /// command; `--` ends the options. `--help` (with a command: that command's help),
    /// `--version` and `--generate-completion-script` answer whatever else is given. Throws
    /// `UsageError` naming the bad input.
    public static func parse(_ arguments: [String]) throws(UsageError) -> ConsoleInvocation {
        var options = ConsoleOptions()
        var words: [String] = []
        var index = 0
        var optionsEnded = false
        var version = false
        var completion: CompletionShell?
        func value(for option: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw UsageError("\(option) needs a value", input: option) }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                words.append(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else {
                let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
                let (name, inline) = (parts[0], parts.count > 1 ? parts[1] : nil)
                switch name {
                case "--state-dir":
                    let path = try value(for: name, inline: inline)
                    guard !path.isEmpty else { throw UsageError("--state-dir needs a directory path", input: argument) }
                    options.stateDirectory = path
                case "--lang":
                    let code = try value(for: name, inline: inline)
                    do {
                        options.language = try Language(parsing: code, source: "--lang")
                    } catch {
                        throw UsageError(error.description, input: code)
                    }
                case "--generate-completion-script":
                    let shell = try value(for: name, inline: inline)
                    guard let chosen = CompletionShell(rawValue: shell) else {
                        throw UsageError(
                            "--generate-completion-script takes bash, zsh or fish; got '\(shell)'", input: shell)
                    }
                    completion = chosen
                case "--no-color", "--no-colour":
                    options.noColor = true
                case "--json":
                    options.json = true
                case "--help", "-h":
                    options.help = true
                case "--version":
                    version = true
                default:
                    throw UsageError("unknown option '\(argument)'; options are \(optionSummary)", input: argument)
                }
                if inline != nil, ["--no-color", "--no-colour", "--json", "--help", "-h", "--version"].contains(name) {
                    throw UsageError("\(name) takes no value", input: argument)
                }
            }
            index += 1
        }
        let command = try command(words: words, help: options.help, version: version, completion: completion)
        if options.json, command == .session {
            throw UsageError("--json goes with open, routes, services, modules or events", input: "--json")
        }
        return ConsoleInvocation(command: command, options: options)
    }

    private static func command(
        words: [String], help: Bool, version: Bool, completion: CompletionShell?
    ) throws(UsageError) -> ConsoleCommand {
        if help || words.first == "help" {
            // `--help` answers for any command, even one whose arguments are missing.
            // `help open` asks about open; `open --help` and `help --help` about their first word.
            let topic =
                words.first == "help" && (words.count > 1 || !help) ? Array(words.dropFirst()) : Array(words.prefix(1))
            guard let name = topic.first else { return .help(topic: nil) }
            guard ConsoleCommand.names.contains(name) else { throw unknownCommand(name) }
            guard topic.count == 1 else {
                throw UsageError("help takes one command; got '\(topic[1])'", input: topic[1])
            }
            return .help(topic: name)
        }
        if version { return .version }
        if let completion { return .completionScript(completion) }
        switch words.first {
        case nil:
            return .session
        case "open":
            guard words.count > 1 else {
                throw UsageError("open needs at least one URL, as in: open bazaar://home", input: "open")
            }
            return .open(Array(words.dropFirst()))
        case let word? where ConsoleCommand.introspection[word] != nil:
            guard words.count == 1 else {
                throw UsageError("\(word) takes no arguments; got '\(words[1])'", input: words[1])
            }
            return ConsoleCommand.introspection[word] ?? .routes
        case let word?:
            throw unknownCommand(word)
        }
    }

    private static func unknownCommand(_ word: String) -> UsageError {
        UsageError(
            "unknown command '\(word)'; commands are \(ConsoleCommand.names.joined(separator: ", ")) (or none for a session)",
            input: word)
    }
}
