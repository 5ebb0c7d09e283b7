import Foundation
import TestSupport
import Testing

/// `shell --list` in the user's language: every spelling of `--lang` with `--list`, the list in
/// Chinese, and what the list still refuses.
struct ShellListLanguageTests {
    @Test(arguments: [
        ["--list", "--lang", "zh-Hans"], ["--list", "--lang=zh-Hans"], ["--lang", "zh-Hans", "--list", "--json"],
        ["--list", "--names", "--lang", "zh-Hans"],
    ])
    func theListTakesALanguage(arguments: [String]) async throws {
        let result = try await ShellRunner()(arguments)
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.standardError.isEmpty, "\(result)")
        #expect(result.standardOutput.contains("Cart"), "\(result)")
    }

    @Test func theListInChineseIsChinese() async throws {
        let english = try await ShellRunner()(["--list"])
        let chinese = try await ShellRunner()(["--list", "--lang", "zh-Hans"])
        #expect(chinese.exitCode == 0 && chinese.standardOutput != english.standardOutput, "\(chinese)")
        #expect(chinese.standardOutput.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF })
    }

    @Test(arguments: [["--list", "--state-dir", "/tmp"], ["--list", "--lang", "zh-Hans", "--state-dir=/tmp"]])
    func theListStillRefusesWhatItCannotUse(arguments: [String]) async throws {
        let result = try await ShellRunner()(arguments)
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError.contains("--lang"), "\(result)")
    }

    @Test(arguments: [
        (["--list", "--lang", "xx"], "'xx' is not a supported language"), (["--list", "--lang"], "--lang"),
        (["--version", "--lang=xx"], "'xx' is not a supported language"),
    ])
    func aLanguageTheShellDoesNotSpeakIsStillAUsageError(arguments: [String], message: String) async throws {
        let result = try await ShellRunner()(arguments)
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError.contains(message), "\(result)")
    }
}
