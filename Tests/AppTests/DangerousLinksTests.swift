import Foundation
import TestSupport
import Testing

/// Links that change who is logged in or destroy data ask first, in the app.
@Suite(.serialized)
struct DangerousLinksTests {
    @Test func aLoginLinkFromOutsideLogsNobodyIn() async throws {
        let bazaar = try Bazaar()
        let opened = try await bazaar.run(["open", "bazaar://account/login/bob"])
        #expect(opened.exitCode == 0, "\(opened)")
        #expect(opened.standardOutput.hasPrefix("Log in as Bob Li?\n"), "\(opened)")
        // Nobody is logged in: the account page's guard asks for a log-in (issue #17).
        let account = try await bazaar.run(["open", "bazaar://account"])
        #expect(account.standardOutput.contains("The page you asked for needs a logged-in user."), "\(account)")

        let chinese = try await bazaar.run(["open", "bazaar://account/login/bob", "--lang", "zh-Hans"])
        #expect(chinese.standardOutput.hasPrefix("以李博登录？\n"), "\(chinese)")
    }

    @Test func confirmingInTheAppLogsIn() async throws {
        let bazaar = try Bazaar()
        let session = try await bazaar.run([], input: "open bazaar://account/login/bob\n1\nquit\n")
        #expect(session.exitCode == 0, "\(session)")
        #expect(session.standardOutput.contains("✓ Logged in as Bob Li."), "\(session)")
        let account = try await bazaar.run(["open", "bazaar://account"])
        #expect(account.standardOutput.contains("Logged in as: Bob Li"), "\(account)")
    }

    @Test func switchingUserSaysTheCartIsKept() async throws {
        let bazaar = try Bazaar()
        let session = try await bazaar.run(
            [], input: "open bazaar://account/login/alice\n1\nopen bazaar://account/login/bob\n1\nquit\n")
        #expect(
            session.standardOutput.contains("logs Alice Wang out and keeps their cart for their next log-in"),
            "\(session)")
        #expect(
            session.standardOutput.contains(
                "Logged in as Bob Li; Alice Wang was logged out, their cart kept for their next log-in."))
    }

    @Test func deletingTheAccountTakesTheUserNameTyped() async throws {
        let bazaar = try Bazaar()
        // Log in as Alice, open the account page, follow [3] Delete account and answer wrongly.
        let refused = try await bazaar.run(
            [], input: "open bazaar://account/login/alice\n1\nopen bazaar://account\n3\nAlice\n")
        #expect(refused.standardOutput.contains("Type the user name, alice, to delete it:"), "\(refused)")
        // A piped session prints its errors on standard error.
        #expect(refused.standardError.contains("That is not what was asked for; nothing was done."), "\(refused)")
        #expect(try await bazaar.run(["open", "bazaar://account"]).standardOutput.contains("Logged in as: Alice Wang"))

        let nothingTyped = try await bazaar.run([], input: "open bazaar://account\n3\n")
        #expect(nothingTyped.standardError.contains("nothing was done"), "the end of input is no answer")
        #expect(try await bazaar.run(["open", "bazaar://account"]).standardOutput.contains("Logged in as: Alice Wang"))

        let deleted = try await bazaar.run([], input: "open bazaar://account\n3\nalice\n")
        #expect(deleted.standardOutput.contains("✓ Deleted the account of Alice Wang."), "\(deleted)")
        #expect(
            try await bazaar.run(["open", "bazaar://account"]).standardOutput.contains(
                "The page you asked for needs a logged-in user."))
    }
}
