import Foundation
import TestSupport
import Testing

/// A logged-in user's cart is theirs: logging out keeps it, logging in again gives it back,
/// merged with the guest's; only deleting the account, which asks first, empties it.
struct CartOwnershipTests {
    /// The cart as the app shows it: item id → quantity.
    private func cart(_ bazaar: Bazaar) async throws -> [String: String] {
        var lines: [String: String] = [:]
        for record in Bazaar.records(of: try await bazaar.openJSON(["bazaar://cart"]).page) {
            if let id = record["id"] { lines[id] = record["quantity"] }
        }
        return lines
    }

    private func logOut(_ bazaar: Bazaar) async throws {
        #expect(try await bazaar.run(["open", "bazaar://account/logout"]).exitCode == 0)
    }

    @Test func loggingOutKeepsTheCartAndLoggingInAgainGivesItBack() async throws {
        let bazaar = try Bazaar()
        #expect(try await bazaar.logIn("alice").exitCode == 0)
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=3&qty=2", "bazaar://cart/add?id=5"]).exitCode == 0)
        try await logOut(bazaar)
        #expect(try await cart(bazaar).isEmpty, "the guest's cart starts empty")
        #expect(try await bazaar.logIn("alice").exitCode == 0)
        #expect(try await cart(bazaar) == ["3": "2", "5": "1"])
    }

    @Test func switchingUsersKeepsEachOnesCart() async throws {
        let bazaar = try Bazaar()
        #expect(try await bazaar.logIn("alice").exitCode == 0)
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=3"]).exitCode == 0)
        let switched = try await bazaar.logIn("bob")
        #expect(
            switched.standardOutput.contains(
                "Logged in as Bob Li; Alice Wang was logged out, their cart kept for their next log-in."),
            "\(switched)")
        #expect(try await cart(bazaar).isEmpty)
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=5"]).exitCode == 0)
        #expect(try await bazaar.logIn("alice").exitCode == 0)
        #expect(try await cart(bazaar) == ["3": "1"])
        #expect(try await bazaar.logIn("bob").exitCode == 0)
        #expect(try await cart(bazaar) == ["5": "1"])
    }

    @Test(arguments: [
        (
            "en",
            "Logging in put your saved cart and the guest's cart together, and not everything fitted: Yixing Clay Teapot 1 of 2."
        ),
        ("zh-Hans", "登录时已将您保存的购物车与访客购物车合并，部分商品未能全部放入：宜兴紫砂壶：2 件中保留 1 件。"),
    ])
    func aGuestsCartIsMergedAtLogInCappedByTheStockWithOneLineSayingSo(language: String, line: String) async throws {
        let bazaar = try Bazaar()
        #expect(try await bazaar.logIn("alice").exitCode == 0)
        // Item 7 has one in stock.
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=7", "bazaar://cart/add?id=3&qty=2"]).exitCode == 0)
        try await logOut(bazaar)
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=7", "bazaar://cart/add?id=3&qty=3"]).exitCode == 0)
        #expect(try await bazaar.logIn("alice").exitCode == 0)
        #expect(try await cart(bazaar) == ["7": "1", "3": "5"], "quantities added, item 7 capped by its stock")
        let page = try await bazaar.run(["open", "bazaar://cart"], environment: ["BAZAAR_LANG": language])
        let lines = page.standardOutput.split(separator: "\n").filter { $0.contains(line) }
        #expect(lines.count == 1, "\(page)")
        // The next change of the cart ends the note.
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=3"]).exitCode == 0)
        #expect(
            !(try await bazaar.run(["open", "bazaar://cart"], environment: ["BAZAAR_LANG": language]).standardOutput
                .contains(
                    line)))
    }

    @Test(arguments: ["en", "zh-Hans"])
    func deletingTheAccountSaysItEmptiesTheCartAndAsksFirst(language: String) async throws {
        let bazaar = try Bazaar()
        #expect(try await bazaar.logIn("alice").exitCode == 0)
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=3"]).exitCode == 0)
        let profile = try await bazaar.run(
            ["open", "bazaar://account", "--json"], environment: ["BAZAAR_LANG": language])
        let expected = language == "en" ? "with its orders and its cart, cannot be undone" : "（连同其订单和购物车）后无法恢复"
        #expect(profile.standardOutput.contains(expected), "\(profile)")
    }
}
