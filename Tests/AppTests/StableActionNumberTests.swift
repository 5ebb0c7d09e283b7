import Foundation
import TestSupport
import Testing

/// The number of each action of a line does not depend on the line's state: an action the
/// state rules out keeps its number, says why, and when chosen says so and does nothing else.
struct StableActionNumberTests {
    /// A cart with West Lake Longjing (1, 12 in stock) below its limit and Aged Pu'er Cake (4,
    /// 5 in stock) at it.
    func cartWithOneLineAtItsLimit() async throws -> Bazaar {
        let bazaar = try Bazaar()
        let filled = try await bazaar.run(["open", "bazaar://cart/add?id=1", "bazaar://cart/add?id=4&qty=5"])
        #expect(filled.exitCode == 0, "\(filled)")
        return bazaar
    }

    @Test(arguments: [
        (
            "en", "[1]   West Lake Longjing", "[2] +1              [3] −1  [4] Remove",
            "[6] +1 (none left)  [7] −1  [8] Remove", "'+1' is not available now: none left. Nothing was done."
        ),
        (
            "zh-Hans", "[1]   西湖龙井", "[2] +1              [3] −1  [4] 移除",
            "[6] +1（已无库存）  [7] −1  [8] 移除", "“+1”现在不可用：已无库存。没有执行任何操作。"
        ),
    ])
    func aLineAtItsLimitKeepsItsNumbers(
        language: String, first: String, below: String, atLimit: String, refusal: String
    ) async throws {
        let bazaar = try await cartWithOneLineAtItsLimit()
        let result = try await bazaar.run(["--lang", language], input: "open bazaar://cart\n6\nshow\n")
        #expect(result.exitCode == 5, "declined, as the shop's rules decline: \(result)")
        #expect(result.standardError == "bazaar: \(refusal)\n", "\(result)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains(first) && $0.hasSuffix(below) }, "\(result)")
        #expect(lines.contains { $0.hasSuffix(atLimit) }, "\(result)")
        // Nothing was done: the cart is drawn the same after the refusal.
        let carts = result.standardOutput.components(separatedBy: language == "en" ? "Cart\n====" : "购物车\n======")
        let drawn = carts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(drawn.count == 3 && drawn[1] == drawn[2], "\(result)")
        let cart = try String(contentsOf: bazaar.file("cart.json"), encoding: .utf8)
        #expect(cart.contains("\"quantity\" : 5"), "\(cart)")
    }

    @Test func theJSONMarksTheActionUnavailableWithItsReason() async throws {
        let bazaar = try await cartWithOneLineAtItsLimit()
        let (result, page) = try await bazaar.openJSON(["bazaar://cart"])
        #expect(result.exitCode == 0, "\(result)")
        let links = page["links"] as? [[String: Any]] ?? []
        #expect(links.count == 9)
        let unavailable = links.filter { $0["unavailable"] != nil }
        #expect(unavailable.count == 1)
        #expect(unavailable.first?["number"] as? Int == 6)
        #expect(unavailable.first?["title"] as? String == "+1")
        #expect(unavailable.first?["unavailable"] as? String == "none left")
        #expect(unavailable.first?["url"] as? String == "bazaar://cart/quantity/4?qty=6&from=5")
    }

    @Test func aSoldOutItemKeepsAddToCartUnavailable() async throws {
        let bazaar = try Bazaar()
        let soldOut = try await bazaar.run([], input: "open bazaar://goods/detail/2\n1\n2\n")
        #expect(soldOut.standardOutput.contains("[1] Add to cart (sold out)"), "\(soldOut)")
        #expect(soldOut.standardError == "bazaar: 'Add to cart' is not available now: sold out. Nothing was done.\n")
        // Link 2 is "More in Tea" as on a page of an item in stock.
        #expect(soldOut.standardOutput.contains("Tea\n==="), "\(soldOut)")
        #expect(soldOut.exitCode == 5, "a piped session ends with its last failure's code: \(soldOut)")
    }
}
