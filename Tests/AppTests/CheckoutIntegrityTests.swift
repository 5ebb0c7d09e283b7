import AllContracts
import Dispatch
import Foundation
import TestSupport
import Testing

/// Two terminals on one state directory, a failing disk, and many buyers at once: paying
/// places exactly the order the person saw, once, on their account, or nothing.
struct CheckoutIntegrityTests {
    /// A state directory with 2 × Tieguanyin Oolong (item 3, stock 20) in the cart and Alice logged in.
    private func shopWithACart() async throws -> Bazaar {
        let bazaar = try Bazaar()
        let result = try await bazaar.run(["open", "bazaar://cart/add?id=3&qty=2"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(try await bazaar.logIn("alice").exitCode == 0)
        return bazaar
    }

    /// A session showing the checkout of the cart as it is now.
    private func onCheckout(_ bazaar: Bazaar) async throws -> InteractiveSession {
        let session = try await InteractiveSession(bazaar)
        try await session.send("open bazaar://cart")
        let checkout = try await session.follow("Checkout")
        #expect(checkout.contains("Paying as Alice Wang."), "\(checkout)")
        return session
    }

    @Test func twoTerminalsPayingOneCheckoutPlaceOneOrder() async throws {
        let bazaar = try await shopWithACart()
        let first = try await onCheckout(bazaar)
        let second = try await onCheckout(bazaar)
        #expect(try await first.follow("Pay").contains("Order 1001 placed"))
        let refused = try await second.follow("Pay")
        #expect(
            refused.contains("The cart changed since this checkout was shown (Tieguanyin Oolong); nothing was paid."),
            "\(refused)")
        #expect(refused.contains("Your cart is empty."), "the fresh state is shown: \(refused)")
        let orders = try bazaar.orders()
        #expect(orders.map(\.id) == [1001])
        #expect(orders.first?.units == [3: 2])
        #expect(try bazaar.stock()["3"] == 18)
        #expect(try await first.quit().exitCode == 0)
        // A piped session ends with the code of its last failure: the declined payment (5).
        #expect(try await second.quit().exitCode == 5)
    }

    @Test func itemsAddedDuringCheckoutStayInTheCart() async throws {
        let bazaar = try await shopWithACart()
        let session = try await onCheckout(bazaar)
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=5&qty=1"]).exitCode == 0)
        #expect(try await session.follow("Pay").contains("You paid ¥90.00 for 2 items."))
        #expect(try bazaar.orders().first?.units == [3: 2])
        let cart = Bazaar.records(of: try await bazaar.openJSON(["bazaar://cart"]).page)
        #expect(cart.map { $0["id"] } == ["5"])
        #expect(cart.first?["quantity"] == "1")
    }

    @Test func anotherUserLoggingInDuringCheckoutIsNeverCharged() async throws {
        let bazaar = try await shopWithACart()
        let session = try await onCheckout(bazaar)
        #expect(try await bazaar.logIn("bob").exitCode == 0)
        let refused = try await session.follow("Pay")
        #expect(
            refused.contains(
                "Bob Li is logged in now, not Alice Wang, for whom this checkout was shown; nothing was paid."))
        #expect(!refused.contains("Thank you"))
        #expect(try bazaar.orders().isEmpty)
        #expect(try bazaar.stock()["3"] == nil, "no stock was taken")
    }

    @Test func aFailedOrderSaveGivesTheStockBackAndKeepsTheCart() async throws {
        let bazaar = try await shopWithACart()
        let session = try await onCheckout(bazaar)
        let orders = bazaar.file("orders.json")
        try FileManager.default.createDirectory(at: orders, withIntermediateDirectories: false)
        let failed = try await session.follow("Pay")
        #expect(failed.contains("the order could not be saved, so nothing was ordered; the stock was given back"))
        #expect(failed.contains("\(orders.path): Is a directory"), "\(failed)")
        #expect(try bazaar.stock()["3"] == 20)
        try FileManager.default.removeItem(at: orders)
        let cart = Bazaar.records(of: try await bazaar.openJSON(["bazaar://cart"]).page)
        #expect(cart.first?["quantity"] == "2")
        // The checkout was drawn afresh after the failure, so paying again works.
        #expect(try await session.follow("Pay").contains("Order 1001 placed"))
        #expect(try bazaar.stock()["3"] == 18)
    }

