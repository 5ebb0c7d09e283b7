import Foundation
import TestSupport
import Testing

/// The variables `bazaar` reads reach it from the process environment (it reads only
/// `ConsoleProgram.variables`, one by one, rather than every variable).
struct EnvironmentVariableTests {
    @Test func withoutItsOwnVariableTheStateGoesToXDGStateHomeElseUnderHome() async throws {
        let bazaar = try Bazaar()
        let xdg = bazaar.stateDirectory.appendingPathComponent("xdg", isDirectory: true)
        let home = bazaar.stateDirectory.appendingPathComponent("home", isDirectory: true)
        for (environment, folder) in [
            (["XDG_STATE_HOME": xdg.path], xdg.appendingPathComponent("bazaar")),
            (["XDG_STATE_HOME": "", "HOME": home.path], home.appendingPathComponent(".local/state/bazaar")),
        ] {
            let result = try await bazaar.run(
                ["open", "bazaar://cart/add?id=3"], environment: environment.merging(["BAZAAR_STATE_DIR": ""]) { $1 })
            #expect(result.exitCode == 0, "\(result)")
            #expect(
                FileManager.default.fileExists(atPath: folder.appendingPathComponent("cart.json").path), "\(result)")
        }
    }

    @Test(arguments: ["LC_ALL", "LC_MESSAGES", "LANG"])
    func withoutItsOwnVariableTheLocaleChoosesTheLanguage(variable: String) async throws {
        var environment = ["BAZAAR_LANG": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": ""]
        environment[variable] = "zh_CN.UTF-8"
        let result = try await Bazaar().run(["open", "bazaar://no-such-page"], environment: environment)
        #expect(result.exitCode == 3, "\(result)")
        #expect(result.standardError.hasPrefix("bazaar: "), "\(result)")
        #expect(!result.standardError.contains("no page"), "\(result)")
        #expect(result.standardError.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF }, "\(result)")
    }
}
