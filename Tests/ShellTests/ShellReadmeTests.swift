import Console
import Foundation
import TestSupport
import Testing

/// What `Tools/Shell/Reference/Shell.md` and `Modules/Messages/README.md` say about pages of the shell,
/// checked against the pages: the README's sentence must be there, and the page must be what it
/// says, so neither can drift from the other.
@Suite struct ShellReadmeTests {
    static func readme(_ path: String) throws -> String {
        try String(contentsOf: BuiltProducts.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func accountsFirstPageAndItemTwoAreAsTheREADMESays() async throws {
        let readme = try Self.readme("Tools/Shell/Reference/Shell.md")
        #expect(
            readme.contains("| Account | log-in page | `shell Account` (nobody is logged in, so the profile's guard"))
        let account = await FirstHourTests.shell(["Account"], input: ["quit"])
        #expect(account.code == .success && account.text.hasPrefix("\nLog in\n======\n"), "\(account)")
        #expect(readme.contains("(none in stock: its Add link is shown unavailable, `Add to cart (sold out)`)"))
        let item = await FirstHourTests.shell(["Goods", "open", "bazaar://goods/detail/2"])
        #expect(item.text.contains("[1] Add to cart (sold out)  bazaar://cart/add?id=2&qty=1"), "\(item)")
    }

    @Test func eachMessagesLinkOpensWhatTheREADMESays() async throws {
        let readme = try Self.readme("Tools/Shell/Reference/Shell.md")
        for row in [
            "| | a message's link | messages 1 and 3 open Goods' stand-in page, message 2 Cart's, message 8 Order's |",
            "| | a link no module owns | message 4 (`bazaar://spring-coupons`)",
            "| | a refused link | messages 5 (native only) and 6 (`https`)",
            "| | a malformed link | message 7 (`category` given twice)",
        ] {
            #expect(readme.contains(row), "the README has \(row)")
        }
        let pages = [
            1: "Stand-in: Goods", 2: "Stand-in: Cart", 3: "Stand-in: Goods", 4: "Link failed", 5: "Link refused",
            6: "Link refused", 7: "Link malformed", 8: "Stand-in: Order",
        ]
        let inbox = try JSONSerialization.jsonObject(
            with: Data(
                contentsOf: BuiltProducts.packageRoot.appendingPathComponent("Modules/Messages/Resources/inbox.json")))
        #expect((inbox as? [Any])?.count == pages.count, "every message of the inbox is in the README's table")
        for (id, title) in pages {
            let run = await FirstHourTests.shell(["Messages", "open", "bazaar://messages/\(id)/follow"])
            #expect(run.code == .success && run.text.hasPrefix(title), "message \(id): \(run)")
        }
        let messages = try Self.readme("Modules/Messages/README.md")
        #expect(messages.contains("(with the bundled inbox of \(pages.count) messages: `1 to \(pages.count)`)"))
        let outOfRange = await FirstHourTests.shell(["Messages", "open", "bazaar://messages/abc"])
        #expect(outOfRange.errors.contains("use a whole number from 1 to \(pages.count)."), "\(outOfRange)")
    }
}
