import Common
import ContractSupport
import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A conversation with a person or a script: shows the current page and its numbered links,
/// and reads lines — a number to follow a link, `back`, `home`, `show`, `quit`, or any command
/// of the command line with its options (`open URL... --json`, `routes --json`, `services`,
/// `help open`), parsed by ``SessionCommand`` — until `quit` or the end of input (Ctrl-D at
/// the prompt). Words after a command that takes none are an error naming them. Errors are
/// shown as sentences in the user's language and the session goes on; from a pipe they go to
/// standard error, and the session's exit code is that of the last command that failed (0 when
/// none did); when standard input is a terminal, leaving with `quit` or Ctrl-D answers 0, as
/// the person saw every error. `back` on the first page is a note on standard output, not a
/// failure. Only a first page that cannot be opened ends it at once, with that error's exit
/// code. It stops early when standard output cannot be written. A line longer than
/// ``LineEditor/maximumLength`` characters is refused (a usage error) without being run or
/// repeated. A link unavailable now is refused with its reason, and nothing is opened.
///
/// Once the first page is drawn, the modules' deferred set-ups begin, not waited for (see
/// `Hub.beginSetUps()`).
///
/// The modules hear the app's life (``AppLife``): `AppLaunched` before the first page,
/// `AppWillTerminate` when the session ends (`quit`, the end of input, and at a terminal SIGTERM
/// or SIGHUP, after which the process ends by that signal), and at a terminal `AppWillSuspend`
/// and `AppDidResume` around Ctrl-Z or SIGTSTP (at the prompt, or while a page loads), after
/// which the page is drawn again (at the prompt; a load draws its page when it is done). What they tell the
/// person is shown as info lines.
///
/// Each load (opening a page, following a link, `back`, `home`, `show`) runs as a task of
/// ``loader``'s: Ctrl-C (SIGINT) while it runs cancels it, one line says so (exit code 130 for a
/// piped session that ends on it), and the session goes on with the page before, not drawn again.
///
/// A number follows a link of the page as it was last drawn, the one the person saw, never of
/// a fresh drawing (another process may have changed what the page would show). After a link
/// fails, the page on top is drawn again, so the next numbers match what is now true.
struct Session {
    let hub: Hub
    let navigator: Navigator
    /// The program: its name, entry page, start and version.
    let definition: AppDefinition
    let renderer: PageRenderer
    let strings: StringTable
    let output: ConsoleOutput
    let input: SessionInput
    /// Runs each load (opening a page, following a link, going back, home, drawing the page
    /// again) as a task Ctrl-C cancels, showing that a long one is waiting.
    let loader: LoadRunner
    /// The exit code of the last command that failed.
    private let lastFailure = LockedBox<ExitCode?>(nil)
    /// The page content last drawn; its links are what typed numbers mean.
    private let drawn = LockedBox<PageContent?>(nil)
    /// Tells the modules of the app's life.
    let life: AppLife
    /// Whether the modules have heard that the session ends.
    private let terminated = LockedBox(false)

    init(
        hub: Hub, navigator: Navigator, definition: AppDefinition, renderer: PageRenderer, strings: StringTable,
        output: ConsoleOutput, loader: LoadRunner, input: SessionInput, appEventBound: Duration = .seconds(2)
    ) {
        self.hub = hub
        self.navigator = navigator
        self.definition = definition
        self.renderer = renderer
        self.strings = strings
        self.output = output
        self.loader = loader
        self.input = input
        self.life = AppLife(
            hub: hub, commandName: definition.commandName, strings: strings, output: output, bound: appEventBound)
    }

    /// Runs the session; answers the exit code of the last command that failed, or 0.
    func run() async -> ExitCode {
        // The signal watch is in place before the first load, so that Ctrl-C during any load of
        // the session cancels that load, and before the first line is edited in raw mode.
        await TerminalSignalGuard.shared.watch()
        if input.isInteractive {
            let (life, renderer, output, draw) = (life, renderer, output, loader.progress.draw)
            TerminalSignalGuard.shared.takeSessionSignals {
                // A stop while no line is read, as while a page loads: what the modules say
                // starts on a line of its own, the spinner's erased.
                await life.suspend { notices in
                    if !notices.isEmpty { draw?("\r\u{1B}[K") }
                    Self.show(notices, with: renderer, on: output)
                }
            }
        }
        let code = await converse()
        // SIGTERM or SIGHUP that cancelled the first page, or arrived as the session ended: the
        // modules hear it if they have not heard the end yet, and the process ends by it.
        if let signal = TerminalSignalGuard.shared.pendingEnd {
            if !terminated.withLock({ $0 }) { await terminate(signal == SIGHUP ? .hangUp : .terminated) }
            TerminalSignalGuard.shared.end(by: signal)
        }
        return code
    }

