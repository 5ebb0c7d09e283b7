import Common
import Mediator
import Terminal

/// A conversation with a person or a script: shows the current page and its numbered links,
/// and reads commands — a number to follow a link, `open URL`, `back`, `home`, `show`,
/// `routes`, `help`, `quit` — until `quit` or the end of input (Ctrl-D at the prompt). Errors
/// are shown as sentences in the user's language and the session goes on; from a pipe they go
/// to standard error, and the session's exit code is that of the last command that failed (0
/// when none did); `back` on the first page is a note on standard output, not a failure. Only a first page that cannot be opened ends it at once, with that error's
/// exit code. It stops early when standard output cannot be written. A line longer than
/// ``LineEditor/maximumLength`` characters is refused (a usage error) without being run or
/// repeated.
///
/// A number follows a link of the page as it was last drawn, the one the person saw, never of
/// a fresh drawing (another process may have changed what the page would show). After a link
/// fails, the page on top is drawn again, so the next numbers match what is now true.
struct Session {
    let hub: Hub
    let navigator: Navigator
    let entry: any Route
    let start: SessionStart?
    let renderer: PageRenderer
    let strings: StringTable
    let output: ConsoleOutput
    let commandName: String
    let input: SessionInput
    /// The exit code of the last command that failed.
    private let lastFailure = LockedBox<ExitCode?>(nil)
    /// The page content last drawn; its links are what typed numbers mean.
    private let drawn = LockedBox<PageContent?>(nil)

    init(
        hub: Hub, navigator: Navigator, entry: any Route, start: SessionStart?, renderer: PageRenderer,
        strings: StringTable, output: ConsoleOutput, commandName: String, input: SessionInput
    ) {
        self.hub = hub
        self.navigator = navigator
        self.entry = entry
        self.start = start
        self.renderer = renderer
        self.strings = strings
        self.output = output
        self.commandName = commandName
        self.input = input
    }

    /// Runs the session; answers the exit code of the last command that failed, or 0.
    func run() -> ExitCode {
        if let start {
            if let code = show({ () throws(RouteError) in try navigator.open(start.route, payload: start.payload) }) {
                return code
            }
            if let route = start.follow {
                // The page's own link carries what the route needs; without one, the route itself
                // answers why it cannot go on, as it would for any caller.
                let bare = Self.link(to: route)
                let link = drawn.withLock({ $0 })?.links.first { $0.path == bare.path } ?? bare
                if let code = show({ () throws(RouteError) in try navigator.follow(link) }) { return code }
            }
        }
        // No start, or a start that was an action and left no page: the entry page.
        if navigator.top == nil, let code = show({ () throws(RouteError) in try navigator.open(entry) }) {
            return code
        }
        let interactive = input.isInteractive
        if interactive { output.print(renderer.status(strings("session.welcome"), kind: .info)) }
        reading: while output.outputFailure == nil {
            let line: String
            switch input.next() {
            case .end: break reading
            case .tooLong:
                problem(strings("session.tooLong", ["limit": "\(LineEditor.maximumLength)"]), .usage)
                continue
            case .line(let text): line = text
            }
            let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let first = words.first else { continue }
            switch first.lowercased() {
            case "quit", "exit", "q":
                if interactive { output.print(strings("session.bye") + "\n") }
                return lastFailure.withLock { $0 } ?? .success
            case "help", "?":
                output.print(strings("session.help") + "\n")
            case "back", "b":
                if navigator.pop() {
                    showTop()
                } else {
                    // Nothing to go back to is a note, not malformed input: the session goes on
                    // and its exit code does not change.
                    output.print(renderer.status(strings("session.atRoot"), kind: .info))
                }
            case "home":
                hub.send(.enterHome)
                show({ () throws(RouteError) in
                    let outcome = try navigator.open(entry)
                    if let page = outcome.page { navigator.setStack([page]) }
                    return outcome
                })
            case "show":
                showTop()
            case "routes":
                output.print(IntrospectionReport(hub: hub, mode: renderer.mode, strings: strings).text(for: .routes))
            case "open":
                guard words.count > 1 else {
                    problem(strings("session.openNeedsURL"), .usage)
                    continue
                }
                // All or report, as `open` on the command line: the first failure stops the rest.
                for url in words.dropFirst()
                where show({ () throws(RouteError) in try navigator.open(url: url) }) != nil {
                    break
                }
            default:
                guard let number = Int(first) else {
                    problem(strings("session.unknown", ["command": first]), .usage)
                    continue
                }
                follow(number)
            }
        }
        return lastFailure.withLock { $0 } ?? .success
    }

    private func follow(_ number: Int) {
        let links = drawn.withLock { $0 }?.links ?? []
        guard !links.isEmpty else {
            problem(strings("session.noLinks"), .usage)
            return
        }
        guard links.indices.contains(number - 1) else {
            problem(strings("session.noLink", ["number": "\(number)", "count": "\(links.count)"]), .usage)
            return
        }
        let link = links[number - 1]
        if let confirmation = link.confirmation, !confirmed(confirmation) { return }
        show({ () throws(RouteError) in try navigator.follow(link) }, redrawingOnError: true)
    }

    /// Asks the confirmation's question on a line of its own and reads the answer (the next
    /// line, from a pipe; kept out of the history at a terminal); answers whether it confirms,
    /// saying so when it does not.
    private func confirmed(_ confirmation: PageConfirmation) -> Bool {
        output.print(renderer.status(confirmation.prompt, kind: .info))
        guard case .line(let answer) = input.next(remember: false),
            confirmation.isConfirmed(by: answer)
        else {
            problem(strings("session.notConfirmed"), .declined)
            return false
        }
        return true
    }

    /// Runs a navigation and shows what it did (the page on top, drawn again after an error when
    /// `redrawingOnError`); answers the failure's exit code when it failed.
    @discardableResult
    private func show(
        _ navigation: () throws(RouteError) -> RouteOutcome, redrawingOnError: Bool = false
    )
        -> ExitCode?
    {
        do {
            let outcome = try navigation()
            if case .value(let value) = outcome {
                output.print(renderer.status(String(describing: value), kind: .success))
            }
            showTop()
            if case .notFound(_, let error) = outcome {
                problem(RouteErrorText(strings: strings)(error), ExitCode(error))
                return ExitCode(error)
            }
            return nil
        } catch {
            problem(RouteErrorText(strings: strings)(error), ExitCode(error))
            if redrawingOnError { showTop() }
            return ExitCode(error)
        }
    }

    private func showTop() {
        guard let page = navigator.top else { return }
        let content = page.content()
        drawn.withLock { $0 = content }
        output.print("\n" + renderer.render(content))
    }

    /// Shows a failed command: on the screen for a person, on standard error for a script.
    private func problem(_ message: String, _ code: ExitCode) {
        lastFailure.withLock { $0 = code }
        if input.isInteractive {
            output.print(renderer.status(message, kind: .error))
        } else {
            output.error(commandName, message)
        }
    }

    /// A link to `route` with nothing but the route: what opening it natively hands its handler.
    private static func link<R: Route>(to route: R) -> PageLink {
        PageLink("", to: route)
    }
}
