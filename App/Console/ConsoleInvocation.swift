import Common

/// A parsed command line: the command and its options.
public struct ConsoleInvocation: Sendable, Equatable {
    /// The command.
    public var command: ConsoleCommand
    /// The options.
    public var options: ConsoleOptions

    /// Parses arguments (without the program name). Options may come before or after the
    /// command; `--` ends the options. Throws `UsageError` naming the bad input.
    public static func parse(_ arguments: [String]) throws(UsageError) -> ConsoleInvocation {
        var options = ConsoleOptions()
        var words: [String] = []
        var index = 0
        var optionsEnded = false
        func value(for option: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw UsageError("\(option) needs a value") }
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
                    guard !path.isEmpty else { throw UsageError("--state-dir needs a directory path") }
                    options.stateDirectory = path
                case "--lang":
                    let code = try value(for: name, inline: inline)
                    do {
                        options.language = try Language(parsing: code, source: "--lang")
                    } catch {
                        throw UsageError(error.description)
                    }
                case "--no-color", "--no-colour":
                    options.noColor = true
                case "--json":
                    options.json = true
                case "--help", "-h":
                    options.help = true
                default:
                    throw UsageError(
                        "unknown option '\(argument)'; options are --state-dir DIR, --lang en|zh-Hans, --no-color, --json, --help"
                    )
                }
                if inline != nil, ["--no-color", "--no-colour", "--json", "--help", "-h"].contains(name) {
                    throw UsageError("\(name) takes no value")
                }
            }
            index += 1
        }
        if options.help {
            // `--help` answers for any command, even one whose arguments are missing.
            return ConsoleInvocation(command: .help, options: options)
        }
        let command: ConsoleCommand
        switch words.first {
        case nil: command = .session
        case "open":
            guard words.count > 1 else { throw UsageError("open needs at least one URL, as in: open bazaar://home") }
            command = .open(Array(words.dropFirst()))
        case "routes", "services", "modules", "events", "help":
            guard words.count == 1 else {
                throw UsageError("\(words[0]) takes no arguments; got '\(words[1])'")
            }
            command =
                ["routes": .routes, "services": .services, "modules": .modules, "events": .events][words[0]] ?? .help
        case let word?:
            throw UsageError(
                "unknown command '\(word)'; commands are \(ConsoleCommand.names.joined(separator: ", ")) (or none for a session)"
            )
        }
        if options.json, command == .session || command == .help {
            throw UsageError("--json goes with open, routes, services, modules or events")
        }
        return ConsoleInvocation(command: command, options: options)
    }
}
