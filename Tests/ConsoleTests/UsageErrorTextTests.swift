import Common
import Console
import TestSupport
import Testing

/// Usage errors are keys and values, worded in the language worked out from the command line
/// before the rest of it is judged.
struct UsageErrorTextTests {
    /// Bad command lines, each with what its Chinese line may name besides itself.
    static let badLines: [[String]] = [
        ["bogus"], ["--frob"], ["--lang"], ["--lang", "xx"], ["--lang=xx"], ["open"], ["routes", "x"], ["--json"],
        ["help", "a", "b"], ["help", "bogus"], ["--version=1"], ["--generate-completion-script", "csh"],
        ["--state-dir="], ["--state-dir"], ["--latency"], ["--latency", "soon"], ["--latency=61"], ["--latency", "-1"],
        ["--latency", "nan"], ["--latency", "0x10"], ["--latency", "1e1"],
    ]

    /// The words a usage line may hold in any language: option and command names, and their syntax.
    static let names = [
        "--state-dir DIR", "--lang en|zh-Hans", "--generate-completion-script bash|zsh|fish", "--state-dir", "--lang",
        "--generate-completion-script", "--no-color", "--json", "--latency SECONDS", "--latency", "--help", "--version",
        "open", "routes", "services",
        "modules", "events", "help", "bazaar://home", "bash", "zsh", "fish", "en", "zh-Hans", "bazaar",
    ]

    @Test(arguments: badLines)
    func eachIsWordedInEachLanguage(arguments: [String]) async throws {
        #expect(throws: UsageError.self) { try ConsoleInvocation.parse(arguments) }
        guard
            case .failure(let error) = Result(catching: { () throws(UsageError) in
                try ConsoleInvocation.parse(arguments)
            })
        else { return }
        let english = try ConsoleStrings.load(.english)
        #expect(error.message(english) == error.description)
        let chinese = try ConsoleStrings.load(.simplifiedChinese)
        #expect(chinese.contains(error.key, in: .simplifiedChinese), "\(error.key)")
        let line = error.message(chinese)
        #expect(!line.contains("{"), "every placeholder is filled: \(line)")
        #expect(englishWords(in: line, besides: arguments + [error.input ?? ""] + Self.names).isEmpty, "\(line)")
    }

    /// `--name=` gives an empty value; it never takes the next word as its value.
    @Test(arguments: [
        (["--state-dir=", "routes"], "usage.stateDirEmpty"), (["--lang=", "routes"], "usage.unknownLanguage"),
        (["--generate-completion-script=", "bash"], "usage.completionShell"),
        (["--json=", "routes"], "usage.takesNoValue"),
    ])
    func anEmptyInlineValueIsNotTheNextWord(arguments: [String], key: String) async {
        guard
            case .failure(let error) = Result(catching: { () throws(UsageError) in
                try ConsoleInvocation.parse(arguments)
            })
        else {
            Issue.record("\(arguments) parsed")
            return
        }
        #expect(error.key == key, "\(arguments): \(error)")
    }

    @Test func theLanguageIsWorkedOutBeforeTheLineIsJudged() async {
        let chinese = ["BAZAAR_LANG": "zh-Hans"]
        #expect(ConsoleInvocation.language(of: ["bogus"], environment: chinese) == .simplifiedChinese)
        #expect(ConsoleInvocation.language(of: ["bogus", "--lang", "en"], environment: chinese) == .english)
        #expect(ConsoleInvocation.language(of: ["--lang=zh", "--frob"], environment: [:]) == .simplifiedChinese)
        // An invalid --lang is reported in the environment's language.
        #expect(ConsoleInvocation.language(of: ["--lang", "xx"], environment: chinese) == .simplifiedChinese)
        // After "--" nothing is an option.
        #expect(ConsoleInvocation.language(of: ["open", "--", "--lang", "zh-Hans"], environment: [:]) == .english)
        // An invalid BAZAAR_LANG gives way to the locale, so it can be reported in a language one reads.
        #expect(
            ConsoleProgram.environmentLanguage(["BAZAAR_LANG": "xx", "LANG": "zh_CN.UTF-8"]) == .simplifiedChinese)
        #expect(ConsoleProgram.environmentLanguage(["BAZAAR_LANG": "xx"]) == .english)
    }
}
