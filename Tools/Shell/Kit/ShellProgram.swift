import AllContracts
import Common
import Console
import Foundation
import StandIns
import Terminal

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
    /// The app's recovery, run through every module of `modules` (all of them: `shell`) before a
    /// command that uses a state directory; `nil` for a shell that links too few modules to
    /// finish a payment (an `XShell`), which refuses to go on while one is left.
    let recoverState: (@Sendable (Hub) async throws -> [String])?

    /// The command's name in help and error lines: `shell`, or `CartShell` for a shell of one
    /// module (the name its `XShell` product has).
    var commandName: String { modules.count == 1 ? "\(modules[0].name)Shell" : "shell" }

    /// A shell over `modules`, with stand-ins from `catalogue` and stand-in pages for the
    /// routes of every other module of `contracts`; `recoverState` is the app's recovery when
    /// `modules` are all of the app's (see ``recoverState``).
    public init(
        modules: [ModuleMaker], recoverState: (@Sendable (Hub) async throws -> [String])? = nil,
        contracts: [ModuleContract] = ModuleContract.all,
        catalogue: StandInCatalogue = .standard, output: ConsoleOutput = .standard,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.modules = modules
        self.recoverState = recoverState
        self.contracts = contracts
        self.catalogue = catalogue
        self.output = output
        self.environment = environment
    }

    /// Runs a shell over `modules` with the process's command line and exits with its code:
    /// the whole `main.swift` of `shell` (with the app's recovery) and of each `XShell`.
    /// On the main actor, so that it starts where `main.swift` runs, before anything runs
    /// asynchronously: a closed standard descriptor is held first (see
    /// `DescriptorOutput.holdStandardDescriptors`).
    @MainActor
    public static func main(
        modules: [ModuleMaker], recoverState: (@Sendable (Hub) async throws -> [String])? = nil
    ) async -> Never {
        DescriptorOutput.holdStandardDescriptors()
        exit(
            await ShellProgram(modules: modules, recoverState: recoverState).run(
                Array(CommandLine.arguments.dropFirst())
            )
            .rawValue)
    }

    /// Runs with arguments (without the program name), reading session input with `readLine`;
    /// answers the exit code.
    public func run(_ arguments: [String], readLine: @escaping () -> String? = { Swift.readLine() }) async -> ExitCode {
        // The language is worked out before the rest of the line is judged.
        let strings = messageStrings(ConsoleInvocation.language(of: arguments, environment: environment))
        return output.exitCode(
            await execute(arguments, strings: strings, readLine: readLine), commandName: commandName, strings: strings)
    }

    private func execute(
        _ arguments: [String], strings: StringTable, readLine: @escaping () -> String?
    ) async -> ExitCode {
        let command: ShellCommand
        do {
            command = try ShellInvocation.parse(arguments, moduleNames: modules.map(\.name))
        } catch {
            return output.report(error, commandName: commandName, arguments: arguments, strings: strings)
        }
        switch command {
        case .help(let topic):
            do {
                let commandLine = modules.count == 1 ? commandName : "\(commandName) <Module>"
                if let topic {
                    output.print(
                        try ConsoleCommand.helpText(
                            topic, commandLine: commandLine, in: strings.language, keepsStateInMemory: true))
                } else {
                    output.print(try help(in: strings.language))
                }
            } catch {
                output.error(commandName, error.description)
                return .failure
            }
            return .success
        case .version:
            output.print("\(commandName) \(AppDefinition.packageVersion)\n")
            return .success
        case .completionScript(let shell):
            do {
                output.print(CompletionScript(try specification(in: strings.language), shell: shell).text)
            } catch {
                output.error(commandName, error.description)
                return .failure
            }
            return .success
        case .list(let json, let noColor, let names):
            if names {
                output.print(modules.map { $0.name + "\n" }.joined())
                return .success
            }
            return list(json: json, noColor: noColor, strings: strings)
        case .run(let name, let scenarioFlags, let start, let consoleArguments):
            let wanted = name.lowercased()
            guard let module = modules.first(where: { $0.name.lowercased() == wanted }) else {
                return usageError(
                    UsageError(
                        "shell.usage.unknownModule",
                        ["module": name, "modules": modules.map(\.name).joined(separator: ", ")], input: name),
                    arguments: arguments, strings: strings)
            }
            return await run(
                module, scenarioFlags: scenarioFlags, start: start, consoleArguments: consoleArguments,
                strings: strings, readLine: readLine)
        }
    }

    private func run(
        _ module: ModuleMaker, scenarioFlags: [String], start: String?, consoleArguments: [String],
        strings: StringTable, readLine: @escaping () -> String?
    ) async -> ExitCode {
        let consumes: [ServiceKey]
        do {
            consumes = try module.consumes()
        } catch {
            output.error(commandName, strings("shell.makeFailed", ["module": module.name, "detail": "\(error)"]))
            return .failure
        }
        var scenario = StandInScenario()
        for flag in scenarioFlags {
            guard let option = ScenarioOption.all.first(where: { $0.flag == flag }) else { continue }
            guard consumes.contains(option.service) else {
                let consumers = modulesConsuming(option.service)
                return usageError(
                    UsageError(
                        consumers.isEmpty ? "shell.usage.switchNotConsumed.none" : "shell.usage.switchNotConsumed",
                        [
                            "option": flag, "service": option.service.name, "module": module.name,
                            "modules": consumers.joined(separator: ", "),
                        ], input: flag),
                    arguments: consoleArguments, strings: strings)
            }
            option.apply(&scenario)
        }
        let invocation: ConsoleInvocation
        do {
            invocation = try ConsoleInvocation.parse(consoleArguments)
        } catch {
            return output.report(error, commandName: commandName, arguments: consoleArguments, strings: strings)
        }
        var sessionStart: SessionStart?
        if let start {
            switch invocation.command {
            case .session, .help: break
            default:
                return usageError(
                    UsageError("shell.usage.startWithCommand", ["url": start], input: start),
                    arguments: consoleArguments, strings: strings)
            }
            do {
                let route = try await StartRoute.resolve(start, module: module.contract, contracts: contracts) {
                    StandInPayloads.route(for: $0, language: strings.language)
                }
                let planned = StandInPayloads.start(for: route, language: strings.language)
                if planned.sampleCart { scenario.sampleCart = true }
                sessionStart = SessionStart(route: planned.route, follow: planned.follow)
            } catch {
                switch error {
                case .otherModule(let error):
                    return usageError(error, arguments: consoleArguments, strings: strings)
                case .route(let error):
                    output.error(
                        commandName, strings("shell.startFailed", ["message": RouteErrorText(strings: strings)(error)]))
                    return ExitCode(error)
                case .wiring(let error):
                    let problems = error.problems.map(\.description).joined(separator: "; ")
                    output.error(commandName, strings("start.wiring", ["problems": problems]))
                    return .failure
                }
            }
        }
        // A consumed service without a stand-in is left unregistered: the hub's wiring check
        // names it and the front end refuses to start. This line says where the fix goes.
        for service in consumes where catalogue.standIn(for: service) == nil {
            output.error(commandName, strings("shell.noStandIn", ["service": service.name, "module": module.name]))
        }
        let (catalogue, chosen, makers) = (catalogue, scenario, modules)
        let recovery =
            recoverState
            ?? Self.refusingUnfinishedPayments(
                stateDirectory: invocation.options.stateDirectory ?? "", commandName: commandName, strings: strings)
        var recoveryModules: (@Sendable (ModuleContext) throws -> [any BusinessModule])?
        if recoverState != nil {
            recoveryModules = { @Sendable context in try makers.map { try $0.make(context) } }
        }
        let absent = contracts.filter { $0.name != module.name }
        let definition = AppDefinition(
            commandName: commandName,
            summary: LocalizedText { language in
                strings.in(language)("shell.moduleSummary", ["module": module.name])
            },
            usage:
                "\(commandLine(running: module)) [options] [--start URL] [open URL... | routes | services | modules | events]",
            entry: module.contract.entry,
            makeModules: { context in [try module.make(context)] },
            makeExtras: { context in
                var chosen = chosen
                chosen.language = context.language
                let strings = try Self.strings(context.language)
                var overrides = catalogue.overrides(for: consumes, scenario: chosen).overrides
                // Without Account, its login guard is stood in; with the stand-in account, so is
                // its log-in (the stand-in log-in page, then the page that asked for it).
                let withoutAccount = absent.contains { $0.name == ModuleContract.account.name }
                let logsIn = withoutAccount && consumes.contains(ServiceKey((any AccountService).self))
                if withoutAccount { StandInLogin.guardLoggedIn(in: &overrides) }
                let standIns = StandInRoutes(
                    for: absent, back: module.contract.entry, backTitle: module.name, strings: strings, logsIn: logsIn)
                return ([standIns], overrides)
            },
            makeTransientStore: { InMemoryStateStore() }, start: sessionStart, recoverState: recovery,
            recoveryModules: recoveryModules)
        return await ConsoleProgram(definition: definition, output: output, environment: environment)
            .run(invocation, readLine: readLine)
    }

    /// What a shell that cannot finish a payment does instead: with the module it runs showing a
    /// cart or stock that still holds lines or units for a payment a killed process left
    /// unfinished (the module's own service says so; stand-ins hold nothing of the state
    /// directory's), it refuses to go on, naming the state directory and what finishes it, so it
    /// never shows half of a payment. Otherwise it does nothing.
    static func refusingUnfinishedPayments(
        stateDirectory: String, commandName: String, strings: StringTable
    ) -> @Sendable (Hub) async throws -> [String] {
        { hub in
            var holds: [String: Int] = [:]
            do throws(CartError) {
                if let cart = try? await hub.service((any CartService).self) {
                    holds.merge(try cart.heldPayments()) { $1 }
                }
            } catch {
                // Only a cart that cannot be read fails here: its sentence is in the user's language.
                guard case .storage(let sentence) = error else { throw error }
                throw RecoveryFailure(sentence)
            }
            do throws(GoodsError) {
                if let goods = try? await hub.service((any GoodsService).self) {
                    holds.merge(try goods.reservingPayments()) { $1 }
                }
            } catch {
                guard case .storage(let sentence) = error else { throw error }
                throw RecoveryFailure(sentence)
            }
            guard holds.isEmpty else {
                throw RecoveryFailure(
                    strings("shell.unfinishedPayment", ["directory": stateDirectory, "command": commandName]))
            }
            return []
        }
    }

    private func list(json: Bool, noColor: Bool, strings: StringTable) -> ExitCode {
        let listing: ModuleListing
        do {
            listing = try ModuleListing(modules: modules, catalogue: catalogue, language: strings.language)
        } catch {
            output.error(commandName, strings("shell.listFailed", ["detail": "\(error)"]))
            return .failure
        }
        if json {
            do {
                output.print(try listing.json())
            } catch {
                output.error(commandName, strings("output.jsonFailed", ["detail": "\(error)"]))
                return .failure
            }
        } else {
            let mode = ColorPolicy.mode(
                noColorFlag: noColor, environment: environment, outputIsTerminal: ColorPolicy.isTerminal(STDOUT_FILENO))
            output.print(listing.text(mode: mode, strings: strings))
        }
        return .success
    }

    private func modulesConsuming(_ service: ServiceKey) -> [String] {
        modules.filter { (try? $0.consumes().contains(service)) == true }.map(\.name)
    }

    /// How the module is run: `shell Cart`, or `CartShell` for a shell of one module.
    private func commandLine(running module: ModuleMaker) -> String {
        modules.count == 1 ? commandName : "\(commandName) \(module.name)"
    }

    private func usageError(_ error: UsageError, arguments: [String], strings: StringTable) -> ExitCode {
        output.report(error, commandName: commandName, arguments: arguments, strings: strings)
    }

    /// What the shell's lines are worded with in `language`: its own strings over the
    /// Console's (usage errors, route errors). A table that cannot be loaded adds nothing.
    private func messageStrings(_ language: Language) -> StringTable {
        let console = (try? ConsoleStrings.load(language))?.entries ?? [:]
        let own = (try? Self.strings(language))?.entries ?? [:]
        return StringTable(
            language: language, entries: console.merging(own) { $0.merging($1) { _, shell in shell } })
    }

    /// The shell's strings in `language`, English where a string is missing: its help, its
    /// lines and the words of the stand-in pages (`standIn.*`).
    public static func strings(_ language: Language) throws(LocalizationError) -> StringTable {
        try StringTable.load(
            resourceDirectory: ResourceDirectory.of("Bazaar_ShellKit") { .module }, language: language,
            languages: language.withFallback)
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

    /// What completion scripts complete: the module names first, then the shell's options.
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
                    .init("--latency", value: .seconds, strings("completion.latency")),
                    .init("--help", shortName: "-h", strings("completion.help")),
                    .init("--version", strings("completion.version")),
                    .init(
                        "--generate-completion-script", value: .choice(CompletionShell.allCases.map(\.rawValue)),
                        strings("completion.script")),
                ])
    }
}
