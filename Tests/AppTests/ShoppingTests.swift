import Foundation
import TestSupport
import Testing

/// The shop end to end, through `bazaar` in-process (and the built one for the time zone, a process's own).
@Suite(.serialized)
struct ShoppingTests {
    @Test func aSessionStartsOnHomeAndBrowsesTheCatalogue() async throws {
        let bazaar = try Bazaar()
        let result = try await bazaar.run([], input: "1\n1\nquit\n")
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.standardOutput.hasPrefix("\nBazaar\n"))
        #expect(result.standardOutput.contains("Catalogue"))
        #expect(result.standardOutput.contains("West Lake Longjing\n=================="))
    }

    @Test func aDeepLinkAddsToTheCartAndTheCartPageListsTheLine() async throws {
        let bazaar = try Bazaar()
        let (result, page) = try await bazaar.openJSON(["bazaar://cart/add?id=3&qty=2", "bazaar://cart"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(page["title"] as? String == "Cart")
        let lines = Bazaar.records(of: page)
        #expect(lines.count == 1)
        #expect(lines.first?["id"] == "3")
        #expect(lines.first?["name"] == "Tieguanyin Oolong")
        #expect(lines.first?["quantity"] == "2")
        #expect(lines.first?["lineTotal"] == "¥90.00")
        let outcomes = page["outcomes"] as? [[String: String]] ?? []
        #expect(outcomes.first?["event"] == "cart.added")
    }

    @Test func checkoutAsksForALoginThenContinuesAndPays() async throws {
        let bazaar = try Bazaar()
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=3&qty=2"]).exitCode == 0)
        // Home → [2] Cart → [5] Checkout → login page [1] Alice → checkout page [2] Pay.
        let session = try await bazaar.run([], input: "2\n5\n1\n2\nquit\n")
        #expect(session.exitCode == 0, "\(session)")
        let output = session.standardOutput
        let order = ["Log in\n======", "Logged in as Alice Wang", "Checkout\n========", "Order 1001 placed"].map {
            output.range(of: $0)?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil }, "\(output)")
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())

        let (orders, page) = try await bazaar.openJSON(["bazaar://order/detail/1001"])
        #expect(orders.exitCode == 0, "\(orders)")
        #expect(page["title"] as? String == "Order 1001")
        // Times are ISO 8601 with the offset of the local time zone, whatever it is.
        for (zone, offset) in [("Asia/Shanghai", "+08:00"), ("Etc/GMT+3", "-03:00"), ("UTC", "+00:00")] {
            // A process: the time zone is the process's own.
            let detail = try await bazaar.launch(
                ["open", "bazaar://order/detail/1001", "--json"], environment: ["TZ": zone])
            let stamp = #/"value" : "\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d([+-]\d\d:\d\d)"/#
            let match = detail.standardOutput.firstMatch(of: stamp)
            #expect(match.map { String($0.output.1) } == offset, "\(zone): \(detail)")
        }
        let (cart, cartPage) = try await bazaar.openJSON(["bazaar://cart"])
        #expect(cart.exitCode == 0)
        #expect(Bazaar.records(of: cartPage).isEmpty, "the cart empties once the order is placed")
        let (_, goods) = try await bazaar.openJSON(["bazaar://goods/list"])
        let item = Bazaar.records(of: goods).first { $0["id"] == "3" }
        #expect(item?["stock"] == "18", "paying took 2 of item 3's 20 out of stock")
    }

    @Test func loggingOutEmptiesTheCart() async throws {
        let bazaar = try Bazaar()
        // A link from outside chooses Bob; following [1] in the app logs him in.
        #expect(try await bazaar.logIn("bob").exitCode == 0)
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=5&qty=3"]).exitCode == 0)
        #expect(Bazaar.records(of: try await bazaar.openJSON(["bazaar://cart"]).page).count == 1)
        let logout = try await bazaar.run(["open", "bazaar://account/logout"])
        #expect(logout.exitCode == 0, "\(logout)")
        #expect(Bazaar.records(of: try await bazaar.openJSON(["bazaar://cart"]).page).isEmpty)
    }

    @Test func theLanguageComesFromTheFlagOrTheEnvironment() async throws {
        let bazaar = try Bazaar()
        let chinese = try await bazaar.run(["open", "bazaar://goods/list", "--lang", "zh-Hans"])
        #expect(chinese.standardOutput.hasPrefix("商品目录\n"), "\(chinese)")
        let fromEnvironment = try await bazaar.run(
            ["open", "bazaar://goods/list"], environment: ["BAZAAR_LANG": "zh-Hans"])
        #expect(fromEnvironment.standardOutput.hasPrefix("商品目录\n"))
    }

    @Test func introspectionListsEveryModuleRouteServiceAndEvent() async throws {
        let bazaar = try Bazaar()
        let routes = try await bazaar.run(["routes", "--json"])
        #expect(routes.exitCode == 0)
        let document = try JSONSerialization.jsonObject(with: Data(routes.standardOutput.utf8)) as? [String: Any]
        let list = document?["routes"] as? [[String: Any]] ?? []
        let patterns = Set(list.compactMap { $0["pattern"] as? String })
        #expect(patterns.isSuperset(of: ["home", "goods/detail/:id", "cart/add", "order/pay", "messages/:id/follow"]))
        #expect(list.first { $0["pattern"] as? String == "order/pay" }?["isNativeOnly"] as? Bool == true)

        let modules = try await bazaar.run(["modules"])
        #expect(modules.exitCode == 0)
        let accountRow = modules.standardOutput.split(separator: "\n").first { $0.contains(" Account ") }
        #expect(accountRow?.contains(" 1 ") == true, "Account sets up first: \(modules.standardOutput)")
        for command in ["services", "events"] {
            let result = try await bazaar.run([command])
            #expect(result.exitCode == 0, "\(result)")
        }
        #expect(try await bazaar.run(["events"]).standardOutput.contains("OrderPlaced"))
    }
}
