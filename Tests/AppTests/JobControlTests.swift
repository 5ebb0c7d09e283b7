import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The app's life at a terminal, through the built `bazaar` on a pseudo-terminal: Ctrl-Z stops
/// it with the terminal's settings back, `fg` (SIGCONT) brings the prompt back in raw mode with
/// the page drawn again and what the modules noticed; SIGHUP and `quit` end the session after
/// the modules have heard it.
@Suite(.serialized)
struct JobControlTests {
    static let prompt = PromptTests.prompt
    static let typing = tcflag_t(ICANON | ECHO | ISIG)

    func start(
        _ bazaar: Bazaar, language: String, program: String = "bazaar", arguments: [String] = []
    ) throws -> PseudoTerminalSession {
        var environment = ProcessInfo.processInfo.environment
        environment["BAZAAR_STATE_DIR"] = bazaar.stateDirectory.path
        environment["BAZAAR_LANG"] = language
        environment["NO_COLOR"] = "1"
        environment["TERM"] = "xterm"
        // Wide enough that no sentence the tests look for is wrapped.
        environment["COLUMNS"] = "200"
        return try PseudoTerminalSession(
            try BuiltProducts.executable(named: program), arguments: arguments, environment: environment)
    }

    /// Waits, with a generous limit, until `condition` holds.
    func waitUntil(_ condition: () -> Bool) async throws -> Bool {
        for _ in 0..<3000 {
            if condition() { return true }
            try await Task.sleep(for: .milliseconds(10))
        }
        return condition()
    }

    /// Stops the session at its prompt, with Ctrl-Z or, `fromElsewhere`, SIGTSTP (`kill -TSTP`);
    /// expects the terminal's settings back while it is stopped, runs `elsewhere` meanwhile,
    /// brings it back (SIGCONT, as `fg` sends) and expects `told`, then the prompt in raw mode.
    func stopAndBringBack(
        _ terminal: PseudoTerminalSession, fromElsewhere: Bool = false, told: String,
        elsewhere: () async throws -> Void
    ) async throws {
        if fromElsewhere { terminal.send(signal: SIGTSTP) } else { terminal.send("\u{1A}") }
        try await terminal.expect("^Z\n")
        #expect(try await waitUntil { terminal.isStopped }, "stopped: \(terminal.transcript)")
        #expect(try terminal.localModes() & Self.typing == Self.typing, "the terminal is back while stopped")
        try await elsewhere()
        terminal.send(signal: SIGCONT)
        try await terminal.expect(told)
        try await terminal.expect(Self.prompt)
        #expect(try terminal.localModes() & Self.typing == 0, "raw mode again after fg")
    }

    @Test(arguments: [
        ("en", "While this session was stopped, the cart was changed elsewhere: it now holds 2 items.", false),
        ("zh-Hans", "本会话暂停期间，购物车在别处被修改：现在共有 2 件商品。", false),
        ("en", "While this session was stopped, the cart was changed elsewhere: it now holds 2 items.", true),
    ])
    func ctrlZStopsWithTheTerminalBackAndFgRedrawsWithWhatChanged(
        language: String, told: String, fromElsewhere: Bool
    ) async throws {
        let bazaar = try Bazaar()
        let terminal = try start(bazaar, language: language)
        if language == "en" && !fromElsewhere {
            // Ctrl-Z twice with nothing changed: each fg redraws the page and says nothing.
            for _ in 0..<2 {
                try await terminal.expect(Self.prompt)
                terminal.send("\u{1A}")
                try await terminal.expect("^Z\n")
                #expect(try await waitUntil { terminal.isStopped })
                terminal.send(signal: SIGCONT)
                try await terminal.expect("Bazaar\n======")
            }
            #expect(!terminal.transcript.contains("stopped"), "nothing changed: \(terminal.transcript)")
        }
        try await terminal.expect(Self.prompt)
        #expect(try terminal.localModes() & Self.typing == 0, "the prompt reads in raw mode")
        // Another terminal changes the cart while this one is stopped.
        try await stopAndBringBack(terminal, fromElsewhere: fromElsewhere, told: told) {
            let added = try await bazaar.run(["open", "bazaar://cart/add?id=3&qty=2"])
            #expect(added.exitCode == 0, "\(added)")
        }
        // The page was drawn again after the notice, and its numbers still work.
        terminal.send("quit\r")
        #expect(await terminal.waitForExit() == 0, "\(terminal.transcript)")
        let afterNotice = terminal.transcript.components(separatedBy: told).last ?? ""
        #expect(afterNotice.contains("[1]"), "the page is drawn again: \(terminal.transcript)")
    }

