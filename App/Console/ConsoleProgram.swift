import Common
import Foundation
import Mediator

/// The front end shared by `bazaar` and `shell`: parses the command line, prepares the state
/// directory and language, starts the modules (refusing to run when their wiring is broken),
/// runs the command, and answers an exit code.
public struct ConsoleProgram: Sendable {
    /// The program being run.
    public let definition: AppDefinition
    /// Where output goes.
    public let output: ConsoleOutput
    /// The environment to read (`BAZAAR_STATE_DIR`, `BAZAAR_LANG`, `NO_COLOR`, `LANG`, ...).
    public let environment: [String: String]

    /// The variable naming the state directory.
    public static let stateDirectoryVariable = "BAZAAR_STATE_DIR"
    /// The variable naming the language.
    public static let languageVariable = "BAZAAR_LANG"
    /// The variable setting how many seconds to wait for a state document another process holds.
    public static let lockTimeoutVariable = "BAZAAR_LOCK_TIMEOUT"

    /// Creates a program writing to `output`.
    public init(
        definition: AppDefinition, output: ConsoleOutput = .standard,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.definition = definition
        self.output = output
        self.environment = environment
    }

    /// Runs the program with arguments (without the program name), reading session input with
    /// `readLine`; returns the exit code.
    public func run(_ arguments: [String], readLine: @escaping () -> String? = { Swift.readLine() }) -> ExitCode {
        let invocation: ConsoleInvocation
        do {
            invocation = try ConsoleInvocation.parse(arguments)
        } catch {
            output.error(definition.commandName, "\(error) (see \(definition.commandName) --help)")
            return .usage
        }
        return run(invocation, readLine: readLine)
    }

    /// Runs a parsed invocation; see `run(_:readLine:)`.
    public func run(
        _ invocation: ConsoleInvocation, readLine: @escaping () -> String? = { Swift.readLine() }
    )
        -> ExitCode
    {
        let options = invocation.options
        if options.help || invocation.command == .help {
            output.print(help())
            return .success
        }
        let language: Language
        do {
            language =
                try options.language
                ?? Language.fromEnvironment(
                    environment, overrideVariable: Self.languageVariable)
        } catch {
            output.error(definition.commandName, String(describing: error))
            return .usage
        }
        let strings: StringTable
        do {
            strings = try StringTable.load(
                resourceDirectory: ResourceDirectory.of("Bazaar_Console") { .module }, language: language,
                languages: language.withFallback)
        } catch {
            output.error(definition.commandName, error.description)
            return .failure
        }
        let lockTimeout: Double
        do {
            lockTimeout = try Self.lockTimeout(environment)
        } catch {
            output.error(definition.commandName, error.description)
            return .usage
        }
        let store: any StateStore
        do {
            if options.stateDirectory == nil, let makeTransientStore = definition.makeTransientStore {
                store = makeTransientStore()
            } else {
                let fileStore = try prepareStore(options, lockTimeout: lockTimeout)
                switch invocation.command {
                case .open, .session:
                    // State that exists but cannot be read fails now, naming the file, instead of looking empty.
                    try fileStore.checkReadable()
                case .routes, .services, .modules, .events, .help:
                    break
                }
                store = fileStore
            }
        } catch {
            output.error(definition.commandName, String(describing: error))
            return .failure
        }
        let context = ModuleContext(store: store, language: language)
        let entry = definition.entry
        let hub = Hub(
            configuration: Hub.Configuration(
                router: BazaarURL.routerConfiguration,
                remoteNotFound: { ConsoleNotFoundPage(error: $0, strings: strings, entry: entry) }))
        do {
            try definition.registerExtras(hub, context)
            let modules = try definition.makeModules(context)
            try hub.start(modules)
        } catch let report as WiringReport {
            output.error(definition.commandName, "refusing to start: the modules do not fit together")
            output.print("")
            for problem in report.problems { output.error(definition.commandName, "  \(problem)") }
            return .failure
        } catch {
            output.error(definition.commandName, "cannot start: \(error)")
            return .failure
        }
        defer { hub.send(.terminate) }

        let mode = ColorPolicy.mode(
            noColorFlag: options.noColor, environment: environment,
            outputIsTerminal: ColorPolicy.isTerminal(STDOUT_FILENO))
        let renderer = PageRenderer(
            mode: options.json ? .plain : mode, scheme: BazaarURL.scheme,
            width: options.json ? nil : TerminalSize.columns(of: STDOUT_FILENO, environment: environment))
        switch invocation.command {
        case .open(let urls):
            return open(urls, hub: hub, renderer: renderer, json: options.json)
        case .routes, .services, .modules, .events:
            let report = IntrospectionReport(hub: hub, mode: renderer.mode)
            do {
                output.print(
                    options.json ? try report.json(for: invocation.command) : report.text(for: invocation.command))
            } catch {
                output.error(definition.commandName, "cannot encode JSON: \(error)")
                return .failure
            }
            return .success
        case .session:
            return Session(
                hub: hub, navigator: Navigator(hub: hub), entry: entry, start: definition.start, renderer: renderer,
                strings: strings, output: output, commandName: definition.commandName,
                interactive: ColorPolicy.isTerminal(STDIN_FILENO) && ColorPolicy.isTerminal(STDOUT_FILENO),
                readLine: readLine
            ).run()
        case .help:
            return .success
        }
    }

