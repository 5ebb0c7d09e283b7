import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interactive prompt of `bazaar` on a pseudo-terminal: the line editor's keys, history
/// kept in the state directory, Ctrl-C, Ctrl-D, over-long lines, escape sequences.
@Suite(.serialized)
struct PromptTests {
    /// The prompt as the line editor draws it once it waits for a key.
    static let prompt = "> \u{1B}[K"

    func start(_ bazaar: Bazaar) throws -> PseudoTerminalSession {
        var environment = ProcessInfo.processInfo.environment
        environment["BAZAAR_STATE_DIR"] = bazaar.stateDirectory.path
        environment["BAZAAR_LANG"] = "en"
        environment["NO_COLOR"] = "1"
        environment["TERM"] = "xterm"
        environment["COLUMNS"] = nil
        return try PseudoTerminalSession(
            try BuiltProducts.executable(named: "bazaar"), arguments: [], environment: environment)
    }

    /// Types `keys` once the prompt waits, and answers what was drawn up to the end of that line.
    @discardableResult
    func type(_ keys: String, on terminal: PseudoTerminalSession) async throws -> String {
        try await terminal.expect(Self.prompt)
        terminal.send(keys)
        return try await terminal.expect("\n")
    }

    /// Presses Ctrl-D once the prompt waits.
    func leave(_ terminal: PseudoTerminalSession) async throws {
        try await terminal.expect(Self.prompt)
        terminal.send("\u{4}")
    }

    /// The line editor in one terminal session, each part on the page the one before left:
    /// editing keys, escape sequences and control bytes, Ctrl-C, an over-long line.
    @Test func theLineEditorEditsFiltersClearsAndRefusesLinesInOneSession() async throws {
        let bazaar = try Bazaar()
        let terminal = try start(bazaar)

        // Editing keys change the line before it runs. "X1", left, backspace deletes the X: "1"
        // follows the first link.
        try await type("X1\u{1B}[D\u{7F}\r", on: terminal)
        try await terminal.expect("Catalogue\n=========")
        // Ctrl-A, "b", Ctrl-E: "back".
        try await type("ack\u{1}b\u{5}\r", on: terminal)
        try await terminal.expect("Bazaar\n======")
        // Home and End as the terminal sends them, Delete under the cursor: "show".
        try await type("xhow\u{1B}[H\u{1B}[3~s\u{1B}[F\r", on: terminal)
        try await terminal.expect("Bazaar\n======")
        // Ctrl-U empties the line; Ctrl-W deletes the word before the cursor.
        try await type("garbage\u{15}open bazaar://nowhere\u{17}bazaar://cart\r", on: terminal)
        try await terminal.expect("Cart\n====")
        // Up twice: the line before last ("show"), run again.
        let recalled = try await type("\u{1B}[A\u{1B}[A\r", on: terminal)
        #expect(recalled.hasSuffix("> show\u{1B}[K\n"), "\(recalled.debugDescription)")
        try await terminal.expect("Cart\n====")

        // Escape sequences and control bytes never reach the command. F5, Ctrl-Right, F1 (SS3),
        // Alt-x, a bell, a tab, a bidi override: none is text.
        let drawn = try await type("he\u{1B}[15~\u{1B}[1;5C\u{1B}OP\u{1B}x\u{7}\t\u{202E}lp\r", on: terminal)
        #expect(!drawn.contains("\u{202E}"))
        let help = try await terminal.expect("quit")
        #expect(help.contains("show"), "\(help)")

        // Ctrl-C clears the line and the session goes on: from the home page, "2" is the cart.
        try await type("open bazaar://home\r", on: terminal)
        try await terminal.expect("Bazaar\n======")
        try await type("quit\u{3}", on: terminal)
        try await type("2\r", on: terminal)
        try await terminal.expect("Cart\n====")

        // A line longer than the limit is refused, not echoed.
        try await terminal.expect(Self.prompt)
        terminal.send(String(repeating: "a", count: 5000) + "\r")
        let refusal = try await terminal.expect("nothing was run.")
        #expect(refusal.contains("longer than 4096 characters"))
        let errorLine = refusal.split(separator: "\n").last ?? ""
        #expect(!errorLine.contains("aaa"), "\(errorLine)")
        try await type("show\r", on: terminal)
        try await terminal.expect("Cart\n====")

        try await leave(terminal)
        #expect(
            await terminal.waitForExit() == 0,
            "a person at a terminal saw the refusal; leaving with Ctrl-D is not a failure")
        #expect(terminal.transcript.hasSuffix(Self.prompt + "\n"), "Ctrl-D leaves with a newline")
        #expect(!terminal.transcript.contains("Unknown command"))
        #expect(terminal.transcript.contains("^C\n"))
        #expect(!terminal.transcript.contains("Bye."), "the cleared line did not run")
        #expect(!terminal.transcript.contains(String(repeating: "a", count: 100)), "the view scrolls, one row at most")
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalWhileThePromptWaitsPutsTheTerminalBackBeforeTheProcessEnds(signal: Int32) async throws {
        let terminal = try start(try Bazaar())
        try await terminal.expect(Self.prompt)
        terminal.send("half a line")
        try await terminal.expect("half a line")
        let raw = try terminal.localModes()
        #expect(raw & tcflag_t(ICANON | ECHO | ISIG) == 0, "the prompt reads in raw mode")
        terminal.send(signal: signal)
        #expect(await terminal.waitForExit() == signal, "\(terminal.transcript)")
        #expect(terminal.endedBySignal, "killed by the signal, as its default action does")
        let restored = try terminal.localModes()
        #expect(restored & tcflag_t(ICANON | ECHO | ISIG) == tcflag_t(ICANON | ECHO | ISIG), "the terminal is back")
    }

