import Common
import Mediator

/// A conversation with a person or a script: shows the current page and its numbered links,
/// and reads commands — a number to follow a link, `open URL`, `back`, `home`, `routes`,
/// `help`, `quit` — until `quit` or the end of input. Errors are shown and the session goes on;
/// only a first page that cannot be opened ends it, with that error's exit code.
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
    let interactive: Bool
    let readLine: () -> String?
    /// The page content last drawn; its links are what typed numbers mean.
    private let drawn = LockedBox<PageContent?>(nil)

    init(
        hub: Hub, navigator: Navigator, entry: any Route, start: SessionStart?, renderer: PageRenderer,
        strings: StringTable, output: ConsoleOutput, commandName: String, interactive: Bool,
        readLine: @escaping () -> String?
    ) {
        self.hub = hub
        self.navigator = navigator
        self.entry = entry
        self.start = start
        self.renderer = renderer
        self.strings = strings
        self.output = output
        self.commandName = commandName
        self.interactive = interactive
        self.readLine = readLine
    }

    func run() -> ExitCode {
        if let start {
            if let error = show({ () throws(RouteError) in try navigator.open(start.route, payload: start.payload) }) {
                return ExitCode(error)
            }
            if let path = start.follow {
                guard let link = drawn.withLock({ $0 })?.links.first(where: { $0.path == path }) else {
                    problem("the start page has no link to \(path)")
                    return .failure
                }
                if let error = show({ () throws(RouteError) in try navigator.follow(link) }) { return ExitCode(error) }
            }
        }
        // No start, or a start that was an action and left no page: the entry page.
        if navigator.top == nil, let error = show({ () throws(RouteError) in try navigator.open(entry) }) {
            return ExitCode(error)
        }
        if interactive { output.print(renderer.status(strings("session.welcome"), kind: .info)) }
        while true {
            if interactive { output.print("> ") }
            guard let line = readLine() else { break }
            let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let first = words.first else { continue }
            switch first.lowercased() {
            case "quit", "exit", "q":
                if interactive { output.print(strings("session.bye") + "\n") }
                return .success
            case "help", "?":
                output.print(strings("session.help") + "\n")
            case "back", "b":
                if navigator.pop() {
                    showTop()
                } else {
                    problem(strings("session.atRoot"))
                }
            case "home":
                hub.send(.enterHome)
                show({ () throws(RouteError) in
                    let outcome = try navigator.open(entry)
                    if let page = outcome.page { navigator.setStack([page]) }
                    return outcome
                })
            case "routes":
                output.print(IntrospectionReport(hub: hub, mode: renderer.mode).text(for: .routes))
            case "open":
                guard words.count > 1 else {
                    problem(strings("session.openNeedsURL"))
                    continue
                }
                for url in words.dropFirst() {
                    show({ () throws(RouteError) in try navigator.open(url: url) })
                }
            default:
                guard let number = Int(first) else {
                    problem(strings("session.unknown", ["command": first]))
                    continue
                }
                follow(number)
            }
        }
        return .success
    }

    private func follow(_ number: Int) {
        let links = drawn.withLock { $0 }?.links ?? []
        guard !links.isEmpty else {
            problem(strings("session.noLinks"))
            return
        }
        guard links.indices.contains(number - 1) else {
            problem(strings("session.noLink", ["number": "\(number)", "count": "\(links.count)"]))
            return
        }
        if show({ () throws(RouteError) in try navigator.follow(links[number - 1]) }) != nil { showTop() }
    }

    /// Runs a navigation and shows what it did; answers the error when it failed.
    @discardableResult
    private func show(_ navigation: () throws(RouteError) -> RouteOutcome) -> RouteError? {
        do {
            let outcome = try navigation()
            if case .value(let value) = outcome {
                output.print(renderer.status(String(describing: value), kind: .success))
            }
            showTop()
            return nil
        } catch {
            problem(error.description)
            return error
        }
    }

    private func showTop() {
        guard let page = navigator.top else { return }
        let content = page.content()
        drawn.withLock { $0 = content }
        output.print("\n" + renderer.render(content))
    }

    private func problem(_ message: String) {
        output.print(renderer.status(message, kind: .error))
    }
}
