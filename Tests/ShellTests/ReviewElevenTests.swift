import Foundation
import TestSupport
import Testing

/// The shell's last rough edges: `--list` in the user's language, and paying logged out.
struct ReviewElevenTests {
    @Test(arguments: [
        ["--list", "--lang", "zh-Hans"], ["--list", "--lang=zh-Hans"], ["--lang", "zh-Hans", "--list", "--json"],
        ["--list", "--names", "--lang", "zh-Hans"],
    ])
    func theListTakesALanguage(arguments: [String]) async throws {
        let result = try ShellRunner()(arguments)
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.standardError.isEmpty, "\(result)")
        #expect(result.standardOutput.contains("Cart"), "\(result)")
    }

    @Test func theListInChineseIsChinese() async throws {
        let english = try ShellRunner()(["--list"])
        let chinese = try ShellRunner()(["--list", "--lang", "zh-Hans"])
        #expect(chinese.exitCode == 0 && chinese.standardOutput != english.standardOutput, "\(chinese)")
        #expect(chinese.standardOutput.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF })
    }

    @Test(arguments: [["--list", "--state-dir", "/tmp"], ["--list", "--lang", "zh-Hans", "--state-dir=/tmp"]])
    func theListStillRefusesWhatItCannotUse(arguments: [String]) async throws {
        let result = try ShellRunner()(arguments)
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError.contains("--lang"), "\(result)")
    }

    @Test(arguments: [
        (["--list", "--lang", "xx"], "'xx' is not a supported language"), (["--list", "--lang"], "--lang"),
        (["--version", "--lang=xx"], "'xx' is not a supported language"),
    ])
    func aLanguageTheShellDoesNotSpeakIsStillAUsageError(arguments: [String], message: String) async throws {
        let result = try ShellRunner()(arguments)
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError.contains(message), "\(result)")
    }

    /// Issue #17: paying requires a logged-in user (logged out, it used to be declined, exit 5):
    /// the stand-in log-in page comes first, and logging in there shows the checkout to pay.
    @Test(arguments: [
        ("en", "Stand-in: log in", "Paying as Demo Shopper."), ("zh-Hans", "替身：登录", "付款人：演示顾客。"),
    ])
    func payingLoggedOutAsksForALogInFirstInTheUsersLanguage(language: String, login: String, paying: String) throws {
        let result = try ShellRunner()(
            ["Order", "--logged-out", "--start", "bazaar://order/pay", "--lang", language], input: "1\nquit\n")
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.standardError.isEmpty, "\(result)")
        let shown = result.standardOutput
        let asked = try #require(shown.range(of: login), "\(result)")
        let checkout = try #require(shown.range(of: paying), "\(result)")
        #expect(asked.upperBound <= checkout.lowerBound, "\(result)")
    }

    @Test func payingLoggedInStillPlacesTheOrder() async throws {
        let result = try ShellRunner()(["Order", "--start", "bazaar://order/pay"], input: "quit\n")
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.standardOutput.contains("1001"), "\(result)")
    }
}
