import Foundation
import TestSupport
import Testing

/// Every wrong input answers one clear line and its documented exit code.
@Suite(.serialized)
struct BadInputTests {
    @Test(
        arguments: [
            (["open", "bazaar://no-such-page"], Int32(3), "Nothing in this app answers 'no-such-page'."),
            (["open", "https://example.com/promo"], 4, "is not a bazaar:// link"),
            (["open", "bazaar://order/pay"], 4, "can only be opened from inside the app"),
            (["open", "bazaar://account/delete"], 4, "can only be opened from inside the app"),
            (["open", "bazaar://cart/add?id=3&price=1"], 4, "may not set 'price' from outside the app"),
            (["open", "bazaar://goods/detail/3?id=4"], 4, "may not set 'id' from outside the app"),
            (["open", "bazaar://goods/detail/%zz"], 2, "a % is not followed by two hex digits"),
            (["open", "bazaar://goods/../cart"], 2, "its path holds the part '..'"),
            (["open", "not a url"], 2, "'not a url' is not a link this app can read"),
            (["open", "bazaar://goods/detail/abc"], 2, "'abc' is not a valid 'id'; use a whole number from 1 to 12."),
            (["open", "bazaar://cart/add"], 2, "The link needs 'id', a whole number from 1 to 12."),
            (["open"], 2, "open needs at least one URL"),
            (["shop"], 2, "unknown command 'shop'"),
            (["--frobnicate"], 2, "unknown option '--frobnicate'"),
            (["routes", "--lang", "fr"], 2, "fr"),
            (
                ["open", "bazaar://cart/add?id=2&qty=1"], 5,
                "Jasmine Dragon Pearls (item 2) is sold out; it cannot be added to the cart now."
            ),
            (["open", "javascript:alert(1)"], 4, "'javascript:alert(1)' is not a bazaar:// link"),
            (["open", "bazaar:"], 4, "'bazaar:' is not a bazaar:// link"),
            (["open", "file:///etc/passwd"], 4, "'file:///etc/passwd' is not a bazaar:// link"),
            (
                ["open", "bazaar://cart/add?id=3&qty=-1"], 2,
                "'-1' is not a valid 'qty'; use a whole number from 1 to 99."
            ),
            (
                ["open", "bazaar://cart/add?id=3&qty=abc"], 2,
                "'abc' is not a valid 'qty'; use a whole number from 1 to 99."
            ),
            (["open", "bazaar://cart/add?id=3&qty=100"], 2, "'100' is not a valid 'qty'"),
            (["help", "shop"], 2, "unknown command 'shop'"),
            (["--generate-completion-script", "tcsh"], 2, "takes bash, zsh or fish; got 'tcsh'"),
            (["--version=2"], 2, "--version takes no value"),
        ] as [([String], Int32, String)])
    func answersWithItsExitCodeAndOneLine(arguments: [String], exitCode: Int32, message: String) async throws {
        let result = try await Bazaar().run(arguments)
        #expect(result.exitCode == exitCode, "\(result)")
        let errorLines = result.standardError.split(separator: "\n")
        #expect(errorLines.count == 1, "\(result)")
        #expect(result.standardError.hasPrefix("bazaar: "))
        #expect(result.standardError.contains(message), "\(result)")
    }

    @Test func aRouteNobodyAnswersIsReportedLikeEveryOtherFailure() async throws {
        let result = try await Bazaar().run(["open", "bazaar://no-such-page"])
        #expect(result.exitCode == 3)
        #expect(result.standardOutput.isEmpty, "\(result)")
    }

    @Test func aRouteNobodyAnswersInASessionShowsTheNotFoundPage() async throws {
        let result = try await Bazaar().run([], input: "open bazaar://no-such-page\n")
        #expect(result.exitCode == 3, "\(result)")
        #expect(result.standardOutput.contains("Page not found\n"), "\(result)")
        #expect(result.standardError == "bazaar: Nothing in this app answers 'no-such-page'.\n", "\(result)")
    }

    @Test func helpDocumentsTheCommandsAndExitCodes() async throws {
        let result = try await Bazaar().run(["--help"])
        #expect(result.exitCode == 0)
        for text in [
            "usage: bazaar", "open URL", "--state-dir", "--json", "3    not found", "4    refused", "5    declined",
            "130  interrupted",
        ] {
            #expect(result.standardOutput.contains(text), "\(text)")
        }
        #expect(try await Bazaar().run(["open", "--help"]).exitCode == 0)
    }

    @Test func aStateDirectoryThatIsAFileIsRefusedClearly() async throws {
        let bazaar = try Bazaar()
        let file = bazaar.file("not-a-directory")
        try Data("x".utf8).write(to: file)
        let result = try await bazaar.run(["open", "bazaar://home", "--state-dir", file.path])
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains(file.path), "\(result)")
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    @Test func aCorruptedStateFileIsReportedAndKeptAside() async throws {
        let bazaar = try Bazaar()
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=3&qty=1"]).exitCode == 0)
        try Data("{ this is not json".utf8).write(to: bazaar.file("cart.json"))
        let result = try await bazaar.run(["open", "bazaar://cart"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.standardError.contains("warning: state file"), "\(result)")
        #expect(result.standardError.contains("kept it as"))
        let kept = try FileManager.default.contentsOfDirectory(atPath: bazaar.stateDirectory.path)
            .filter { $0.hasPrefix("cart.corrupt-") }
        #expect(kept.count == 1)
        let keptText = try String(contentsOf: bazaar.file(kept[0]), encoding: .utf8)
        #expect(keptText == "{ this is not json", "the corrupted bytes are kept as they were")
    }

    @Test(
        arguments: [
            ("bazaar://goods/detail/abc", Int32(2), "bazaar: “abc”不是有效的“id”；请使用介于 1 到 12 之间的整数。\n"),
            ("bazaar://order/pay", 4, "bazaar: “bazaar://order/pay”只能在应用内打开。\n"),
            ("bazaar://cart/remove/5", 5, "bazaar: 商品 5 不在购物车中。\n"),
            ("bazaar://account/login/zed", 5, "bazaar: 没有用户“zed”；请从以下用户中选择：alice、bob、chen。\n"),
            ("bazaar://goods/list?category=coffee", 5, "bazaar: 没有“coffee”这个分类；请从以下分类中选择：tea、teaware、snacks。\n"),
        ])
    func errorsAreSentencesInTheUsersLanguage(url: String, exitCode: Int32, line: String) async throws {
        let result = try await Bazaar().run(["open", url, "--lang", "zh-Hans"])
        #expect(result.exitCode == exitCode, "\(result)")
        #expect(result.standardError == line, "no route pattern, no English: \(result)")
    }

    @Test func aPipedLineLongerThanTheLimitIsRefusedNotEchoed() async throws {
        let line = String(repeating: "a", count: 5000)
        let result = try await Bazaar().run([], input: line + "\nshow\nquit\n")
        let everything = result.standardOutput + result.standardError
        #expect(everything.contains("That line is longer than 4096 characters; nothing was run."), "\(result)")
        #expect(!everything.contains("aaaa"), "the line is not echoed back")
        #expect(result.standardOutput.components(separatedBy: "Bazaar\n======").count == 3, "show drew the page again")
    }
}
