import Foundation
import TestSupport
import Testing

/// Every wrong input answers one clear line and its documented exit code.
@Suite(.serialized)
struct BadInputTests {
    @Test(
        arguments: [
            (["open", "bazaar://coupons/spring"], Int32(3), "no route for 'coupons/spring'"),
            (["open", "https://example.com/promo"], 4, "scheme 'https'"),
            (["open", "bazaar://order/pay"], 4, "can only be opened from inside the app"),
            (["open", "bazaar://account/delete"], 4, "can only be opened from inside the app"),
            (["open", "bazaar://cart/add?id=3&price=1"], 4, "parameter 'price' cannot be set"),
            (["open", "bazaar://goods/detail/3?id=4"], 4, "parameter 'id' cannot be set"),
            (["open", "bazaar://goods/detail/%zz"], 2, "invalid percent escape"),
            (["open", "bazaar://goods/../cart"], 2, "'..' path segment"),
            (["open", "not a url"], 2, "malformed URL"),
            (["open", "bazaar://goods/detail/abc"], 2, "parameter 'id' is 'abc', expected a whole number"),
            (["open", "bazaar://cart/add"], 2, "needs parameter 'id'"),
            (["open"], 2, "open needs at least one URL"),
            (["shop"], 2, "unknown command 'shop'"),
            (["--frobnicate"], 2, "unknown option '--frobnicate'"),
            (["routes", "--lang", "fr"], 2, "fr"),
            (["open", "javascript:alert(1)"], 4, "scheme 'javascript:' is not served here; use bazaar://"),
            (["open", "bazaar:"], 4, "scheme 'bazaar:' is not served here"),
            (
                ["open", "bazaar://cart/add?id=3&qty=-1"], 2,
                "parameter 'qty' is '-1', expected a whole number from 1 to 99"
            ),
            (["open", "bazaar://cart/add?id=3&qty=abc"], 2, "parameter 'qty' is 'abc', expected a whole number"),
            (["open", "bazaar://cart/add?id=3&qty=100"], 2, "parameter 'qty' is '100'"),
            (["help", "shop"], 2, "unknown command 'shop'"),
            (["--generate-completion-script", "tcsh"], 2, "takes bash, zsh or fish; got 'tcsh'"),
            (["--version=2"], 2, "--version takes no value"),
        ] as [([String], Int32, String)])
    func answersWithItsExitCodeAndOneLine(arguments: [String], exitCode: Int32, message: String) throws {
        let result = try Bazaar().run(arguments)
        #expect(result.exitCode == exitCode, "\(result)")
        let errorLines = result.standardError.split(separator: "\n")
        #expect(errorLines.count == 1, "\(result)")
        #expect(result.standardError.hasPrefix("bazaar: "))
        #expect(result.standardError.contains(message), "\(result)")
    }

    @Test func aRouteNobodyAnswersIsReportedLikeEveryOtherFailure() throws {
        let result = try Bazaar().run(["open", "bazaar://coupons/spring"])
        #expect(result.exitCode == 3)
        #expect(result.standardOutput.isEmpty, "\(result)")
    }

    @Test func aRouteNobodyAnswersInASessionShowsTheNotFoundPage() throws {
        let result = try Bazaar().run([], input: "open bazaar://coupons/spring\n")
        #expect(result.exitCode == 3, "\(result)")
        #expect(result.standardOutput.contains("Page not found\n"), "\(result)")
        #expect(result.standardError == "bazaar: no route for 'coupons/spring'\n", "\(result)")
    }

    @Test func helpDocumentsTheCommandsAndExitCodes() throws {
        let result = try Bazaar().run(["--help"])
        #expect(result.exitCode == 0)
        for text in ["usage: bazaar", "open URL", "--state-dir", "--json", "3  not found", "4  refused", "5  declined"]
        {
            #expect(result.standardOutput.contains(text), "\(text)")
        }
        #expect(try Bazaar().run(["open", "--help"]).exitCode == 0)
    }

    @Test func aStateDirectoryThatIsAFileIsRefusedClearly() throws {
        let bazaar = try Bazaar()
        let file = bazaar.file("not-a-directory")
        try Data("x".utf8).write(to: file)
        let result = try bazaar.run(["open", "bazaar://home", "--state-dir", file.path])
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains(file.path), "\(result)")
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    @Test func aCorruptedStateFileIsReportedAndKeptAside() throws {
        let bazaar = try Bazaar()
        #expect(try bazaar.run(["open", "bazaar://cart/add?id=3&qty=1"]).exitCode == 0)
        try Data("{ this is not json".utf8).write(to: bazaar.file("cart.json"))
        let result = try bazaar.run(["open", "bazaar://cart"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.standardError.contains("warning: state file"), "\(result)")
        #expect(result.standardError.contains("kept it as"))
        let kept = try FileManager.default.contentsOfDirectory(atPath: bazaar.stateDirectory.path)
            .filter { $0.hasPrefix("cart.corrupt-") }
        #expect(kept.count == 1)
        let keptText = try String(contentsOf: bazaar.file(kept[0]), encoding: .utf8)
        #expect(keptText == "{ this is not json", "the corrupted bytes are kept as they were")
    }
}
