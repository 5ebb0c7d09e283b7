import Common
import Foundation
import Terminal
import Testing

@testable import Console

/// Text the Console fits to a terminal or to one line: status lines (hints), the session's help,
/// quoted input and the near miss of a mistyped command.
@Suite struct FittedTextTests {
    @Test func aStatusLineWrapsUnderItsMessage() {
        let strings = StringTable(language: .english, entries: [:])
        let renderer = PageRenderer(mode: .plain, scheme: "bazaar", width: 30, strings: strings)
        let line = renderer.status("Added 2 × Tieguanyin Oolong to the cart (2 in cart).", kind: .success)
        let lines = line.split(separator: "\n")
        #expect(lines.count > 1 && lines.allSatisfy { DisplayWidth.of(String($0)) <= 30 }, "\(line)")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") }, "indented under the message: \(line)")
        let whole = PageRenderer(mode: .plain, scheme: "bazaar", strings: strings)
        #expect(!whole.status("Added 2 × Tieguanyin Oolong to the cart (2 in cart).", kind: .success).contains("\n\n"))
    }

    @Test(arguments: Language.allCases)
    func theSessionsHelpFitsTheTerminal(language: Language) throws {
        let help = try ConsoleStrings.load(language)("session.help")
        let fitted = ConsoleHelp.fitted(help, width: 60)
        let lines = fitted.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 60 }, "\(fitted)")
        #expect(help.contains { $0 == "\n" } && DisplayWidth.of(help.components(separatedBy: "\n").last ?? "") > 60)
        // A row's description goes on under its column.
        let row = try #require(lines.firstIndex { $0.hasPrefix("  open ") })
        #expect(lines[row + 1].hasPrefix(String(repeating: " ", count: 24)), "\(fitted)")
        #expect(ConsoleHelp.fitted(help, width: nil) == help, "a pipe gets whole lines")
        // Narrower than a row's name and a useful column: the description goes under the name.
        let narrow = ConsoleHelp.fitted(help, width: 36).split(separator: "\n").map(String.init)
        #expect(narrow.allSatisfy { DisplayWidth.of($0) <= 36 }, "\(narrow)")
        let open = try #require(narrow.firstIndex { $0.hasPrefix("  open ") })
        #expect(narrow[open].hasSuffix("[--json]") && narrow[open + 1].hasPrefix("      "), "\(narrow)")
        let back = try #require(help.split(separator: "\n").first { $0.hasPrefix("  back ") })
        let lines44 = ConsoleHelp.fitted(help, width: 44).split(separator: "\n")
        #expect(lines44.contains(back), "a row that fits stays whole")
    }

    @Test func quotedInputShowsWhatIsThere() {
        #expect(QuotedInput.shown("a\u{202E}b") == "a\\u202Eb")
        #expect(QuotedInput.shown("x\u{200B}\u{FEFF}\n") == "x\\u200B\\uFEFF\\u000A")
        #expect(QuotedInput.shown("\u{E0041}") == "\\uDB40\\uDC41", "beyond the BMP, a pair of escapes as JSON writes")
        #expect(QuotedInput.shown("王爱丽 é") == "王爱丽 é")
        #expect(QuotedInput.shown(String(repeating: "x", count: 80)) == String(repeating: "x", count: 80))
        #expect(QuotedInput.shown(String(repeating: "x", count: 81)) == String(repeating: "x", count: 79) + "…")
    }

    @Test func aNearMissIsOneOrTwoEditsAway() {
        let commands = SessionCommand.commandWords
        #expect(NearMiss.closest(to: "qiut", among: commands) == "quit")
        #expect(NearMiss.closest(to: "QUTI", among: commands) == "quit")
        #expect(NearMiss.closest(to: "rotues", among: commands) == "routes")
        #expect(NearMiss.closest(to: "servces", among: commands) == "services")
        #expect(NearMiss.closest(to: "xyz", among: commands) == nil)
        #expect(NearMiss.closest(to: "hme", among: commands) == "home")
        #expect(NearMiss.closest(to: "hom", among: ["home", "hop"]) == nil, "as close to two: neither")
    }
}
