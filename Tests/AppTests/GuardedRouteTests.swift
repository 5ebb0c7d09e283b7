import Foundation
import TestSupport
import Testing

/// Guarded routes through `bazaar` (in-process): logged out, a guarded page shows the log-in page
/// (exit 0: a redirect is not a failure), and logging in there shows the page asked for without
/// typing anything else, in a session and from a message's link.
struct GuardedRouteTests {
    /// What the log-in page a guard shows says first, in English.
    static let asked = "The page you asked for needs a logged-in user."

    @Test(arguments: ["bazaar://order/list", "bazaar://order/detail/1001", "bazaar://account"])
    func aOneShotOpenOfAGuardedRoutePrintsTheLogInPage(url: String) async throws {
        let result = try await Bazaar().run(["open", url])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.standardError.isEmpty, "\(result)")
        #expect(result.standardOutput.contains(Self.asked), "\(result)")
    }

    @Test(arguments: [("en", "Log in"), ("zh-Hans", "登录")])
    func itsJSONNamesTheURLAskedFor(language: String, title: String) async throws {
        let bazaar = try Bazaar()
        let result = try await bazaar.run(["--lang", language, "open", "bazaar://ORDER/list", "--json"])
        #expect(result.exitCode == 0, "\(result)")
        let page = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(page?["redirectedFrom"] as? String == "bazaar://ORDER/list", "as it was asked for: \(result)")
        #expect(page?["title"] as? String == title)
        // Logged in, the page itself answers, and the field is absent.
        #expect(try await bazaar.logIn("alice").exitCode == 0)
        let orders = try await bazaar.openJSON(["bazaar://order/list"])
        #expect(orders.result.exitCode == 0, "\(orders.result)")
        #expect(orders.page["redirectedFrom"] == nil)
        #expect(orders.page["title"] as? String == "My orders")
    }

    @Test func loggingInInASessionShowsTheOrderListAskedFor() async throws {
        let session = try await InteractiveSession(try Bazaar())
        let login = try await session.send("open bazaar://order/list")
        #expect(login.contains(Self.asked), "\(login)")
        let orders = try await session.follow("Alice Wang")
        #expect(orders.contains("Logged in as Alice Wang."), "\(orders)")
        #expect(orders.contains("My orders"), "the order list, with nothing else typed: \(orders)")
        #expect(!orders.contains(Self.asked), "\(orders)")
        // The order list took the log-in page's place: back leads to the first page.
        #expect(!(try await session.send("back")).contains(Self.asked))
        #expect(try await session.quit().exitCode == 0)
    }

    @Test func loggingInAtCheckoutShowsCheckoutWithPay() async throws {
        let bazaar = try Bazaar()
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=3&qty=2"]).exitCode == 0)
        let session = try await InteractiveSession(bazaar)
        try await session.send("open bazaar://cart")
        let login = try await session.follow("Checkout")
        #expect(login.contains(Self.asked), "\(login)")
        let checkout = try await session.follow("Bob Li")
        #expect(checkout.contains("Paying as Bob Li."), "\(checkout)")
        let placed = try await session.follow("Pay")
        #expect(placed.contains("Order 1001 placed"), "\(placed)")
        #expect(try bazaar.orders().map(\.id) == [1001])
        #expect(try await session.quit().exitCode == 0)
    }

    @Test(arguments: ["en", "zh-Hans"])
    func aGuardedLinkInTheInboxLogsInThenShowsTheOrders(language: String) async throws {
        let bazaar = try Bazaar()
        let session = try await InteractiveSession(bazaar, environment: ["BAZAAR_LANG": language])
        try await session.send("open bazaar://messages")
        let message = try await session.follow(language == "en" ? "Your orders" : "您的订单")
        #expect(message.contains("bazaar://order/list"), "the message links to the order list: \(message)")
        let login = try await session.follow(language == "en" ? "Open link" : "打开链接")
        #expect(login.contains(language == "en" ? Self.asked : "你要打开的页面需要先登录"), "\(login)")
        let orders = try await session.follow(language == "en" ? "Alice Wang" : "王爱丽")
        #expect(orders.contains(language == "en" ? "My orders" : "我的订单"), "\(orders)")
        #expect(try await session.quit().exitCode == 0)
    }
}
