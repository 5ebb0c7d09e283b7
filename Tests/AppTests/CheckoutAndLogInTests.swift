import Console
import Foundation
import Testing

/// The checkout a log-in resumes, lines the stock cannot fill, and the ways on from pages that
/// need a logged-in user, through `bazaar`'s program entry.
@Suite struct CheckoutAndLogInTests {
    private func logIn(_ user: String, _ app: InProcessBazaar) async {
        _ = await app.run([], lines: ["open bazaar://account/login/\(user)", "1", "quit"])
    }

    @Test(arguments: [
        ("en", "The cart changed since it was shown", "Pay ¥225.00"), ("zh-Hans", "购物车在显示之后有变化", "支付 ¥225.00"),
    ])
    func theCheckoutALogInResumesShowsTheMergedCart(language: String, changed: String, pay: String) async throws {
        let app = InProcessBazaar(bazaar: try Bazaar())
        await logIn("alice", app)
        #expect(
            await app.run(["open", "bazaar://cart/add?id=3&qty=3", "bazaar://account/logout"]).exitCode == .success)
        #expect(await app.run(["open", "bazaar://cart/add?id=3&qty=2"]).exitCode == .success)

        // The cart page (2 cups), Checkout ([5]), log in as Alice ([1]): her 3 saved cups join.
        let session = await app.run([], lines: ["open bazaar://cart", "5", "1", "quit"], language: language)
        let checkout = try #require(session.standardOutput.components(separatedBy: "\n\n").last { $0.contains(pay) })
        #expect(session.standardOutput.contains(changed), "\(session.standardOutput)")
        #expect(checkout.contains(pay), "\(session.standardOutput)")

        // Paying it places the 5 cups, and the cart is empty after it.
        let paid = await app.run([], lines: ["open bazaar://cart", "5", "2", "quit"])
        #expect(paid.exitCode == .success, "\(paid.standardError)")
        #expect(paid.standardOutput.contains("You paid ¥225.00 for 5 items"), "\(paid.standardOutput)")
    }

    @Test(arguments: [
        ("en", "Yixing Clay Teapot (item 7) is sold out: remove it from the cart", "(not enough in stock)"),
        ("zh-Hans", "宜兴紫砂壶（商品 7）已售罄", "（库存不足）"),
    ])
    func aSoldOutLineIsSaidOnCheckoutAndPayIsUnavailable(language: String, soldOut: String, reason: String) async throws
    {
        let bazaar = try Bazaar()
        let app = InProcessBazaar(bazaar: bazaar)
        await logIn("bob", app)
        #expect(await app.run(["open", "bazaar://cart/add?id=7", "bazaar://cart/add?id=3"]).exitCode == .success)
        // Another terminal bought the last teapot.
        try Data(#"{"7": 0}"#.utf8).write(to: bazaar.stateDirectory.appendingPathComponent("goods-stock.json"))

        let session = await app.run([], lines: ["open bazaar://cart", "9", "3"], language: language)
        #expect(session.standardOutput.contains(soldOut), "\(session.standardOutput)")
        #expect(session.standardOutput.contains(reason), "\(session.standardOutput)")
        #expect(session.exitCode == .declined, "choosing Pay says why and does nothing: \(session.standardError)")
        let orders = bazaar.stateDirectory.appendingPathComponent("orders.json")
        #expect(!FileManager.default.fileExists(atPath: orders.path), "nothing was ordered")
    }

    @Test(arguments: [
        (
            "en", "Orders are unavailable: nobody is logged in.", "[1] Log in to see it",
            "The page you asked for needs",
            "✓ Logged in as Alice Wang.", "My orders"
        ),
        ("zh-Hans", "订单暂不可用：没有用户登录。", "[1] 登录后查看", "你要打开的页面需要先登录", "✓ 已作为王爱丽登录。", "我的订单"),
    ])
    func myOrdersOnceLoggedOutLeadsToALogInThatSaysWhyAndShowsThem(
        language: String, unavailable: String, link: String, why: String, loggedIn: String, title: String
    ) async throws {
        let app = InProcessBazaar(bazaar: try Bazaar())
        await logIn("alice", app)
        let session = await app.run(
            [], lines: ["open bazaar://order/list", "open bazaar://account/logout", "show", "1", "1", "quit"],
            language: language)
        let output = session.standardOutput
        #expect(output.contains(unavailable), "\(output)")
        #expect(output.contains(link), "\(output)")
        #expect(output.contains(why), "\(output)")
        let last = try #require(output.components(separatedBy: loggedIn).last)
        #expect(last.contains(title), "after the log-in, the orders are shown: \(last)")
    }

    @Test(arguments: [
        ("en", "✓ Logged in as Bob Li", "Account\n=======", "Choose a demo user"),
        ("zh-Hans", "✓ 已作为李博登录", "账户\n====", "请选择一个演示用户"),
    ])
    func logInAsSomeoneElseReturnsToTheAccountPage(
        language: String, loggedIn: String, account: String, choose: String
    ) async throws {
        let app = InProcessBazaar(bazaar: try Bazaar())
        await logIn("alice", app)
        let session = await app.run([], lines: ["open bazaar://account", "2", "2", "quit"], language: language)
        let last = try #require(session.standardOutput.components(separatedBy: loggedIn).last)
        #expect(last.contains(account), "back on the account page: \(last)")
        #expect(!last.contains(choose), "not on the log-in page: \(last)")
    }
}
