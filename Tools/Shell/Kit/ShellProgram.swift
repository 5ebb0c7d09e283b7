import Common
import Console
import Foundation
import Mediator
import StandIns

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `shell` and each `XShell`: runs one business module alone with the front end `bazaar` uses,
/// registering a stand-in for every service the module consumes and a stand-in page for every
/// route of the other modules, and lists the modules with their stand-ins.
public struct ShellProgram: Sendable {
    /// The modules one may run.
    let modules: [ModuleMaker]
    /// Every module's contract, to give the routes of the absent ones stand-in pages.
    let contracts: [ModuleContract]
    /// Where the stand-ins come from.
    let catalogue: StandInCatalogue
    /// Where output goes.
    let output: ConsoleOutput
    /// The environment, handed to the front end.
    let environment: [String: String]

    /// The command's name in help and error lines: `shell`, or `CartShell` for a shell of one
    /// module (the name its `XShell` product has).
    var commandName: String { modules.count == 1 ? "\(modules[0].name)Shell" : "shell" }

    /// A shell over `modules`, with stand-ins from `catalogue` and stand-in pages for the
    /// routes of every other module of `contracts`.
    public init(
        modules: [ModuleMaker], contracts: [ModuleContract] = ModuleContract.all,
        catalogue: StandInCatalogue = .standard, output: ConsoleOutput = .standard,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.modules = modules
        self.contracts = contracts
        self.catalogue = catalogue
        self.output = output
        self.environment = environment
    }

    /// Runs a shell over `modules` with the process's command line and exits with its code:
    /// the whole `main.swift` of `shell` and of each `XShell`.
    public static func main(modules: [ModuleMaker]) -> Never {
        exit(ShellProgram(modules: modules).run(Array(CommandLine.arguments.dropFirst())).rawValue)
    }

    /// Runs with arguments (without the program name), reading session input with `readLine`;
    /// answers the exit code.
    public func run(_ arguments: [String], readLine: @escaping () -> String? = { Swift.readLine() }) -> ExitCode {
        output.exitCode(execute(arguments, readLine: readLine), commandName: commandName)
    }

    private func execute(_ arguments: [String], readLine: @escaping () -> String?) -> ExitCode {
        let command: ShellCommand
        do {
            command = try ShellInvocation.parse(arguments, moduleNames: modules.map(\.name))
        } catch {
            return output.report(error, commandName: commandName, arguments: arguments)
        }
        switch command {
        case .help(let code):
            do {
                output.print(try help(in: language(named: code)))
            } catch {
                output.error(commandName, error.description)
                return .failure
            }
            return .success
        case .version:
            output.print("\(commandName) \(AppDefinition.packageVersion)\n")
            return .success
        case .completionScript(let shell, let code):
            do {
                output.print(CompletionScript(try specification(in: language(named: code)), shell: shell).text)
            } catch {
                output.error(commandName, error.description)
                return .failure
            }
            return .success
        case .list(let json, let noColor, let names, let code):
            if names {
                output.print(modules.map { $0.name + "\n" }.joined())
                return .success
            }
            return list(json: json, noColor: noColor, language: language(named: code))
        case .run(let name, let scenarioFlags, let start, let consoleArguments):
            let wanted = name.lowercased()
            guard let module = modules.first(where: { $0.name.lowercased() == wanted }) else {
                return usageError(
                    "unknown module '\(name)'; modules are \(modules.map(\.name).joined(separator: ", "))", input: name,
                    arguments: arguments)
            }
            return run(
                module, scenarioFlags: scenarioFlags, start: start, consoleArguments: consoleArguments,
                readLine: readLine)
        }
    }

    private func run(
        _ module: ModuleMaker, scenarioFlags: [String], start: String?, consoleArguments: [String],
        readLine: @escaping () -> String?
    ) -> ExitCode {
        let consumes: [ServiceKey]
        do {
            consumes = try module.consumes()
        } catch {
            output.error(commandName, "cannot make the \(module.name) module: \(error)")
            return .failure
        }
        var scenario = StandInScenario()
        for flag in scenarioFlags {
            guard let option = ScenarioOption.all.first(where: { $0.flag == flag }) else { continue }
            guard consumes.contains(option.service) else {
                return usageError(
                    "\(flag) changes the \(option.service.name) stand-in, but \(module.name) does not consume "
                        + "\(option.service.name); it goes with \(modulesConsuming(option.service))", input: flag,
                    arguments: consoleArguments)
            }
            option.apply(&scenario)
        }
        let invocation: ConsoleInvocation
        do {
            invocation = try ConsoleInvocation.parse(consoleArguments)
        } catch {
            return output.report(error, commandName: commandName, arguments: consoleArguments)
        }
        var sessionStart: SessionStart?
        if let start {
            switch invocation.command {
            case .session, .help: break
            default:
                return usageError(
                    "--start \(start) starts a session; it takes no command, so drop the command", input: start,
                    arguments: consoleArguments)
            }
            do {
                let route = try StartRoute.resolve(start, module: module.contract, contracts: contracts)
                let planned = StandInPayloads.start(for: route)
                if planned.sampleCart { scenario.sampleCart = true }
                sessionStart = SessionStart(route: planned.route, payload: planned.payload, follow: planned.follow)
            } catch {
                switch error {
                case .otherModule(let message): return usageError(message, input: start, arguments: consoleArguments)
                case .route(let error):
                    output.error(commandName, "--start: \(error.description)")
                    return ExitCode(error)
                }
            }
        }
        // A consumed service without a stand-in is left unregistered: the hub's wiring check
        // names it and the front end refuses to start. This line says where the fix goes.
        for service in consumes where catalogue.standIn(for: service) == nil {
            output.error(
                commandName,
                "no stand-in for \(service.name), which \(module.name) consumes; add one to StandInCatalogue (Tools/StandIns)"
            )
        }
        let (catalogue, chosen) = (catalogue, scenario)
        let absent = contracts.filter { $0.name != module.name }
        let definition = AppDefinition(
            commandName: commandName,
            summary: LocalizedText { _ in
                "\(module.name) alone, with stand-ins for the services it consumes and the pages of other modules"
            },
            usage:
                "\(commandLine(running: module)) [options] [--start URL] [open URL... | routes | services | modules | events]",
            entry: module.contract.entry,
            makeModules: { context in [try module.make(context)] },
            registerExtras: { hub, context in
                try catalogue.register(for: consumes, in: hub, scenario: chosen)
                try StandInRoutes.register(
                    for: absent, in: hub, back: module.contract.entry, backTitle: module.name,
                    strings: try Self.strings(context.language))
            },
            makeTransientStore: { InMemoryStateStore() }, start: sessionStart)
        return ConsoleProgram(definition: definition, output: output, environment: environment)
            .run(invocation, readLine: readLine)
    }