    /// The session itself, from the first page to its end.
    private func converse() async -> ExitCode {
        tell(await life.tell(AppLaunched.init))
        let navigator = navigator
        if let start = definition.start {
            let route = start.route
            if let code = await show(
                url(of: Self.link(to: route)),
                { () async throws(RouteError) in
                    try await Self.open(route, on: navigator)
                })
            {
                return code
            }
            // A start page a guard showed in place of the one asked for (the log-in page) has not
            // the link to follow yet: the person goes on from it, and the page asked for follows.
            if let route = start.follow, !(navigator.top is RedirectedPage) {
                // The page's own link carries what the route needs; without one, the route itself
                // answers why it cannot go on, as it would for any caller.
                let bare = Self.link(to: route)
                let link = drawnLinks.first { $0.path == bare.path } ?? bare
                if let code = refuseIfUnavailable(link) { return code }
                if let code = await show(
                    url(of: link), { () async throws(RouteError) in try await navigator.follow(link) })
                {
                    return code
                }
            }
        }
        // No start, or a start that was an action and left no page: the entry page.
        let entry = definition.entry
        let entryURL = url(of: Self.link(to: entry))
        if navigator.top == nil,
            let code = await show(
                entryURL, { () async throws(RouteError) in try await Self.open(entry, on: navigator) })
        {
            return code
        }
        // The first page is drawn: the deferred set-ups begin now, not waited for, so that later
        // requests rarely wait for one (a one-shot command begins only those it needs).
        hub.beginSetUps()
        let interactive = input.isInteractive
        if interactive {
            output.print(renderer.status(strings("session.welcome"), kind: .info))
        }
        while output.outputFailure == nil {
            let line: String
            switch await input.next() {
            case .end:
                // Ctrl-D at a terminal is leaving, as `quit` is.
                await terminate(.endOfInput)
                return input.isTyped ? .success : lastFailure.withLock { $0 } ?? .success
            case .suspend:
                await suspend()
                await showTop()
                continue
            case .signal(let number):
                await terminate(number == SIGHUP ? .hangUp : .terminated)
                TerminalSignalGuard.shared.end(by: number)
            case .tooLong:
                problem(strings("session.tooLong", ["limit": "\(LineEditor.maximumLength)"]), .usage)
                continue
            case .line(let text): line = text
            }
            let command: SessionCommand
            do {
                guard let parsed = try SessionCommand.parse(line, linkCount: drawnLinks.count) else { continue }
                command = parsed
            } catch {
                problem(error.message(strings), .usage)
                continue
            }
            switch command {
            case .quit:
                await terminate(.quit)
                if interactive { output.print(strings("session.bye") + "\n") }
                return input.isTyped ? .success : lastFailure.withLock { $0 } ?? .success
            case .help(let topic):
                output.print(
                    topic.map { ConsoleHelp.commandHelp($0, commandLine: nil, strings: strings) }
                        ?? ConsoleHelp.fitted(strings("session.help"), width: renderer.width) + "\n")
            case .back:
                await back()
            case .home:
                await show(entryURL) { () async throws(RouteError) in
                    let outcome = try await Self.open(entry, on: navigator)
                    if let page = outcome.page { navigator.setStack([page]) }
                    return outcome
                }
            case .show:
                await show(strings("load.thisPage")) { .value(nil) }
            case .follow(let number):
                await follow(number)
            case .run(let invocation):
                await run(invocation)
            }
        }
        return lastFailure.withLock { $0 } ?? .success
    }

    /// Tells the modules the session ends, for `reason`, and shows what they answer.
    private func terminate(_ reason: AppWillTerminate.Reason) async {
        terminated.withLock { $0 = true }
        let atTerminal = input.isInteractive
        tell(await life.tell { AppWillTerminate(delivery: $0, reason: reason, atTerminal: atTerminal) })
    }

    /// Ctrl-Z at the prompt: tells the modules, stops the process and shows what they answer.
    private func suspend() async {
        await life.suspend(show: tell)
    }

    /// Shows what the modules told the person, one info line each.
    private func tell(_ notices: [String]) {
        Self.show(notices, with: renderer, on: output)
    }

    /// Shows `notices` on `output`, one info line each.
    private static func show(_ notices: [String], with renderer: PageRenderer, on output: ConsoleOutput) {
        for notice in notices { output.print(renderer.status(notice, kind: .info)) }
    }

