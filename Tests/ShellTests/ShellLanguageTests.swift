import AllContracts
import Common
import Foundation
import StandIns
import TestSupport
import Testing

/// `shell --list --json` and the completion scripts speak the user's language: what each
/// stand-in offers, what each option does (`ShellMessagesInEachLanguageTests` reads the tables).
@Suite struct ShellLanguageTests {
    @Test(arguments: ["en", "zh-Hans"])
    func theJSONSummaryIsInTheSessionsLanguage(language: String) async throws {
        struct Listing: Decodable {
            struct Module: Decodable {
                struct Consumed: Decodable {
                    let service: String
                    let summary: String?
                }
                let consumes: [Consumed]
            }
            let modules: [Module]
        }
        let result = try await ShellRunner()(["--list", "--json"], environment: ["BAZAAR_LANG": language])
        #expect(result.exitCode == 0, "\(result)")
        let listing = try JSONDecoder().decode(Listing.self, from: Data(result.standardOutput.utf8))
        let consumed = listing.modules.flatMap(\.consumes)
        #expect(!consumed.isEmpty)
        let wanted = language == "en" ? Language.english : .simplifiedChinese
        for entry in consumed {
            let standIn = StandInCatalogue.standard.standIns.first { $0.service.name == entry.service }
            #expect(entry.summary == standIn?.summary.text(in: wanted), "\(entry.service)")
        }
    }

    @Test func theStandInsSayWhatTheyOfferInBothLanguages() async {
        for standIn in StandInCatalogue.standard.standIns {
            #expect(standIn.summary.emptyLanguages.isEmpty, "\(standIn.name)")
            #expect(
                standIn.summary.text(in: .simplifiedChinese) != standIn.summary.text(in: .english), "\(standIn.name)")
        }
    }

    @Test(arguments: [["--lang", "zh-Hans"], ["--lang=zh-Hans"]])
    func completionScriptsDescribeInChinese(language: [String]) async throws {
        let script = try await ShellRunner()(["--generate-completion-script", "fish"] + language)
        #expect(script.exitCode == 0, "\(script)")
        for expected in ["单独运行 Cart", "从该模块的任意路由开始会话", "列出模块及其替身", "打印补全脚本"] {
            #expect(script.standardOutput.contains(expected), "\(expected): \(script)")
        }
        for english in ["Cart alone", "start the session", "print a completion script", "(default:"] {
            #expect(!script.standardOutput.contains(english), "\(english): \(script)")
        }
    }
}