    @Test func aSignalAfterAPromptStillEndsTheSession() async throws {
        let terminal = try start(try Bazaar())
        try await type("open bazaar://cart\r", on: terminal)
        try await terminal.expect("Cart\n====")
        try await terminal.expect(Self.prompt)
        terminal.send(signal: SIGTERM)
        #expect(await terminal.waitForExit() == SIGTERM && terminal.endedBySignal, "\(terminal.transcript)")
        #expect(try terminal.localModes() & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
    }

    @Test(arguments: ["quit\r", "\u{4}"])
    func aTerminalSessionLeftAfterATypoExitsZero(leaving: String) async throws {
        let bazaar = try Bazaar()
        let terminal = try start(bazaar)
        try await type("frobnicate\r", on: terminal)
        let refusal = try await terminal.expect("(type help for more).")
        #expect(refusal.contains("'frobnicate' is not a command or a link number"), "\(terminal.transcript)")
        try await type("2 3\r", on: terminal)
        try await terminal.expect("remove '3'.")
        try await terminal.expect(Self.prompt)
        terminal.send(leaving)
        #expect(
            await terminal.waitForExit() == 0,
            "the person saw each error; leaving is no failure: \(terminal.transcript)")
    }

    @Test func typedAtATerminalWithItsOutputInAFileLeavingIsNoFailure() async throws {
        let bazaar = try Bazaar()
        var environment = ProcessInfo.processInfo.environment
        environment["BAZAAR_STATE_DIR"] = bazaar.stateDirectory.path
        environment["BAZAAR_LANG"] = "en"
        let log = bazaar.stateDirectory.appendingPathComponent("log.txt")
        // Standard input and error at the terminal, standard output in a file.
        let terminal = try PseudoTerminalSession(
            URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", "\"$0\" > \"$1\"", try BuiltProducts.executable(named: "bazaar").path, log.path],
            environment: environment)
        terminal.send("frobnicate\n")
        try await terminal.expect("'frobnicate' is not a command or a link number")
        terminal.send("quit\n")
        #expect(await terminal.waitForExit() == 0, "\(terminal.transcript)")
        #expect(try String(contentsOf: log, encoding: .utf8).contains("Bazaar\n======"))
    }

    @Test func deletingTheAccountAsksForTheNameAtThePromptAndForgetsTheAnswer() async throws {
        let bazaar = try Bazaar()
        #expect(try await bazaar.logIn("alice").exitCode == 0)
        let terminal = try start(bazaar)
        try await type("open bazaar://account\r", on: terminal)
        try await terminal.expect("[3] Delete account")
        try await type("3\r", on: terminal)
        try await terminal.expect("Type the user name, alice, to delete it:\n")
        try await type("alice\r", on: terminal)
        try await terminal.expect("✓ Deleted the account of Alice Wang.")
        try await leave(terminal)
        #expect(await terminal.waitForExit() == 0)
        let history = try String(contentsOf: bazaar.file("console-history.json"), encoding: .utf8)
        #expect(history.contains("open bazaar://account"))
        #expect(!history.contains("alice"), "the answer is not kept: \(history)")
    }

    @Test func historyIsKeptInTheStateDirectoryAndACorruptOneIsSetAside() async throws {
        let bazaar = try Bazaar()
        let first = try start(bazaar)
        try await type("open bazaar://cart\r", on: first)
        try await first.expect("Cart\n====")
        try await leave(first)
        #expect(await first.waitForExit() == 0)

        let second = try start(bazaar)
        let recalled = try await type("\u{1B}[A\r", on: second)
        #expect(recalled.hasSuffix("> open bazaar://cart\u{1B}[K\n"), "\(recalled.debugDescription)")
        try await second.expect("Cart\n====")
        try await leave(second)
        #expect(await second.waitForExit() == 0)

        try Data("{\"not\": \"a history\"".utf8).write(to: bazaar.file("console-history.json"))
        let third = try start(bazaar)
        try await type("\u{1B}[A2\r", on: third)
        try await third.expect("Cart\n====")
        try await leave(third)
        #expect(await third.waitForExit() == 0, "\(third.transcript)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: bazaar.stateDirectory.path)
        #expect(kept.contains { $0.hasPrefix("console-history.corrupt-") }, "\(kept)")
    }
}