    /// Runs a command of the command line typed in the session, with its options.
    private func run(_ invocation: ConsoleInvocation) async {
        let options = invocation.options
        let renderer = options.noColor ? renderer.plain : renderer
        switch invocation.command {
        case .open(let urls):
            // `--latency` on the line is this command's; else the session's.
            let chosen = options.latency.map { LoadRunner(latency: $0, progress: loader.progress) } ?? loader
            await open(urls, json: options.json, renderer: renderer, loader: chosen)
        case .routes, .services, .modules, .events:
            let report = IntrospectionReport(
                hub: hub, mode: renderer.mode, strings: strings, program: definition.commandName)
            guard options.json else {
                output.print(report.text(for: invocation.command))
                return
            }
            do {
                output.print(try report.json(for: invocation.command))
            } catch {
                problem(strings("output.jsonFailed", ["detail": "\(error)"]), .failure)
            }
        case .version:
            output.print("\(definition.commandName) \(definition.version)\n")
        case .completionScript(let shell):
            let specification = ConsoleHelp(definition: definition, strings: strings).specification
            output.print(CompletionScript(specification, shell: shell).text)
        case .help, .session:
            // A session's own commands: `SessionCommand.parse` never hands them here.
            break
        }
    }

    /// Opens URLs in order on top of the stack, all or report as `open` on the command line: the
    /// first failure stops the rest. Each page opened is drawn; with `json`, only the page on top
    /// at the end is printed, as `open --json` prints it (or the error object). Each URL is a
    /// load of `loader`'s.
    private func open(_ urls: [String], json: Bool, renderer: PageRenderer, loader: LoadRunner) async {
        let navigator = navigator
        guard json else {
            // As `open` on the command line: the actions' outcomes as they happen, then only the
            // page on top at the end. A failure after the first URL draws the page it left on top.
            for (index, url) in urls.enumerated() {
                let isLast = index == urls.count - 1
                let failure = await show(
                    url, { () async throws(RouteError) in try await navigator.open(url: url) }, remote: true,
                    renderer: renderer, loader: loader, draws: isLast)
                if let failure {
                    // A URL no route answers has drawn the not-found page already.
                    if index > 0, failure != .notFound { await showTop(renderer: renderer) }
                    break
                }
            }
            return
        }
        var outcomes: [ActionOutcome] = []
        for url in urls {
            let failure: ConsoleFailure
            do {
                let outcome = try await loader.run(url) { () async throws(RouteError) in
                    try await navigator.open(url: url)
                }
                if case .value(let action?) = outcome { outcomes.append(action) }
                continue
            } catch {
                pushNotFoundPage(error)
                failure = ConsoleFailure(error, input: url, text: RouteErrorText(strings: strings, hub: hub))
            }
            if let document = try? ConsoleJSON.encode(ErrorDocument(failure: failure, outcomes: outcomes)) {
                output.print(document)
            }
            problem(failure.message, failure.exitCode)
            return
        }
        let top = navigator.top
        let content = await top?.content()
        drawn.withLock { $0 = content }
        do {
            output.print(
                try ConsoleJSON.encode(
                    PageDocument(page: top, content: content, outcomes: outcomes, scheme: renderer.scheme)))
        } catch {
            problem(strings("output.jsonFailed", ["detail": "\(error)"]), .failure)
        }
    }

    /// The links of the page last drawn.
    private var drawnLinks: [PageLink] { drawn.withLock { $0 }?.links ?? [] }

    private func follow(_ number: Int) async {
        let links = drawnLinks
        guard links.indices.contains(number - 1) else {
            problem(SessionCommand.noLink("\(number)", linkCount: links.count).message(strings), .usage)
            return
        }
        let link = links[number - 1]
        if refuseIfUnavailable(link) != nil { return }
        if let confirmation = link.confirmation, !(await confirmed(link, asking: confirmation.prompt)) { return }
        let navigator = navigator
        await show(
            url(of: link), { () async throws(RouteError) in try await navigator.follow(link) }, redrawingOnError: true)
    }

    /// Says why `link` cannot be followed now, when it cannot (declined by the page itself:
    /// nothing is opened, the page stays as drawn), and answers that failure's exit code.
    private func refuseIfUnavailable(_ link: PageLink) -> ExitCode? {
        guard let reason = link.unavailableReason else { return nil }
        problem(strings("session.unavailable", ["title": link.title, "reason": reason]), .declined)
        return .declined
    }

    /// Asks the link's confirmation question, `prompt`, on a line of its own and reads the
    /// answer (the next line, from a pipe; kept out of the history at a terminal); answers
    /// whether it confirms following `link`, saying so when it does not.
    private func confirmed(_ link: PageLink, asking prompt: String) async -> Bool {
        output.print(renderer.status(prompt, kind: .info))
        var answered = await input.next(remember: false)
        while answered == .suspend {
            // Ctrl-Z at the question: the question is asked again once the program goes on.
            await suspend()
            output.print(renderer.status(prompt, kind: .info))
            answered = await input.next(remember: false)
        }
        guard case .line(let answer) = answered,
            link.isConfirmed(by: answer)
        else {
            problem(strings("session.notConfirmed"), .declined)
            return false
        }
        return true
    }

