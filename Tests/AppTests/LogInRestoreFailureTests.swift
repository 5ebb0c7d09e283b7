import Foundation
import TestSupport
import Testing

/// Logging in when Cart cannot give the user's saved cart back (its document cannot be locked,
/// as on a full disk or an I/O error): the user is logged in, the outcome says what could not
/// follow, naming the file, and the saved lines stay saved for the next log-in.
@Suite struct LogInRestoreFailureTests {
    @Test(arguments: [("en", "Not everything could follow it"), ("zh-Hans", "有些内容未能随之更新")])
    func aLogInWhoseSavedCartCannotComeBackSaysSo(language: String, sentence: String) async throws {
        let bazaar = try Bazaar()
        _ = try await bazaar.logIn("alice")
        _ = try await bazaar.run(["open", "bazaar://cart/add?id=3&qty=2"])
        _ = try await bazaar.run(["open", "bazaar://account/logout"])
        let saved = try Data(contentsOf: bazaar.file("cart.json"))

        let running = try await InteractiveSession(bazaar, environment: ["BAZAAR_LANG": language])
        _ = try await running.send("open bazaar://account/login/alice")
        // Only now, with the session under way: the cart cannot be locked for writing.
        let lock = bazaar.file(".cart.lock")
        try? FileManager.default.removeItem(at: lock)
        try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)
        let answer = try await running.send("1")
        try FileManager.default.removeItem(at: lock)
        let end = try await running.quit()

        let told = answer.split(separator: "\n").filter { $0.contains(sentence) }
        #expect(told.count == 1, "\(answer)")
        #expect(told.first?.contains(".cart.lock") == true, "the line names the file: \(answer)")
        #expect(end.exitCode == 0, "logging in worked: \(end)")
        #expect(try String(contentsOf: bazaar.file("session.json"), encoding: .utf8).contains("alice"), "logged in")
        #expect(try Data(contentsOf: bazaar.file("cart.json")) == saved, "the saved lines are still saved")
    }
}
