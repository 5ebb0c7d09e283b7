import Common
import Console

/// Parses the shell's command line: the module's name (the first word), the shell's own
/// switches (`--list`, `--names`, `--start URL`, `--help`, `--version`,
/// `--generate-completion-script`, the scenario switches), and everything else, which goes to
/// the front end unchanged. An option neither knows is a usage error listing every option the
/// shell takes.
enum ShellInvocation {
    /// The front end's options that take a value in the next argument.
    private static let optionsWithValue: Set<String> = ["--state-dir", "--lang", "--latency"]
    /// The front end's switches the shell passes on.
    private static let consoleSwitches: Set<String> = ["--no-color", "--no-colour", "--json"]

    /// Every option the shell takes, as usage errors list them.
    static var optionSummary: String {
        (["--start URL", "--list", "--names"] + ScenarioOption.all.map(\.flag)).joined(separator: ", ") + ", "
            + "--state-dir DIR, --lang en|zh-Hans, --no-color, --json, --latency SECONDS, --help, --version, "
            + "--generate-completion-script bash|zsh|fish"
    }

    /// Parses arguments (without the program name); throws `UsageError` naming the bad input.
    /// `moduleNames` are named in the error when no module is given. A program of one module
    /// (`CartShell`) needs no name: a first word that is not the module's goes to the front end.
    static func parse(_ arguments: [String], moduleNames: [String]) throws(UsageError) -> ShellCommand {
        let implicit = moduleNames.count == 1 ? moduleNames[0] : nil
        var module: String?
        var moduleTyped = false
        var list = false
        var names = false
        var help = false
        var version = false
        var completion: String?
        var start: String?
        var scenarioFlags: [String] = []
        var rest: [String] = []
        var index = 0
        var optionsEnded = false
        let scenarioSwitches = Set(ScenarioOption.all.map(\.flag))
        while index < arguments.count {
            let argument = arguments[index]
            let name = String(argument.prefix { $0 != "=" })
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                if module == nil, implicit == nil || argument.lowercased() == implicit?.lowercased() {
                    module = argument
                    moduleTyped = true
                } else {
                    module = module ?? implicit
                    rest.append(argument)
                }
            } else if name == "--start" {
                guard start == nil else {
                    throw UsageError("shell.usage.startTwice", input: argument)
                }
                if name != argument {
                    start = String(argument.dropFirst(name.count + 1))
                } else {
                    guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") else {
                        throw UsageError("shell.usage.startNeedsURL", input: argument)
                    }
                    index += 1
                    start = arguments[index]
                }
            } else if argument == "--" {
                optionsEnded = true
                rest.append(argument)
            } else if ["--list", "--names", "--help", "-h", "--version"].contains(name)
                || scenarioSwitches.contains(name)
            {
                guard name == argument else {
                    throw UsageError("usage.takesNoValue", ["option": name], input: argument)
                }
                switch name {
                case "--list": list = true
                case "--names": names = true
                case "--help", "-h": help = true
                case "--version": version = true
                default: if !scenarioFlags.contains(name) { scenarioFlags.append(name) }
                }
            } else if name == "--generate-completion-script" {
                completion = try value(of: argument, at: &index, in: arguments)
            } else if optionsWithValue.contains(name) || consoleSwitches.contains(name) {
                rest.append(argument)
                if optionsWithValue.contains(argument), index + 1 < arguments.count {
                    index += 1
                    rest.append(arguments[index])
                }
            } else {
                throw UsageError(
                    "usage.unknownOption", ["option": argument, "options": optionSummary], input: argument)
            }
            index += 1
        }
        // `help COMMAND` and `COMMAND --help` are the front end's, worded for the shell.
        if help || module == "help" || rest.contains("help") {
            let words = (module == "help" ? ["help"] : []) + rest + (help ? ["--help"] : [])
            if case .help(let topic) = try ConsoleInvocation.parse(words).command { return .help(topic: topic) }
        }
        if version {
            if rest.contains("--json") {
                throw UsageError("usage.jsonText", ["command": "--version"], input: "--json")
            }
            _ = try withoutLanguage(rest)
            return .version
        }
        if let completion {
            if rest.contains("--json") {
                throw UsageError("usage.jsonText", ["command": "--generate-completion-script"], input: "--json")
            }
            guard let shell = CompletionShell(rawValue: completion) else {
                throw UsageError("usage.completionShell", ["value": completion], input: completion)
            }
            return .completionScript(shell)
        }
        if names, !list { throw UsageError("shell.usage.namesWithoutList", input: "--names") }
        if names, rest.contains("--json") { throw UsageError("shell.usage.namesWithJSON", input: "--json") }
        if list {
            if let start { throw UsageError("shell.usage.startWithList", ["url": start], input: start) }
            if let module, moduleTyped {
                throw UsageError("shell.usage.listTakesNoModule", ["module": module], input: module)
            }
            if let flag = scenarioFlags.first {
                throw UsageError("shell.usage.switchWithList", ["option": flag], input: flag)
            }
            let extra = try withoutLanguage(rest).filter { !consoleSwitches.contains($0) }
            if let first = extra.first {
                throw UsageError("shell.usage.listOptions", ["value": first], input: first)
            }
            return .list(
                json: rest.contains("--json"), noColor: rest.contains { $0.hasPrefix("--no-col") }, names: names)
        }
        guard let module = module ?? implicit else {
            throw UsageError("shell.usage.noModule", ["modules": moduleNames.joined(separator: ", ")])
        }
        return .run(module: module, scenarioFlags: scenarioFlags, start: start, consoleArguments: rest)
    }

    /// `arguments` without `--lang X` and `--lang=X`, each language checked: the list and the
    /// version are worded in the language chosen, so it must be one the shell speaks.
    private static func withoutLanguage(_ arguments: [String]) throws(UsageError) -> [String] {
        var others: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--lang" || argument.hasPrefix("--lang=") {
                let code = try value(of: argument, at: &index, in: arguments)
                do {
                    _ = try Language(parsing: code, source: "--lang")
                } catch {
                    throw UsageError(error)
                }
            } else {
                others.append(argument)
            }
            index += 1
        }
        return others
    }

    /// The value of an option given as `--name=value` or `--name value`.
    private static func value(
        of argument: String, at index: inout Int, in arguments: [String]
    ) throws(UsageError)
        -> String
    {
        if let equals = argument.firstIndex(of: "=") { return String(argument[argument.index(after: equals)...]) }
        index += 1
        guard index < arguments.count else {
            throw UsageError("usage.needsValue", ["option": argument], input: argument)
        }
        return arguments[index]
    }
}