    /// Runs a navigation as a load of `loader` (the session's when `nil`) named `page` (a URL,
    /// or words for the page) and shows what it did (the page on top, drawn again after an error
    /// when `redrawingOnError`; for a `remote` URL that matches no route, the not-found page), with
    /// `renderer` (the session's when `nil`), unless `draws` is false (a URL of `open` before its
    /// last); answers the failure's exit code when it failed.
    /// Cancelled (Ctrl-C), one line says so, and the page before stays as it was drawn.
    @discardableResult
    private func show(
        _ page: String, _ navigation: @escaping @Sendable () async throws(RouteError) -> RouteOutcome<ActionOutcome?>,
        redrawingOnError: Bool = false, remote: Bool = false, renderer chosen: PageRenderer? = nil,
        loader chosenLoader: LoadRunner? = nil, draws: Bool = true
    ) async
        -> ExitCode?
    {
        let renderer = chosen ?? renderer
        let navigator = navigator
        do {
            let (outcome, content) = try await (chosenLoader ?? loader).run(page) { () async throws(RouteError) in
                let outcome = try await navigation()
                return (outcome, await navigator.top?.content())
            }
            if case .value(let action?) = outcome {
                output.print(renderer.status(action.message, kind: .success))
            }
            if draws { draw(content, renderer: renderer) }
            return nil
        } catch {
            if remote, pushNotFoundPage(error) { await showTop(renderer: renderer) }
            problem(RouteErrorText(strings: strings, hub: hub)(error), ExitCode(error))
            if case .cancelled = error { return ExitCode(error) }
            if redrawingOnError { await showTop(renderer: renderer) }
            return ExitCode(error)
        }
    }

    /// Goes back one page, as a load; on the first page, a note says there is nothing to go
    /// back to (not a failure: the session's exit code does not change).
    private func back() async {
        let navigator = navigator
        do {
            let (popped, content) = try await loader.run(strings("load.previousPage")) {
                () async throws(RouteError) -> (Bool, PageContent?) in
                guard navigator.pop() else { return (false, nil) }
                return (true, await navigator.top?.content())
            }
            guard popped else {
                output.print(renderer.status(strings("session.atRoot"), kind: .info))
                return
            }
            draw(content, renderer: renderer)
        } catch {
            problem(RouteErrorText(strings: strings)(error), ExitCode(error))
        }
    }

    /// Puts the console's not-found page on top when a remote URL matched no route, so the person
    /// reads why and can go `back`; answers whether it did (any other error leaves the stack).
    @discardableResult
    private func pushNotFoundPage(_ error: RouteError) -> Bool {
        guard case .notFound = error, !error.namesRouteType else { return false }
        navigator.push(
            ConsoleNotFoundPage(error: error, text: RouteErrorText(strings: strings, hub: hub), entry: definition.entry)
        )
        return true
    }

    /// Draws the page on top with `renderer` (the session's when `nil`).
    private func showTop(renderer chosen: PageRenderer? = nil) async {
        draw(await navigator.top?.content(), renderer: chosen ?? renderer)
    }

    /// Draws `content` with `renderer`; its links are what numbers typed next mean.
    private func draw(_ content: PageContent?, renderer: PageRenderer) {
        guard let content else { return }
        drawn.withLock { $0 = content }
        output.print("\n" + renderer.render(content))
    }

    /// Shows a failed command: on the screen for a person, on standard error for a script.
    private func problem(_ message: String, _ code: ExitCode) {
        lastFailure.withLock { $0 = code }
        if input.isInteractive {
            output.print(renderer.status(message, kind: .error))
        } else {
            output.error(definition.commandName, message)
        }
    }

    /// A link to `route` with nothing but the route: what opening it natively hands its handler.
    private static func link<R: Route>(to route: R) -> PageLink {
        PageLink("", to: route)
    }

    /// Opens a route whose type the session does not know (its entry, a start) on `navigator`
    /// through the native entry, answering what a front end reads.
    private static func open<R: Route>(
        _ route: R, on navigator: Navigator
    ) async throws(RouteError) -> RouteOutcome<ActionOutcome?> {
        try await navigator.open(route).erased
    }

    /// The URL of `link`'s route, naming it while it loads.
    private func url(of link: PageLink) -> String {
        renderer.scheme + "://" + link.path
    }
}
