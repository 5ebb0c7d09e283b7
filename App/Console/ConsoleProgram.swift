import Common
import ContractSupport
import Foundation
import Terminal

/// The front end shared by `bazaar` and `shell`: parses the command line, prepares the state
/// directory and language, starts the modules (refusing to run when their wiring is broken),
/// runs the command, and answers an exit code.
public struct ConsoleProgram: Sendable {
    /// The program being run.
    public let definition: AppDefinition
    /// Where output goes.
    public let output: ConsoleOutput
    /// The environment to read (``variables``: `BAZAAR_STATE_DIR`, `BAZAAR_LANG`, `NO_COLOR`, `LANG`, ...).
    public let environment: [String: String]

    /// The variable naming the state directory.
    public static let stateDirectoryVariable = "BAZAAR_STATE_DIR"
    /// The variable naming the language.
    public static let languageVariable = "BAZAAR_LANG"
    /// The variable setting how many seconds to wait for a state document another process holds.
    public static let lockTimeoutVariable = "BAZAAR_LOCK_TIMEOUT"

    /// Every variable the front end reads: its own, the language's (`LC_ALL`, `LC_MESSAGES`,
    /// `LANG`), the state directory's (`XDG_STATE_HOME`, `HOME`) and the terminal's (`NO_COLOR`,
    /// `TERM`, `COLUMNS`).
    public static let variables = [
        stateDirectoryVariable, languageVariable, lockTimeoutVariable, "LC_ALL", "LC_MESSAGES", "LANG",
        "XDG_STATE_HOME", "HOME", "NO_COLOR", "TERM", "COLUMNS",
    ]

    /// The values of ``variables`` in the process environment, those that are set. (Read one by
    /// one with `getenv`: Foundation's `ProcessInfo.environment` makes a dictionary of every
    /// variable, about 790,000 instructions at each start of `bazaar` with 39 of them set.)
    public static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in variables {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }

    /// Creates a program writing to `output`.
    public init(
        definition: AppDefinition, output: ConsoleOutput = .standard,
        environment: [String: String] = ConsoleProgram.processEnvironment()
    ) {
        self.definition = definition
        self.output = output
        self.environment = environment
    }

    /// Runs the program with arguments (without the program name), reading session input with
    /// `readLine`; returns the exit code. A usage error prints one line on standard error (and,
    /// with `--json`, an error object on standard output) and answers 2. Output that could not
    /// be written answers 1, with one line on standard error unless the reader went away (a
    /// broken pipe stays quiet).
    public func run(_ arguments: [String], readLine: @escaping () -> String? = { Swift.readLine() }) async -> ExitCode {
        await run(arguments, nextLine: { readLine() })
    }

    /// Runs the program as `run(_:readLine:)` does, awaiting each line of session input from
    /// `nextLine` (for tests that run the program in-process and type one command at a time).
    public func run(_ arguments: [String], nextLine: @escaping () async -> String?) async -> ExitCode {
        let invocation: ConsoleInvocation
        do {
            invocation = try ConsoleInvocation.parse(arguments)
        } catch {
            // The language is worked out before the rest of the line is judged.
            let language = ConsoleInvocation.language(of: arguments, environment: environment)
            return await withStrings(language) { strings in
                output.report(error, commandName: definition.commandName, arguments: arguments, strings: strings)
            }
        }
        return await run(invocation, nextLine: nextLine)
    }

    /// Runs a parsed invocation; see `run(_:readLine:)`.
    public func run(
        _ invocation: ConsoleInvocation, readLine: @escaping () -> String? = { Swift.readLine() }
    ) async
        -> ExitCode
    {
        await run(invocation, nextLine: { readLine() })
    }

    /// Runs a parsed invocation; see `run(_:nextLine:)`.
    public func run(_ invocation: ConsoleInvocation, nextLine: @escaping () async -> String?) async -> ExitCode {
        let language = invocation.options.language ?? Self.environmentLanguage(environment)
        return await withStrings(language) { strings in
            await execute(invocation, language: language, strings: strings, nextLine: nextLine)
        }
    }

    /// The language of messages when the command line does not choose one: `BAZAAR_LANG` when it
    /// names a language the app speaks, else `LC_ALL`/`LC_MESSAGES`/`LANG`, else English. It never
    /// fails, so a bad `BAZAAR_LANG` is itself reported in a language the person reads.
    public static func environmentLanguage(_ environment: [String: String]) -> Language {
        if let language = try? Language.fromEnvironment(environment, overrideVariable: languageVariable) {
            return language
        }
        var rest = environment
        rest[languageVariable] = nil
        return (try? Language.fromEnvironment(rest, overrideVariable: languageVariable)) ?? .english
    }

