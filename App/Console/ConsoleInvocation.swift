import Common

/// A parsed command line: the command and its options.
public struct ConsoleInvocation: Sendable, Equatable {
    /// The command.
    public var command: ConsoleCommand
    /// The options.
    public var options: ConsoleOptions

    /// Every option, as the usage error for an unknown one lists them.
    public static let optionSummary = (sessionFixedOptions.map { "\($0.name) \($0.value)" } + sessionOptions)
        .joined(separator: ", ")

    /// The options chosen when a session starts, with their values, which a line typed in the
    /// session cannot change.
    static let sessionFixedOptions = [(name: "--state-dir", value: "DIR"), (name: "--lang", value: "en|zh-Hans")]

    /// The options a line typed in a session takes.
    static let sessionOptions = [
        "--no-color", "--json", "--latency SECONDS", "--help", "--version",
        "--generate-completion-script bash|zsh|fish",
    ]

    /// The longest `--latency`, in seconds.
    static let maximumLatency = 60.0

    /// The language to word messages about `arguments` in, worked out before the rest of the
    /// line is judged: the last valid `--lang` before `--`, else the environment's (see
    /// ``ConsoleProgram/environmentLanguage(_:)``). An invalid `--lang` is then reported in it.
    public static func language(of arguments: [String], environment: [String: String]) -> Language {
        var chosen: Language?
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            var code: String?
            if argument == "--lang", index + 1 < arguments.count {
                index += 1
                code = arguments[index]
            } else if argument.hasPrefix("--lang=") {
                code = String(argument.dropFirst("--lang=".count))
            }
            if let code, let language = try? Language(parsing: code) { chosen = language }
            index += 1
        }
        return chosen ?? ConsoleProgram.environmentLanguage(environment)
    }

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
            guard index < arguments.count else {
                throw UsageError("usage.needsValue", ["option": option], input: option)
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                words.append(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else {
                let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(
                    String.init)
                let (name, inline) = (parts[0], parts.count > 1 ? parts[1] : nil)
                switch name {
                case "--state-dir":
                    let path = try value(for: name, inline: inline)
                    guard !path.isEmpty else { throw UsageError("usage.stateDirEmpty", input: argument) }
                    options.stateDirectory = path
                case "--lang":
                    let code = try value(for: name, inline: inline)
                    do {
                        options.language = try Language(parsing: code, source: "--lang")
                    } catch {
                        throw UsageError(error)
                    }
                case "--generate-completion-script":
                    let shell = try value(for: name, inline: inline)
                    guard let chosen = CompletionShell(rawValue: shell) else {
                        throw UsageError("usage.completionShell", ["value": shell], input: shell)
                    }
                    completion = chosen
                case "--latency":
                    let text = try value(for: name, inline: inline)
                    // Decimal seconds only: `Double` would also read `0x10`, `1e1` and `inf`.
                    guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let seconds = Double(text),
                        (0...maximumLatency).contains(seconds)
                    else {
                        throw UsageError(
                            "usage.latency", ["value": text, "maximum": String(Int(maximumLatency))], input: text)
                    }
                    options.latency = .seconds(seconds)
                case "--no-color", "--no-colour":
                    options.noColor = true
                case "--json":
                    options.json = true
                case "--help", "-h":
                    options.help = true
                case "--version":
                    version = true
                default:
                    throw UsageError(
                        "usage.unknownOption", ["option": argument, "options": optionSummary], input: argument)
                }
                if inline != nil, ["--no-color", "--no-colour", "--json", "--help", "-h", "--version"].contains(name) {
                    throw UsageError("usage.takesNoValue", ["option": name], input: argument)
                }
            }
            index += 1
        }
        let command = try command(words: words, help: options.help, version: version, completion: completion)
        if options.json {
            switch command {
            case .session: throw UsageError("usage.jsonCommand", input: "--json")
            case .help: throw UsageError("usage.jsonText", ["command": "help"], input: "--json")
            case .version: throw UsageError("usage.jsonText", ["command": "--version"], input: "--json")
            case .completionScript:
                throw UsageError("usage.jsonText", ["command": "--generate-completion-script"], input: "--json")
            case .open, .routes, .services, .modules, .events: break
            }
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
                throw UsageError("usage.helpTakesOne", ["value": topic[1]], input: topic[1])
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
                throw UsageError("usage.openNeedsURL", input: "open")
            }
            return .open(Array(words.dropFirst()))
        case let word? where ConsoleCommand.introspection[word] != nil:
            guard words.count == 1 else {
                throw UsageError("usage.takesNoArguments", ["command": word, "value": words[1]], input: words[1])
            }
            return ConsoleCommand.introspection[word] ?? .routes
        case let word?:
            throw unknownCommand(word)
        }
    }

    private static func unknownCommand(_ word: String) -> UsageError {
        if let suggestion = NearMiss.closest(to: word, among: ConsoleCommand.names) {
            return UsageError(
                "usage.unknownCommand.suggestion",
                ["command": word, "suggestion": suggestion, "commands": ConsoleCommand.names.joined(separator: ", ")],
                input: word)
        }
        return UsageError(
            "usage.unknownCommand", ["command": word, "commands": ConsoleCommand.names.joined(separator: ", ")],
            input: word)
    }
}
