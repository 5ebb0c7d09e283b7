import Console

/// Parses the shell's command line: the module's name (the first word), the shell's own
/// switches (`--list`, `--names`, `--start URL`, `--help`, the scenario switches), and
/// everything else, which goes to the front end unchanged and is checked there.
enum ShellInvocation {
    /// The front end's options that take a value in the next argument.
    private static let optionsWithValue: Set<String> = ["--state-dir", "--lang"]

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
                guard start == nil else { throw UsageError("--start is given twice; a session starts on one route") }
                if name != argument {
                    start = String(argument.dropFirst(name.count + 1))
                } else {
                    guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") else {
                        throw UsageError("--start needs a URL of the module's, as in --start bazaar://cart")
                    }
                    index += 1
                    start = arguments[index]
                }
            } else if argument == "--" {
                optionsEnded = true
                rest.append(argument)
            } else if ["--list", "--names", "--help", "-h"].contains(name) || scenarioSwitches.contains(name) {
                guard name == argument else { throw UsageError("\(name) takes no value") }
                switch name {
                case "--list": list = true
                case "--names": names = true
                case "--help", "-h": help = true
                default: if !scenarioFlags.contains(name) { scenarioFlags.append(name) }
                }
            } else {
                rest.append(argument)
                if optionsWithValue.contains(argument), index + 1 < arguments.count {
                    index += 1
                    rest.append(arguments[index])
                }
            }
            index += 1
        }
        if help || rest.first == "help" { return .help }
        if names, !list { throw UsageError("--names goes with --list, as in: shell --list --names") }
        if list {
            if let start { throw UsageError("--start \(start) goes with a module, not with --list") }
            if let module, moduleTyped {
                throw UsageError("--list lists every module and takes no module name; got '\(module)'")
            }
            if let flag = scenarioFlags.first { throw UsageError("\(flag) goes with a module, not with --list") }
            let extra = rest.filter { !["--json", "--no-color", "--no-colour"].contains($0) }
            if let first = extra.first { throw UsageError("--list takes only --json and --no-color; got '\(first)'") }
            return .list(
                json: rest.contains("--json"), noColor: rest.contains { $0.hasPrefix("--no-col") }, names: names)
        }
        guard let module = module ?? implicit else {
            throw UsageError(
                "name a module to run, as in: shell Cart; modules are \(moduleNames.joined(separator: ", "))")
        }
        return .run(module: module, scenarioFlags: scenarioFlags, start: start, consoleArguments: rest)
    }
}
