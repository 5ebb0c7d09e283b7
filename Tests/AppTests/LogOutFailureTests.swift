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

        let running = try RunningBazaar(bazaar, arguments: ["--lang", language])
        _ = try await running.waitForOutput("[5]")
        // Only now, with the session under way: the cart cannot be locked for writing.
        try? FileManager.default.removeItem(at: lock)
        try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)
        try running.type("open bazaar://account/logout")
        _ = try await running.waitForError(sentence)
        try FileManager.default.removeItem(at: lock)
        try running.type("quit")
        let end = try await running.finish()

        #expect(end.status == 1, "the failed command is the session's exit code")
        let lines = running.standardError.split(separator: "\n").filter { $0.contains(sentence) }
        #expect(lines.count == 1, "\(running.standardError)")
        #expect(lines.first?.contains(".cart.lock") == true, "the line names the file: \(running.standardError)")
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
