import Foundation
import TestSupport
import Testing

/// Logging out when Cart cannot put the user's lines away (its document cannot be locked, as
/// on a full disk or an I/O error): nobody is logged out, one line says why, naming the file, and
/// the lines stay the user's.
@Suite struct LogOutFailureTests {
    @Test(arguments: [("en", "Still logged in, and nothing changed"), ("zh-Hans", "仍保持登录，未作任何更改")])
    func aLogOutCartCannotFollowLogsNobodyOut(language: String, sentence: String) async throws {
        let bazaar = try Bazaar()
        _ = try await bazaar.run(["open", "bazaar://cart/add?id=3&qty=2"])
        _ = try await bazaar.logIn("alice")
        let session = bazaar.stateDirectory.appendingPathComponent("session.json")
        let before = try Data(contentsOf: session)
        let lock = bazaar.stateDirectory.appendingPathComponent(".cart.lock")

        let running = try await InteractiveSession(bazaar, environment: ["BAZAAR_LANG": language])
        #expect(running.screen.contains("[5]"), "\(running.screen)")
        // Only now, with the session under way: the cart cannot be locked for writing.
        try? FileManager.default.removeItem(at: lock)
        try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)
        let answer = try await running.send("open bazaar://account/logout")
        #expect(answer.contains(sentence), "\(answer)")
        try FileManager.default.removeItem(at: lock)
        let end = try await running.quit()

        #expect(end.exitCode == 1, "the failed command is the session's exit code")
        let lines = end.standardError.split(separator: "\n").filter { $0.contains(sentence) }
        #expect(lines.count == 1, "\(end.standardError)")
        #expect(lines.first?.contains(".cart.lock") == true, "the line names the file: \(end.standardError)")
        #expect(try Data(contentsOf: session) == before, "alice is still logged in")
        let cart = try String(contentsOf: bazaar.stateDirectory.appendingPathComponent("cart.json"), encoding: .utf8)
        #expect(
            cart.contains("\"goodsID\" : 3") && !cart.contains("\"alice\""),
            "the lines are still in alice's cart: \(cart)")

        let logOut = try await bazaar.run(["open", "bazaar://account/logout"])
        #expect(logOut.exitCode == 0, "\(logOut)")
        let saved = try String(contentsOf: bazaar.stateDirectory.appendingPathComponent("cart.json"), encoding: .utf8)
        #expect(saved.contains("\"alice\""), "once the cart can be written, logging out puts the lines away: \(saved)")
    }
}
