import Foundation
import TestSupport
import Testing

/// `open URL...` is all or report: at the first URL that fails, whatever the kind, the rest are
/// not opened, the outcomes already applied are printed, then the error, and the exit code is
/// that failure's.
@Suite(.serialized)
struct OpenAllOrReportTests {
    static let first = "bazaar://cart/add?id=3&qty=2"
    static let last = "bazaar://cart/add?id=5&qty=1"

    /// A failing URL, the exit code it answers, the JSON `kind`, and a part of its error line.
    static let failures: [(url: String, exitCode: Int32, kind: String, message: String)] = [
        ("bazaar://goods/%zz", 2, "malformedURL", "a % is not followed by two hex digits"),
        (
            "bazaar://cart/add?id=3&qty=abc", 2, "invalidParameter",
            "'abc' is not a valid 'qty'; use a whole number from 1 to 99."
        ),
        (
            "bazaar://cart/add?id=3&qty=-1", 2, "invalidParameter",
            "'-1' is not a valid 'qty'; use a whole number from 1 to 99."
        ),
        ("bazaar://cart/add", 2, "missingParameter", "The link needs 'id', a whole number from 1 to 12."),
        ("bazaar://no-such-page", 3, "notFound", "Nothing in this app answers 'no-such-page'."),
        ("bazaar://goods/detail/3/%2F", 3, "notFound", "Nothing in this app answers 'goods/detail/3/%2F'."),
        ("https://example.com/promo", 4, "wrongScheme", "'https://example.com/promo' is not a bazaar:// link"),
        ("javascript:alert(1)", 4, "wrongScheme", "'javascript:alert(1)' is not a bazaar:// link"),
        ("bazaar://order/pay", 4, "nativeOnly", "can only be opened from inside the app"),
        ("bazaar://cart/add?id=3&price=1", 4, "reservedParameter", "may not set 'price' from outside the app"),
        ("bazaar://cart/add?id=2&qty=1", 5, "declined", "Jasmine Dragon Pearls (item 2) is sold out"),
    ]

    @Test(arguments: failures)
    func theFirstFailureStopsTheRestAndReportsWhatWasApplied(
        failure: (url: String, exitCode: Int32, kind: String, message: String)
    ) async throws {
        let bazaar = try Bazaar()
        let result = try await bazaar.run(["open", Self.first, failure.url, Self.last])
        #expect(result.exitCode == failure.exitCode, "\(result)")
        #expect(result.standardOutput == "✓ Added 2 × Tieguanyin Oolong to the cart (2 in cart).\n", "\(result)")
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result)")
        #expect(result.standardError.hasPrefix("bazaar: "), "\(result)")
        #expect(result.standardError.contains(failure.message), "\(result)")

        let cart = Bazaar.records(of: try await bazaar.openJSON(["bazaar://cart"]).page)
        #expect(cart.map { $0["id"] } == ["3"], "the first add was applied and the last never ran")
        #expect(cart.first?["quantity"] == "2")
    }

    @Test(arguments: failures)
    func inJSONTheFailureIsAnObjectWithTheOutcomesApplied(
        failure: (url: String, exitCode: Int32, kind: String, message: String)
    ) async throws {
        let bazaar = try Bazaar()
        let result = try await bazaar.run(["open", "--json", Self.first, failure.url, Self.last])
        #expect(result.exitCode == failure.exitCode, "\(result)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any], "\(result)")
        #expect(object["formatVersion"] as? Int == 1)
        #expect(object["status"] as? String == "error")
        #expect(object["kind"] as? String == failure.kind)
        #expect(object["exitCode"] as? Int == Int(failure.exitCode))
        #expect(object["input"] as? String == failure.url)
        #expect((object["message"] as? String)?.contains(failure.message) == true, "\(result)")
        let outcomes = object["outcomes"] as? [[String: Any]] ?? []
        #expect(outcomes.map { $0["event"] as? String } == ["cart.added"], "\(result)")
        #expect(result.standardError.split(separator: "\n").count == 1, "the line is on standard error too")
    }

    @Test func whenEveryURLOpensTheTopPageFollowsTheOutcomes() async throws {
        let result = try await Bazaar().run(["open", Self.first, Self.last, "bazaar://cart"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.standardError.isEmpty, "\(result)")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "✓ Added 2 × Tieguanyin Oolong to the cart (2 in cart).")
        #expect(lines.dropFirst(2).first == "Cart", "\(result)")
    }
}
