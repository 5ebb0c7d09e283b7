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

/// `shell`: runs one business module alone with the front end `bazaar` uses, registering a
/// stand-in for every service the module consumes, and lists the modules with their stand-ins.
struct ShellProgram: Sendable {
    /// The modules one may run.
    let modules: [ShellModule]
    /// Where the stand-ins come from.
    let catalogue: StandInCatalogue
    /// Where output goes.
    let output: ConsoleOutput
    /// The environment, handed to the front end.
    let environment: [String: String]

    /// The command's name in help and error lines.
    static let commandName = "shell"

    /// A shell over `modules` with stand-ins from `catalogue`.
    init(
        modules: [ShellModule] = ShellModule.all, catalogue: StandInCatalogue = .standard,
        output: ConsoleOutput = .standard, environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.modules = modules
        self.catalogue = catalogue
        self.output = output
        self.environment = environment
    }

    /// Runs with arguments (without the program name), reading session input with `readLine`;
    /// answers the exit code.
    func run(_ arguments: [String], readLine: @escaping () -> String? = { Swift.readLine() }) -> ExitCode {
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
        case .list(let json, let noColor):
            return list(json: json, noColor: noColor)
        case .run(let name, let scenarioFlags, let consoleArguments):
            let wanted = name.lowercased()
            guard let module = modules.first(where: { $0.name.lowercased() == wanted }) else {
                return usageError(
                    "unknown module '\(name)'; modules are \(modules.map(\.name).joined(separator: ", "))")
            }
            return run(module, scenarioFlags: scenarioFlags, consoleArguments: consoleArguments, readLine: readLine)
        }
    }

    private func run(
        _ module: ShellModule, scenarioFlags: [String], consoleArguments: [String],
        readLine: @escaping () -> String?
    ) -> ExitCode {
        let consumes: [ServiceKey]
        do {
            consumes = try module.consumes()
        } catch {
            output.error(Self.commandName, "cannot make the \(module.name) module: \(error)")
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
        // A consumed service without a stand-in is left unregistered: the hub's wiring check
        // names it and the front end refuses to start. This line says where the fix goes.
        for service in consumes where catalogue.standIn(for: service) == nil {
            output.error(
                Self.commandName,
                "no stand-in for \(service.name), which \(module.name) consumes; add one to StandInCatalogue (Tools/StandIns)"
            )
        }
        let (catalogue, chosen) = (catalogue, scenario)
        let definition = AppDefinition(
            commandName: Self.commandName,
            summary: "\(module.name) alone, with stand-ins for the services it consumes",
            usage: "shell \(module.name) [options] [open URL... | routes | services | modules | events]",
            entry: module.entry,
            makeModules: { context in [try module.make(context)] },
            registerExtras: { hub, _ in try catalogue.register(for: consumes, in: hub, scenario: chosen) },
            makeTransientStore: { InMemoryStateStore() })
        return ConsoleProgram(definition: definition, output: output, environment: environment)
            .run(consoleArguments, readLine: readLine)
    }

    private func list(json: Bool, noColor: Bool) -> ExitCode {
        let listing: ModuleListing
        do {
            listing = try ModuleListing(modules: modules, catalogue: catalogue)
        } catch {
            output.error(Self.commandName, "cannot make a module to read what it consumes: \(error)")
            return .failure
        }
        if json {
            do {
                output.print(try listing.json())
            } catch {
                output.error(Self.commandName, "cannot encode JSON: \(error)")
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

    private func usageError(_ message: String) -> ExitCode {
        output.error(Self.commandName, "\(message) (see shell --help)")
        return .usage
    }

    /// The help text: what the shell is, usage, modules, commands, switches, options, exit codes.
    func help() -> String {
        let switches = ScenarioOption.all.map { option in
            "  \(option.flag.padding(toLength: 17, withPad: " ", startingAt: 0)) \(option.service.name): \(option.help)"
        }
        return """
            shell — run one business module alone, with stand-ins for the services it consumes from other modules

            usage: shell <Module> [options] [open URL... | routes | services | modules | events]
                   shell --list [--json] [--no-color]
                   shell --help

            Modules: \(modules.map(\.name).joined(separator: ", ")) (any case; shell --list shows what each consumes)
            Only that module is registered: routes of the others are not found (exit 3).

            Commands (as in bazaar):
              (none)            run a session on the module's entry page: type a link's number, open URL,
                                back, home, routes, help or quit (line by line when standard input is a pipe)
              open URL [URL...] open URLs through the remote entry, as one stack; print the top page
              routes            list the routes (only the module's)
              services          list the services (the module's own, and the stand-ins as provider "\(StandIn.owner)")
              modules           list the modules (just the one)
              events            list the events (posters, subscribers)

            Stand-in edge cases (only for a module that consumes the service):
            \(switches.joined(separator: "\n"))
              The GoodsService stand-in always has item 903 with one left and item 904 out of stock.

            Options:
              --list            list the modules, the services each consumes and the stand-ins that replace them
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