    /// The locale variable and its value when the environment chose the language by a locale
    /// of Traditional Chinese (`zh_TW`, `zh_HK`, `zh_MO`, `zh-Hant`), which the app does not
    /// have: it speaks Simplified Chinese instead, and says so once, on standard error.
    static func traditionalChineseLocale(_ environment: [String: String]) -> (String, String)? {
        if let chosen = environment[languageVariable], (try? Language(parsing: chosen)) != nil { return nil }
        guard let name = ["LC_ALL", "LC_MESSAGES", "LANG"].first(where: { environment[$0]?.isEmpty == false }),
            let value = environment[name]
        else { return nil }
        // Compared as bytes, `-` read as `_`: Foundation's `replacingOccurrences` cost 1.14 M
        // instructions here, over 5 % of a start (callgrind, `profile start`).
        let locale = value.lowercased().utf8.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: "_") : $0 }
        let traditional = ["zh_tw", "zh_hk", "zh_mo", "zh_hant"].contains { locale.starts(with: $0.utf8) }
        return traditional ? (name, value) : nil
    }

    /// Runs a command with the Console's strings in `language` and answers its exit code (see
    /// `ConsoleOutput.exitCode`). The strings are read when the command first words something:
    /// one that words nothing of the Console's (an `open` whose page is the modules' text) never
    /// reads them. When they cannot be read, one line on standard error says why (in English:
    /// there are no strings to say it with), each message shows its key, and the exit code is 1.
    private func withStrings(_ language: Language, _ command: (StringTable) async -> ExitCode) async -> ExitCode {
        let output = output
        let commandName = definition.commandName
        let unreadable = LockedBox(false)
        let strings = ConsoleStrings.whenFirstUsed(language) { error in
            unreadable.withLock { $0 = true }
            output.error(commandName, error.description)
        }
        let code = output.exitCode(await command(strings), commandName: commandName, strings: strings)
        return unreadable.withLock { $0 } ? .failure : code
    }

    private func report(_ failure: ConsoleFailure, json: Bool, outcomes: [ActionOutcome] = []) -> ExitCode {
        output.report(failure, commandName: definition.commandName, json: json, outcomes: outcomes)
    }

    private func execute(
        _ invocation: ConsoleInvocation, language: Language, strings: StringTable,
        nextLine: @escaping () async -> String?
    ) async -> ExitCode {
        let options = invocation.options
        let json = options.json
        // The version is the same in every language: a bad `BAZAAR_LANG` does not stop it.
        if options.language == nil, invocation.command != .version {
            do {
                _ = try Language.fromEnvironment(environment, overrideVariable: Self.languageVariable)
            } catch {
                return report(
                    ConsoleFailure(UsageError(error), strings: strings), json: json)
            }
            if let (variable, value) = Self.traditionalChineseLocale(environment) {
                output.error(
                    definition.commandName,
                    strings("language.traditionalChinese", ["variable": variable, "value": value]))
            }
        }
        let help = ConsoleHelp(definition: definition, strings: strings)
        switch invocation.command {
        case .help(let topic):
            output.print(help.text(for: topic))
            return .success
        case .version:
            output.print("\(definition.commandName) \(definition.version)\n")
            return .success
        case .completionScript(let shell):
            output.print(CompletionScript(help.specification, shell: shell).text)
            return .success
        case .session, .open, .routes, .services, .modules, .events:
            break
        }
        let lockTimeout: Double
        do {
            // Judged only where state is used: `routes` works whatever the variable says.
            lockTimeout =
                invocation.command.usesState
                ? try Self.lockTimeout(environment) : FileStateStore.defaultLockTimeout
        } catch {
            return report(ConsoleFailure(error, strings: strings), json: json)
        }
        let store: any StateStore
        do {
            if options.stateDirectory == nil, let makeTransientStore = definition.makeTransientStore {
                store = makeTransientStore()
            } else {
                let fileStore = try prepareStore(options, lockTimeout: lockTimeout, language: language)
                if invocation.command.usesState {
                    // State that exists but cannot be read fails now, naming the file, instead of looking empty.
                    try fileStore.checkReadable()
                }
                store = fileStore
            }
        } catch {
            return report(
                ConsoleFailure(
                    kind: "state", exitCode: .failure, message: StateText.sentence(for: error, in: language),
                    input: options.stateDirectory),
                json: json)
        }
        let context = ModuleContext(store: store, language: language)
        // A transient store starts empty: there is nothing a crash could have left half done.
        let recovers = invocation.command.usesState && store is FileStateStore
        if recovers, let recover = definition.recoverState, let recoveryModules = definition.recoveryModules {
            let recoveryHub: Hub
            do {
                recoveryHub = try await startHub(context, strings: strings) {
                    (try recoveryModules(context), Overrides())
                }
            } catch {
                return report(error, json: json)
            }
            let failure = await self.recover(recover, hub: recoveryHub, input: options.stateDirectory)
            if let failure { return report(failure, json: json) }
        }
        let hub: Hub
        do {
            hub = try await startHub(context, strings: strings) {
                let (extras, overrides) = try definition.makeExtras(context)
                return (try definition.makeModules(context) + extras, overrides)
            }
        } catch {
            return report(error, json: json)
        }
        if recovers, definition.recoveryModules == nil, let recover = definition.recoverState,
            let failure = await self.recover(recover, hub: hub, input: options.stateDirectory)
        {
            return report(failure, json: json)
        }

        let mode = ColorPolicy.mode(
            noColorFlag: options.noColor, environment: environment,
            outputIsTerminal: ColorPolicy.isTerminal(STDOUT_FILENO))
        let renderer = PageRenderer(
            mode: json ? .plain : mode, scheme: BazaarURL.scheme,
            width: json ? nil : TerminalSize.columns(of: STDOUT_FILENO, environment: environment),
            strings: strings)
        // At a terminal, standard error shows a spinner while a load waits; elsewhere one line.
        var spinner: (@Sendable (String) -> Void)?
        if ColorPolicy.isTerminal(STDERR_FILENO) {
            spinner = { text in _ = DescriptorOutput.writeAll(text, to: STDERR_FILENO) }
        }
        let environment = environment
        let loader = LoadRunner(
            latency: options.latency ?? .zero,
            progress: LoadProgress(
                commandName: definition.commandName, strings: strings, output: output, draw: spinner,
                columns: { TerminalSize.columns(of: STDERR_FILENO, environment: environment) }))
        switch invocation.command {
        case .open(let urls):
            return await open(urls, hub: hub, renderer: renderer, json: json, loader: loader)
        case .routes, .services, .modules, .events:
            // A script reads how each set-up ended, not a moment of it (a session shows it live).
            if invocation.command == .modules { await hub.setUpFinished() }
            let report = IntrospectionReport(
                hub: hub, mode: renderer.mode, strings: strings, program: definition.commandName)
            do {
                output.print(json ? try report.json(for: invocation.command) : report.text(for: invocation.command))
            } catch {
                return self.report(
                    ConsoleFailure(
                        kind: "failed", exitCode: .failure,
                        message: strings("output.jsonFailed", ["detail": "\(error)"]),
                        input: nil),
                    json: false)
            }
            return .success
        case .session:
            return await Session(
                hub: hub, navigator: Navigator(hub: hub), definition: definition, renderer: renderer,
                strings: strings, output: output, loader: loader,
                input: ColorPolicy.isTerminal(STDIN_FILENO) && ColorPolicy.isTerminal(STDOUT_FILENO)
                    ? .terminal(
                        LineEditor(
                            input: STDIN_FILENO, write: output.print,
                            columns: { TerminalSize.columns(of: STDOUT_FILENO, environment: environment) },
                            history: LineHistory.load(from: store), store: store))
                    : .lines(nextLine, typed: ColorPolicy.isTerminal(STDIN_FILENO))
            ).run()
        case .help, .version, .completionScript:
            return .success
        }
    }

    /// A hub of the modules `modules` makes, built under the overrides it makes;
    /// a failure worded for the person when they cannot start: a module that cannot set up (in
    /// the user's language, naming the module, the file and the system's reason) or a wiring
    /// that does not fit.
    private func startHub(
        _ context: ModuleContext, strings: StringTable,
        modules: () throws -> (modules: [any BusinessModule], overrides: Overrides)
    ) async throws(ConsoleFailure) -> Hub {
        let text = RouteErrorText(strings: strings)
        do {
            let (modules, overrides) = try modules()
            return try await overrides.run {
                try await Hub.build(
                    modules, router: BazaarURL.routerConfiguration, errorSentence: { text($0) })
            }
        } catch let wiring as WiringError {
            if case .setUpFailed(let module, _)? = wiring.problems.first, let error = wiring.setUpError {
                // Not a mismatch: one module could not set up (its data file unreadable).
                let reason = StateText.sentence(for: error, in: context.language)
                throw ConsoleFailure(
                    kind: "failed", exitCode: .failure,
                    message: strings("start.setUpFailed", ["module": module, "reason": reason]), input: nil)
            }
            // The problems are the runtime's English: they are for whoever wires the modules.
            let problems = wiring.problems.map { "\($0)" }.joined(separator: "; ")
            throw ConsoleFailure(
                kind: "failed", exitCode: .failure, message: strings("start.wiring", ["problems": problems]),
                input: nil)
        } catch {
            throw ConsoleFailure(
                kind: "failed", exitCode: .failure, message: strings("start.failed", ["detail": "\(error)"]),
                input: nil)
        }
    }

    /// Runs the definition's recovery through `hub`, its lines on standard error; the failure to
    /// report when it cannot.
    private func recover(
        _ recover: @Sendable (Hub) async throws -> [String], hub: Hub, input: String?
    ) async -> ConsoleFailure? {
        do {
            for line in try await recover(hub) { output.error(definition.commandName, line) }
            return nil
        } catch {
            return ConsoleFailure(kind: "state", exitCode: .failure, message: String(describing: error), input: input)
        }
    }

    /// Opens URLs through the remote entry in order, all or report: when every one opened, the
    /// pages they showed become the stack and the top page is printed (or JSON) after the
    /// outcomes of the actions; at the first URL that fails in any way (malformed, refused,
    /// not found, declined, failed, cancelled by Ctrl-C), the rest are left unopened, the outcomes
    /// of the actions already applied are printed, then the error, and the exit code is that
    /// failure's. Each URL is a load of `loader`'s.
    private func open(
        _ urls: [String], hub: Hub, renderer: PageRenderer, json: Bool, loader: LoadRunner
    ) async -> ExitCode {
        let navigator = Navigator(hub: hub)
        var pages: [any Page] = []
        var values: [String] = []
        var actions: [ActionOutcome] = []
        var failure: ConsoleFailure?
        let errorText = RouteErrorText(strings: renderer.strings, hub: hub)
        for url in urls {
            do {
                let outcome = try await loader.run(url) { () async throws(RouteError) in
                    try await hub.open(url: url, navigator: navigator)
                }
                switch outcome {
                case .page(let page):
                    pages.append(page)
                case .value(let value):
                    if let action = value {
                        values.append(action.message)
                        actions.append(action)
                    }
                }
            } catch {
                failure = ConsoleFailure(error, input: url, text: errorText)
            }
            if failure != nil { break }
        }
        if let failure {
            if !json { for value in values { output.print(renderer.status(value, kind: .success)) } }
            return report(failure, json: json, outcomes: actions)
        }
        if !pages.isEmpty { navigator.setStack(pages) }
        let top = navigator.top
        let content = await top?.content()
        if json {
            do {
                output.print(
                    try ConsoleJSON.encode(
                        PageDocument(page: top, content: content, outcomes: actions, scheme: BazaarURL.scheme)))
            } catch {
                return report(
                    ConsoleFailure(
                        kind: "failed", exitCode: .failure,
                        message: renderer.strings("output.jsonFailed", ["detail": "\(error)"]), input: nil),
                    json: false)
            }
        } else {
            for value in values { output.print(renderer.status(value, kind: .success)) }
            if let content { output.print(renderer.render(content)) }
        }
        return .success
    }

    /// The lock timeout from `BAZAAR_LOCK_TIMEOUT` (seconds, 0 to 3600), else the store's default.
    static func lockTimeout(_ environment: [String: String]) throws(UsageError) -> Double {
        guard let text = environment[lockTimeoutVariable], !text.isEmpty else {
            return FileStateStore.defaultLockTimeout
        }
        guard let seconds = Double(text), seconds.isFinite, (0...3600).contains(seconds) else {
            throw UsageError("usage.lockTimeout", ["variable": lockTimeoutVariable, "value": text], input: text)
        }
        return seconds
    }

    /// Resolves and creates the state directory, with a clear error naming it; the store's
    /// notices and waits are worded in `language`.
    private func prepareStore(
        _ options: ConsoleOptions, lockTimeout: Double, language: Language
    ) throws(StateStoreError) -> FileStateStore {
        let directory = try StateDirectory.resolve(
            explicitPath: options.stateDirectory, environmentVariable: Self.stateDirectoryVariable,
            appName: "bazaar", environment: environment)
        let commandName = definition.commandName
        let output = output
        // Common's strings are read when the first notice or wait is worded, as most runs have
        // none; unreadable (a broken installation), they leave the English descriptions.
        let loaded = LockedBox<StateText??>(nil)
        let text = { @Sendable () -> StateText? in
            loaded.withLock { loaded in
                if loaded == nil { loaded = .some(try? StateText(language: language)) }
                return loaded ?? nil
            }
        }
        let store = FileStateStore(
            directory: directory, lockTimeout: lockTimeout,
            notice: { notice in output.error(commandName, text().map { $0(notice) } ?? "warning: \(notice)") },
            waiting: { wait in
                output.error(
                    commandName,
                    text().map { $0(wait, commandName: commandName, variable: Self.lockTimeoutVariable) }
                        ?? "note: \(wait)")
            })
        try store.createDirectory()
        return store
    }
}