    @Test(arguments: [
        ("en", "Alice Wang stays logged in on this state folder: the next session here starts as Alice Wang.", "Bye."),
        ("zh-Hans", "王爱丽在此状态文件夹中仍保持登录：这里的下一次会话将以王爱丽的身份开始。", "再见。"),
    ])
    func quittingSaysWhoStaysLoggedIn(language: String, told: String, bye: String) async throws {
        let bazaar = try Bazaar()
        #expect(try await bazaar.logIn("alice").exitCode == 0)
        let terminal = try start(bazaar, language: language)
        try await terminal.expect(Self.prompt)
        if language == "en" {
            // A stop nothing can catch (SIGSTOP) leaves raw mode on: the shell takes the terminal
            // back in its own settings meanwhile, and fg brings the line back, in raw mode again.
            terminal.send("half")
            try await terminal.expect("half")
            terminal.send(signal: SIGSTOP)
            #expect(try await waitUntil { terminal.isStopped }, "stopped: \(terminal.transcript)")
            try terminal.setLocalModes(try terminal.localModes() | Self.typing)
            terminal.send(signal: SIGCONT)
            try await terminal.expect("> half\u{1B}[K")
            #expect(try await waitUntil { (try? terminal.localModes()).map { $0 & Self.typing == 0 } ?? false })
            terminal.send("\u{15}")
        }
        terminal.send("quit\r")
        #expect(await terminal.waitForExit() == 0, "\(terminal.transcript)")
        let end = try #require(terminal.transcript.components(separatedBy: "quit").last)
        #expect(end.contains(told), "\(terminal.transcript)")
        #expect(end.range(of: told)?.lowerBound ?? end.endIndex < end.range(of: bye)?.lowerBound ?? end.startIndex)
    }

    @Test(arguments: [SIGHUP, SIGTERM])
    func aSignalAtThePromptEndsAfterTheModulesHeardIt(signal: Int32) async throws {
        let bazaar = try Bazaar()
        #expect(try await bazaar.logIn("alice").exitCode == 0)
        let terminal = try start(bazaar, language: "en")
        try await terminal.expect(Self.prompt)
        terminal.send("half a line")
        try await terminal.expect("half a line")
        terminal.send(signal: signal)
        try await terminal.expect("Alice Wang stays logged in on this state folder")
        #expect(await terminal.waitForExit() == signal, "\(terminal.transcript)")
        #expect(terminal.endedBySignal, "killed by the signal once the modules heard it")
        #expect(try terminal.localModes() & Self.typing == Self.typing, "the terminal is back")
    }

    /// While the first page loads, a stop tells the modules and the load goes on; SIGTERM, with the
    /// page still loading, ends the session by it once the modules heard it.
    @Test func aStopAndThenSigtermWhileTheFirstPageLoads() async throws {
        let bazaar = try Bazaar()
        #expect(try await bazaar.logIn("alice").exitCode == 0)
        let terminal = try start(bazaar, language: "en", arguments: ["--latency", "60"])
        try await terminal.expect("Still loading")
        // Ctrl-Z while a page loads: the terminal is not in raw mode, so the keyboard sends SIGTSTP.
        terminal.send(signal: SIGTSTP)
        #expect(try await waitUntil { terminal.isStopped }, "stopped: \(terminal.transcript)")
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=3&qty=2"]).exitCode == 0)
        terminal.send(signal: SIGCONT)
        try await terminal.expect(
            "While this session was stopped, the cart was changed elsewhere: it now holds 2 items.")
        #expect(!terminal.isStopped, "the load goes on: \(terminal.transcript)")
        terminal.send(signal: SIGTERM)
        try await terminal.expect("Alice Wang stays logged in on this state folder")
        #expect(await terminal.waitForExit() == SIGTERM && terminal.endedBySignal, "\(terminal.transcript)")
        #expect(try terminal.localModes() & Self.typing == Self.typing)
    }

    @Test func theShellsPromptStopsAndComesBackToo() async throws {
        let bazaar = try Bazaar()
        let cart = ["Cart", "--state-dir", bazaar.stateDirectory.path]
        let terminal = try start(bazaar, language: "en", program: "shell", arguments: cart)
        try await terminal.expect(Self.prompt)
        try await stopAndBringBack(
            terminal, told: "While this session was stopped, the cart was changed elsewhere: it now holds 2 items."
        ) {
            let other = try await bazaar.run(cart + ["open", "bazaar://cart/add?id=901&qty=2"], program: "shell")
            #expect(other.exitCode == 0, "\(other.standardError)")
        }
        terminal.send("\u{4}")
        #expect(await terminal.waitForExit() == 0, "\(terminal.transcript)")
    }
}