    private func list(json: Bool, noColor: Bool, language: Language) -> ExitCode {
        let listing: ModuleListing
        do {
            listing = try ModuleListing(modules: modules, catalogue: catalogue, strings: try Self.strings(language))
        } catch {
            output.error(commandName, "cannot make a module to read what it consumes: \(error)")
            return .failure
        }
        if json {
            do {
                output.print(try listing.json())
            } catch {
                output.error(commandName, "cannot encode JSON: \(error)")
                return .failure
            }
        } else {
            let mode = ColorPolicy.mode(
                noColorFlag: noColor, environment: environment, outputIsTerminal: ColorPolicy.isTerminal(STDOUT_FILENO))
            output.print(listing.text(mode: mode))
        }
        return .success
    }

    private func modulesConsuming(_ service: ServiceKey) -> String {
        let names = modules.filter { (try? $0.consumes().contains(service)) == true }.map(\.name)
        return names.isEmpty ? "no module" : names.joined(separator: ", ")
    }

    /// How the module is run: `shell Cart`, or `CartShell` for a shell of one module.
    private func commandLine(running module: ModuleMaker) -> String {
        modules.count == 1 ? commandName : "\(commandName) \(module.name)"
    }

    private func usageError(_ message: String, input: String, arguments: [String]) -> ExitCode {
        output.report(UsageError(message, input: input), commandName: commandName, arguments: arguments)
    }

    /// The shell's strings in `language`, English where a string is missing: its help and the
    /// words of the stand-in pages (`standIn.*`).
    public static func strings(_ language: Language) throws(LocalizationError) -> StringTable {
        try StringTable.load(
            resourceDirectory: ResourceDirectory.of("Bazaar_ShellKit") { .module }, language: language,
            languages: language.withFallback)
    }

    /// The language `--lang` names, else the environment's, else English.
    private func language(named code: String?) -> Language {
        if let code, let language = try? Language(parsing: code) { return language }
        return (try? Language.fromEnvironment(environment, overrideVariable: ConsoleProgram.languageVariable))
            ?? .english
    }

    /// The help text in `language`: what the shell is, usage, modules, commands, switches,
    /// options, exit codes.
    func help(in language: Language) throws(LocalizationError) -> String {
        let strings = try Self.strings(language)
        let switches = ScenarioOption.all.map { option in
            "  \(option.flag.padding(toLength: 17, withPad: " ", startingAt: 0)) \(option.service.name): \(strings(option.helpKey))"
        }
        return strings(
            "help",
            [
                "command": commandName, "moduleArgument": modules.count == 1 ? "" : " <Module>",
                "summary": strings("summary"), "modules": modules.map(\.name).joined(separator: ", "),
                "owner": StandIn.owner, "switches": switches.joined(separator: "\n"),
                "languageVariable": ConsoleProgram.languageVariable,
                "exitCodes": try ExitCode.helpText(in: language),
            ])
    }

    /// What completion scripts complete, described in `language`: the module names first, then
    /// the shell's options.
    func specification(in language: Language) throws(LocalizationError) -> CommandLineSpecification {
        let strings = try Self.strings(language)
        return CommandLineSpecification(
            commandName: commandName,
            commands: modules.map { .init($0.name, strings("completion.module", ["module": $0.name])) },
            options: [
                .init("--start", value: .url, strings("completion.start")),
                .init("--list", strings("completion.list")),
                .init("--names", strings("completion.names")),
            ]
                + ScenarioOption.all.map { .init($0.flag, strings($0.helpKey)) }
                + [
                    .init("--state-dir", value: .directory, strings("completion.stateDir")),
                    .init("--lang", value: .choice(Language.allCases.map(\.code)), strings("completion.lang")),
                    .init("--no-color", strings("completion.noColor")),
                    .init("--json", strings("completion.json")),
                    .init("--help", shortName: "-h", strings("completion.help")),
                    .init("--version", strings("completion.version")),
                    .init(
                        "--generate-completion-script", value: .choice(CompletionShell.allCases.map(\.rawValue)),
                        strings("completion.script")),
                ])
    }
}