    /// Opens URLs through the remote entry as one stack and prints the top page (or JSON).
    private func open(_ urls: [String], hub: Hub, renderer: PageRenderer, json: Bool) -> ExitCode {
        let navigator = Navigator(hub: hub)
        let outcomes: [RouteOutcome]
        do {
            outcomes = try navigator.openStack(urls: urls)
        } catch {
            output.error(definition.commandName, error.description)
            return ExitCode(error)
        }
        var notFound = false
        var values: [String] = []
        var actionOutcomes: [ActionOutcome] = []
        for outcome in outcomes {
            switch outcome {
            case .value(let value):
                values.append(String(describing: value))
                if let action = value as? ActionOutcome { actionOutcomes.append(action) }
            case .notFound(_, let error):
                notFound = true
                output.error(definition.commandName, error.description)
            case .page:
                break
            }
        }
        let content = navigator.top?.content()
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let document = PageDocument(
                content: content, outcomes: actionOutcomes, notFound: notFound, scheme: BazaarURL.scheme)
            do {
                output.print(String(decoding: try encoder.encode(document), as: UTF8.self) + "\n")
            } catch {
                output.error(definition.commandName, "cannot encode JSON: \(error)")
                return .failure
            }
        } else {
            for value in values { output.print(renderer.status(value, kind: .success)) }
            if let content { output.print(renderer.render(content)) }
        }
        return notFound ? .notFound : .success
    }

    /// The lock timeout from `BAZAAR_LOCK_TIMEOUT` (seconds, 0 to 3600), else the store's default.
    static func lockTimeout(_ environment: [String: String]) throws(UsageError) -> Double {
        guard let text = environment[lockTimeoutVariable], !text.isEmpty else {
            return FileStateStore.defaultLockTimeout
        }
        guard let seconds = Double(text), seconds.isFinite, (0...3600).contains(seconds) else {
            throw UsageError("\(lockTimeoutVariable) is '\(text)'; give a number of seconds from 0 to 3600, such as 10")
        }
        return seconds
    }

    /// Resolves and creates the state directory, with a clear error naming it.
    private func prepareStore(_ options: ConsoleOptions, lockTimeout: Double) throws -> FileStateStore {
        let directory = try StateDirectory.resolve(
            explicitPath: options.stateDirectory, environmentVariable: Self.stateDirectoryVariable,
            appName: "bazaar", environment: environment)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw UsageError("state directory \(directory.path) is a file; give a directory with --state-dir")
            }
        } else {
            do {
                try FileManager.default.createDirectory(
                    at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw UsageError("cannot create state directory \(directory.path): \(error.localizedDescription)")
            }
        }
        let commandName = definition.commandName
        let output = output
        return FileStateStore(
            directory: directory, lockTimeout: lockTimeout,
            waiting: { wait in
                output.error(
                    commandName,
                    "waiting for another \(commandName) that holds state document \"\(wait.documentName)\" "
                        + "(\(wait.file)); giving up after \(wait.limit) (\(Self.lockTimeoutVariable))")
            })
    }

    /// The help text: what the program is, usage, commands, options, environment, exit codes.
    public func help() -> String {
        """
        \(definition.commandName) — \(definition.summary)

        usage: \(definition.usage)

        Commands:
          (none)            run a session: the current page and its numbered links; type a number,
                            open URL, back, home, routes, help or quit (reads commands line by line
                            when standard input is a pipe)
          open URL [URL...] open URLs through the remote entry, in turn, as one stack; print the top page
          routes            list the routes (pattern, owner, entry, summary)
          services          list the services (provider, consumers)
          modules           list the modules in set-up order
          events            list the events (posters, subscribers)

        Options (every command):
          --state-dir DIR   where state lives (default: $\(Self.stateDirectoryVariable), else $XDG_STATE_HOME/bazaar,
                            else ~/.local/state/bazaar)
          --lang LANG       en or zh-Hans (default: $\(Self.languageVariable), else LC_ALL/LC_MESSAGES/LANG)
          --no-color        never colour the output (colour is also off when NO_COLOR is set or output is not a terminal)
          --json            print JSON instead of text (open, routes, services, modules, events)
          -h, --help        show this help

        Environment: $\(Self.lockTimeoutVariable) is how many seconds to wait for a state document another
        \(definition.commandName) holds (default 10); after a second of waiting it says so on standard error.

        \(ExitCode.helpText)

        """
    }
}
