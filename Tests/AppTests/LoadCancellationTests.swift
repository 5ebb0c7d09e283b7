import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Loads that take time, made so with `--latency` (a simulated slow backend): Ctrl-C (SIGINT)
/// cancels the one running, a session goes on with the page before, a one-shot `open` exits
/// 130; a slow load says on standard error what it waits for, a quick one says nothing. In
/// processes of their own: what a load says depends on when its timers fire.
@Suite(.serialized)
struct LoadCancellationTests {
    /// What standard error says while a load of `page` waits, in English.
    static func waiting(_ page: String) -> String { "bazaar: Still loading \(page)…" }
    /// The line of a cancelled load, in English.
    static let cancelled = "Cancelled: the page did not finish loading, and nothing was changed."

    /// A slow load in a pipe says once on standard error what it waits for, in the user's
    /// language: in Chinese, no English beyond the URL.
    @Test(arguments: ["en", "zh-Hans"])
    func aSlowLoadInAPipeSaysOnceOnStandardErrorWhatItWaitsFor(language: String) async throws {
        let result = try await Bazaar().launch(
            ["open", "bazaar://cart", "--latency", "3"], environment: ["BAZAAR_LANG": language])
        #expect(result.exitCode == 0, "\(result)")
        if language == "en" {
            #expect(result.standardError == Self.waiting("bazaar://cart") + "\n", "\(result)")
            #expect(result.standardOutput.contains("Cart\n===="), "\(result)")
        } else {
            #expect(result.standardError.hasPrefix("bazaar: 仍在加载 bazaar://cart"), "\(result)")
            #expect(
                englishWords(in: result.standardError, besides: ["bazaar://cart", "bazaar"]).isEmpty, "\(result)")
        }
    }

    /// Quick loads in a pipe add nothing, in a one-shot `open` and in a session, and each quick
    /// load's wait for the delay is cancelled when it ends: the slow load that follows keeps the
    /// session alive past the quick loads' delays, and only it is named.
    @Test func quickLoadsInAPipeAddNothingAndTheirTimersNeverSpeakLater() async throws {
        let bazaar = try Bazaar()
        let open = try await bazaar.launch(["open", "bazaar://cart"])
        #expect(open.exitCode == 0 && open.standardError.isEmpty, "\(open)")
        let session = try await bazaar.launch(
            [], input: "open bazaar://goods/list\nback\n1\nopen bazaar://cart --latency 2.5\nquit\n")
        #expect(session.exitCode == 0, "\(session)")
        #expect(session.standardError == Self.waiting("bazaar://cart") + "\n", "\(session)")
    }

    @Test func ctrlCDuringALoadInAPipedSessionCancelsItAndTheSessionGoesOn() async throws {
        let running = try RunningBazaar(try Bazaar(), arguments: [])
        try await running.waitForOutput("Bazaar\n======")
        try running.type("open bazaar://cart --latency 60")
        try await running.waitForError(Self.waiting("bazaar://cart"))
        running.send(signal: SIGINT)
        try await running.waitForError("bazaar: " + Self.cancelled)
        let drawn = running.standardOutput.count
        try running.type("show")
        try await running.waitForOutput("Bazaar\n======", after: drawn)
        try running.type("open bazaar://goods/list", "quit")
        let (status, signalled) = try await running.finish()
        #expect(!signalled, "the signal cancelled the load, not the session: \(running.standardError)")
        #expect(status == 130, "a piped session ends with its last failure's code, here the cancelled load's")
        #expect(!running.standardOutput.contains("Cart\n===="), "the cancelled page was never drawn")
        #expect(running.standardOutput.contains("Catalogue\n========="), "the next command worked")
        #expect(
            running.standardError.components(separatedBy: "\n").filter { !$0.isEmpty }
                == [Self.waiting("bazaar://cart"), "bazaar: " + Self.cancelled],
            "one line while it waits, one when cancelled: \(running.standardError)")
    }

    @Test(arguments: [false, true])
    func ctrlCDuringAOneShotOpenExits130(json: Bool) async throws {
        let bazaar = try Bazaar()
        let running = try RunningBazaar(
            bazaar,
            arguments: ["open", "bazaar://cart/add?id=3", "bazaar://cart", "--latency", "60"] + (json ? ["--json"] : [])
        )
        try await running.waitForError(Self.waiting("bazaar://cart/add?id=3"))
        running.send(signal: SIGINT)
        let (status, signalled) = try await running.finish()
        #expect(!signalled && status == 130, "\(running.standardError)")
        #expect(running.standardError.hasSuffix("bazaar: " + Self.cancelled + "\n"), "\(running.standardError)")
        if json {
            let object = try JSONSerialization.jsonObject(with: Data(running.standardOutput.utf8)) as? [String: Any]
            #expect(object?["kind"] as? String == "cancelled")
            #expect(object?["exitCode"] as? Int == 130)
            #expect(object?["input"] as? String == "bazaar://cart/add?id=3")
        } else {
            #expect(running.standardOutput.isEmpty, "\(running.standardOutput)")
        }
        let cart = try await bazaar.run(["open", "bazaar://cart", "--json"])
        #expect(!cart.standardOutput.contains("\"title\" : \"Tieguanyin Oolong\""), "the cancelled add added nothing")
    }

    @Test func atATerminalASlowLoadSpinsAndCtrlCCancelsIt() async throws {
        let bazaar = try Bazaar()
        let terminal = try PromptTests().start(bazaar)
        try await terminal.expect(PromptTests.prompt)
        terminal.send("open bazaar://cart --latency 60\r")
        try await terminal.expect("Still loading bazaar://cart…")
        terminal.send(signal: SIGINT)
        let cancelled = try await terminal.expect(Self.cancelled)
        #expect(cancelled.contains("\u{1B}[K"), "the spinner is erased: \(cancelled.debugDescription)")
        try await terminal.expect(PromptTests.prompt)
        terminal.send("show\r")
        try await terminal.expect("Bazaar\n======")
        try await terminal.expect(PromptTests.prompt)
        terminal.send("\u{4}")
        #expect(await terminal.waitForExit() == 0, "\(terminal.transcript)")
        #expect(!terminal.transcript.contains("Cart\n===="))
    }

    @Test func ctrlCAtThePromptStillEndsTheSessionWithTheTerminalPutBack() async throws {
        let terminal = try PromptTests().start(try Bazaar())
        try await terminal.expect(PromptTests.prompt)
        terminal.send(signal: SIGINT)
        #expect(await terminal.waitForExit() == SIGINT && terminal.endedBySignal, "\(terminal.transcript)")
        let modes = try terminal.localModes()
        #expect(modes & tcflag_t(ICANON | ECHO | ISIG) == tcflag_t(ICANON | ECHO | ISIG), "the terminal is back")
    }
}