    @Test func aTypedNumberMeansTheLinkAsItWasDrawn() async throws {
        let bazaar = try Bazaar()
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=1", "bazaar://cart/add?id=8&qty=2"]).exitCode == 0)
        let session = try await InteractiveSession(bazaar)
        try await session.send("open bazaar://cart")
        let number = try #require(session.number(of: "−1", onTheLineOf: "West Lake Longjing"))
        #expect(number == "3")
        // Another terminal removes the first line: a fresh drawing would put Bamboo Tea Tray's −1 at [3].
        #expect(try await bazaar.run(["open", "bazaar://cart/remove/1"]).exitCode == 0)
        let answer = try await session.send(number)
        #expect(answer.contains("Item 1 is not in the cart."), "\(answer)")
        #expect(
            session.number(of: "−1", onTheLineOf: "Bamboo Tea Tray") == "3", "the page is drawn again after the refusal"
        )
        let cart = Bazaar.records(of: try await bazaar.openJSON(["bazaar://cart"]).page)
        #expect(cart.map { $0["quantity"] } == ["2"])
    }

    /// The page showed 2; another terminal raised the line to 5 by its own `+1`s; typing `−1` here
    /// must not set it to 1 (4 units silently lost): it is declined, and the fresh cart is shown.
    @Test func aStaleMinusOneNeverOverwritesAnotherTerminalsChange() async throws {
        let bazaar = try Bazaar()
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=3&qty=2"]).exitCode == 0)
        let here = try await InteractiveSession(bazaar)
        try await here.send("open bazaar://cart")
        let less = try #require(here.number(of: "−1", onTheLineOf: "Tieguanyin Oolong"))
        let there = try await InteractiveSession(bazaar)
        try await there.send("open bazaar://cart")
        for _ in 0..<3 { try await there.follow("+1") }
        #expect(there.screen.contains("Tieguanyin Oolong: 5 in the cart."), "\(there.screen)")
        let answer = try await here.send(less)
        #expect(
            answer.contains("Tieguanyin Oolong (item 3) changed meanwhile: the cart now holds 5; nothing was changed."),
            "\(answer)")
        #expect(answer.contains("Items: 5"), "the fresh cart is drawn after the refusal: \(answer)")
        #expect(here.number(of: "−1", onTheLineOf: "Tieguanyin Oolong") == less)
        #expect(Bazaar.records(of: try await bazaar.openJSON(["bazaar://cart"]).page).map { $0["quantity"] } == ["5"])
        // The fresh cart is on screen: its −1 now means 5 → 4.
        #expect(try await here.send(less).contains("Tieguanyin Oolong: 4 in the cart."))
        // A piped session ends with the code of the last command that failed: the declined −1.
        #expect(try await here.quit().exitCode == 5)
        #expect(try await there.quit().exitCode == 0)
    }

    @Test func aStaleLinkOpenedFromOutsideIsDeclinedWithExitFiveAndAHandTypedOneIsNot() async throws {
        let bazaar = try Bazaar()
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=3&qty=5"]).exitCode == 0)
        let stale = try await bazaar.run(["open", "bazaar://cart/quantity/3?qty=1&from=2"])
        #expect(stale.exitCode == 5, "\(stale)")
        #expect(stale.standardError.contains("the cart now holds 5"), "\(stale)")
        let outOfRange = try await bazaar.run(["open", "bazaar://cart/quantity/3?qty=1&from=100"])
        #expect(outOfRange.exitCode == 2, "\(outOfRange)")
        #expect(outOfRange.standardError.contains("use a whole number from 1 to 99"), "\(outOfRange)")
        #expect(Bazaar.records(of: try await bazaar.openJSON(["bazaar://cart"]).page).map { $0["quantity"] } == ["5"])
        #expect(try await bazaar.run(["open", "bazaar://cart/quantity/3?qty=1"]).exitCode == 0)
        #expect(Bazaar.records(of: try await bazaar.openJSON(["bazaar://cart"]).page).map { $0["quantity"] } == ["1"])
    }

    @Test func manyBuyersRacingForTheLastUnitsSellEachUnitOnce() async throws {
        let bazaar = try Bazaar()
        try Data("{\"8\": 3}\n".utf8).write(to: bazaar.file("goods-stock.json"))
        #expect(try await bazaar.logIn("alice").exitCode == 0)
        let buyers = 6
        // Processes, not in-process runs: the state's locks are held between processes.
        let failures = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<buyers {
                group.addTask {
                    do {
                        let session = try await InteractiveSession(bazaar, launched: true)
                        try await session.send("open bazaar://cart/add?id=8&qty=1")
                        try await session.send("open bazaar://cart")
                        if session.number(of: "Checkout") != nil { try await session.follow("Checkout") }
                        if session.number(of: "Pay") != nil { try await session.follow("Pay") }
                        // A buyer told the stock is short ends with that failure's code: 1 for an add
                        // the cart refuses, 5 for a payment declined; anything else is a failure of the test.
                        let ended = try await session.quit()
                        return [0, 1, 5].contains(ended.exitCode) ? nil : ended.standardError
                    } catch {
                        return String(describing: error)
                    }
                }
            }
            return await group.reduce(into: [String]()) { if let failure = $1 { $0.append(failure) } }
        }
        #expect(failures.isEmpty, "\(failures)")
        // One last buyer alone pays for what is still in the cart, or hears that the stock is
        // short or sold out (a buyer may have added while another's lines were out of the cart, being
        // paid for): from Pay, or from checkout, whose Pay is then unavailable.
        let last = try await InteractiveSession(bazaar)
        try await last.send("open bazaar://cart")
        if last.number(of: "Checkout") != nil {
            try await last.follow("Checkout")
            let paid = try await last.follow("Pay")
            let short = [
                "of Bamboo Tea Tray (item 8) in stock", "Bamboo Tea Tray (item 8) is sold out",
                "is not available now: not enough in stock",
            ]
            #expect(paid.contains("placed") || short.contains { paid.contains($0) }, "\(paid)")
        }
        let orders = try bazaar.orders()
        let sold = orders.reduce(0) { $0 + ($1.units[8] ?? 0) }
        let left = try #require(try bazaar.stock()["8"])
        #expect(left >= 0)
        #expect(sold + left == 3, "every unit taken from stock is in exactly one order")
        #expect(Set(orders.map(\.id)).count == orders.count)
    }
}
