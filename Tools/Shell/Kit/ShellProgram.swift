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
        let command: ShellCommand
        do {
            command = try ShellInvocation.parse(arguments, moduleNames: modules.map(\.name))
        } catch {
            return usageError(error.description)
        }
        switch command {
        case .help:
            output.print(help())
            return .success
        case .list(let json, let noColor, let names):
            if names {
                output.print(modules.map { $0.name + "\n" }.joined())
                return .success
            }
            return list(json: json, noColor: noColor)
        case .run(let name, let scenarioFlags, let start, let consoleArguments):
            let wanted = name.lowercased()
            guard let module = modules.first(where: { $0.name.lowercased() == wanted }) else {
                return usageError(
                    "unknown module '\(name)'; modules are \(modules.map(\.name).joined(separator: ", "))")
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
                        + "\(option.service.name); it goes with \(modulesConsuming(option.service))")
            }
            option.apply(&scenario)
        }
        let invocation: ConsoleInvocation
        do {
            invocation = try ConsoleInvocation.parse(consoleArguments)
        } catch {
            return usageError(error.description)
        }
        var sessionStart: SessionStart?
        if let start {
            guard invocation.command == .session || invocation.command == .help || invocation.options.help else {
                return usageError("--start \(start) starts a session; it takes no command, so drop the command")
            }
            do {
                let route = try StartRoute.resolve(start, module: module.contract, contracts: contracts)
                let planned = StandInPayloads.start(for: route)
                if planned.sampleCart { scenario.sampleCart = true }
                sessionStart = SessionStart(route: planned.route, payload: planned.payload, follow: planned.follow)
            } catch {
                switch error {
                case .otherModule(let message): return usageError(message)
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
            summary: "\(module.name) alone, with stand-ins for the services it consumes and the pages of other modules",
            usage:
                "\(commandLine(running: module)) [options] [--start URL] [open URL... | routes | services | modules | events]",
            entry: module.contract.entry,
            makeModules: { context in [try module.make(context)] },
            registerExtras: { hub, _ in
                try catalogue.register(for: consumes, in: hub, scenario: chosen)
                try StandInRoutes.register(
                    for: absent, in: hub, back: module.contract.entry, backTitle: module.name)
            },
            makeTransientStore: { InMemoryStateStore() }, start: sessionStart)
        return ConsoleProgram(definition: definition, output: output, environment: environment)
            .run(invocation, readLine: readLine)
    }

    private func list(json: Bool, noColor: Bool) -> ExitCode {
        let listing: ModuleListing
        do {
            listing = try ModuleListing(modules: modules, catalogue: catalogue)
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

    private func usageError(_ message: String) -> ExitCode {
        output.error(commandName, "\(message) (see \(commandName) --help)")
        return .usage
    }

    /// The help text: what the shell is, usage, modules, commands, switches, options, exit codes.
    func help() -> String {
        let switches = ScenarioOption.all.map { option in
            "  \(option.flag.padding(toLength: 17, withPad: " ", startingAt: 0)) \(option.service.name): \(option.help)"
        }
        return """
            \(commandName) — run one business module alone, with stand-ins for the services it consumes from other modules

            usage: \(commandName)\(modules.count == 1 ? "" : " <Module>") [options] [--start URL] [open URL... | routes | services | modules | events]
                   \(commandName) --list [--json | --names] [--no-color]
                   \(commandName) --help
            (Each module X also has its own executable, XShell, that links X alone: XShell [options] ...)

            Modules: \(modules.map(\.name).joined(separator: ", ")) (any case; shell --list shows what each consumes)
            Only that module is registered. A route of another module opens a stand-in page (the route, its
            module, its parameters, its payload, a way back) after the checks the app makes: a native-only
            route opened by URL is refused (exit 4); a URL no module owns is not found (exit 3).

            Commands (as in bazaar):
              (none)            run a session on the module's entry page: type a link's number, open URL,
                                back, home, routes, help or quit (line by line when standard input is a pipe)
              open URL [URL...] open URLs through the remote entry, as one stack; print the top page
              routes            list the routes (the module's, and the others' as owner "\(StandIn.owner)")
              services          list the services (the module's own, and the stand-ins as provider "\(StandIn.owner)")
              modules           list the modules (just the one)
              events            list the events (posters, subscribers)

            Stand-in edge cases (only for a module that consumes the service):
            \(switches.joined(separator: "\n"))
              Without --sold-out, the GoodsService stand-in has item 903 with one left and item 904 out of stock.

            Options:
              --start URL       start the session on any route of the module, native-only ones included, with the
                                payload it needs from the stand-ins (checkout: the sample cart's lines)
              --list            list the modules, the services each consumes and the stand-ins that replace them
              --names           with --list: only the modules' names, one a line
              --state-dir DIR   keep the module's own state in DIR (default: in memory, so every run starts the
                                same; stand-ins are always in memory)
              --lang LANG       en or zh-Hans (default: $\(ConsoleProgram.languageVariable), else LC_ALL/LC_MESSAGES/LANG)
              --no-color        never colour the output
              --json            print JSON instead of text (open, routes, services, modules, events, --list)
              -h, --help        show this help

            \(ExitCode.helpText)

            """
    }
}
