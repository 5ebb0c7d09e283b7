import Foundation
import TestSupport
import Testing

/// The app events as `events` lists them, and a piped session's end, run in-process: a script
/// sees nothing new at the end of its session.
struct AppEventsTests {
    @Test func eventsListTheAppEventsWithTheProgramAsPosterAndTheirSubscribers() async throws {
        let bazaar = try Bazaar()
        let text = try await bazaar.run(["events"]).standardOutput
        let rows = text.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        func row(_ event: String) -> [Substring]? { rows.first { $0.first.map(String.init) == event } }
        #expect(row("AppLaunched") == ["AppLaunched", "bazaar"], "\(text)")
        #expect(row("AppWillSuspend") == ["AppWillSuspend", "bazaar", "Cart"], "\(text)")
        #expect(row("AppDidResume") == ["AppDidResume", "bazaar", "Cart"], "\(text)")
        #expect(row("AppWillTerminate") == ["AppWillTerminate", "bazaar", "Account"], "\(text)")

        let json = try await bazaar.run(["events", "--json"]).standardOutput
        let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let events = try #require(document?["events"] as? [[String: Any]])
        let terminate = events.first { $0["event"] as? String == "AppWillTerminate" }
        #expect(terminate?["posters"] as? [String] == ["bazaar"])
        #expect(terminate?["subscribers"] as? [String] == ["Account"])
        #expect(events.contains { $0["event"] as? String == "UserLoggedOut" }, "the modules' events are still there")
    }

    @Test(arguments: ["en", "zh-Hans"])
    func aPipedSessionEndsAsBeforeWithSomeoneLoggedIn(language: String) async throws {
        let bazaar = try Bazaar()
        #expect(try await bazaar.run([], input: "open bazaar://account/login/alice\n1\nquit\n").exitCode == 0)
        for input in ["show\nquit\n", "show\n"] {
            let run = try await bazaar.run([], input: input, environment: ["BAZAAR_LANG": language])
            #expect(run.exitCode == 0)
            #expect(!run.standardOutput.contains("stays logged in") && !run.standardOutput.contains("仍保持登录"))
            #expect(run.standardError.isEmpty, "\(run.standardError)")
        }
    }
}
