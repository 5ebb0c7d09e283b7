import Console
import Foundation
import TestSupport
import Testing

/// The checkout a log-in resumes, lines the stock cannot fill, and the ways on from pages that
/// need a logged-in user, through `bazaar`'s program entry.
@Suite struct CheckoutAndLogInTests {
    private func logIn(_ user: String, _ app: Bazaar) async throws {
        _ = try await app.logIn(user)
    }

    @Test(arguments: [
        ("en", "The cart changed since it was shown", "Pay ¥225.00"), ("zh-Hans", "购物车在显示之后有变化", "支付 ¥225.00"),
    ])
    func theCheckoutALogInResumesShowsTheMergedCart(language: String, changed: String, pay: String) async throws {
        let app = try Bazaar()
        try await logIn("alice", app)
        #expect(
            try await app.run(["open", "bazaar://cart/add?id=3&qty=3", "bazaar://account/logout"]).exitCode == 0)
        #expect(try await app.run(["open", "bazaar://cart/add?id=3&qty=2"]).exitCode == 0)

        // The cart page (2 cups), Checkout ([5]), log in as Alice ([1]): her 3 saved cups join.
        let session = try await app.run(
            [], input: "open bazaar://cart\n5\n1\nquit\n", environment: ["BAZAAR_LANG": language])
        let checkout = try #require(session.standardOutput.components(separatedBy: "\n\n").last { $0.contains(pay) })
        #expect(session.standardOutput.contains(changed), "\(session.standardOutput)")
        #expect(checkout.contains(pay), "\(session.standardOutput)")

        // Paying it places the 5 cups, and the cart is empty after it.
        let paid = try await app.run([], input: "open bazaar://cart\n5\n2\nquit\n")
        #expect(paid.exitCode == 0, "\(paid.standardError)")
        #expect(paid.standardOutput.contains("You paid ¥225.00 for 5 items"), "\(paid.standardOutput)")
    }

    @Test(arguments: [
        ("en", "Yixing Clay Teapot (item 7) is sold out: remove it from the cart", "(not enough in stock)"),
        ("zh-Hans", "宜兴紫砂壶（商品 7）已售罄", "（库存不足）"),
    ])
    func aSoldOutLineIsSaidOnCheckoutAndPayIsUnavailable(language: String, soldOut: String, reason: String) async throws
    {
        let bazaar = try Bazaar()
        let app = bazaar
        try await logIn("bob", app)
        #expect(try await app.run(["open", "bazaar://cart/add?id=7", "bazaar://cart/add?id=3"]).exitCode == 0)
        // Another terminal bought the last teapot.
        try Data(#"{"7": 0}"#.utf8).write(to: bazaar.stateDirectory.appendingPathComponent("goods-stock.json"))

        let session = try await app.run([], input: "open bazaar://cart\n9\n3\n", environment: ["BAZAAR_LANG": language])
        #expect(session.standardOutput.contains(soldOut), "\(session.standardOutput)")
        #expect(session.standardOutput.contains(reason), "\(session.standardOutput)")
        #expect(
            session.exitCode == ExitCode.declined.rawValue,
            "choosing Pay says why and does nothing: \(session.standardError)")
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
        let app = try Bazaar()
        try await logIn("alice", app)
        let session = try await app.run(
            [], input: "open bazaar://order/list\nopen bazaar://account/logout\nshow\n1\n1\nquit\n",
            environment: ["BAZAAR_LANG": language])
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
        let app = try Bazaar()
        try await logIn("alice", app)
        let session = try await app.run(
            [], input: "open bazaar://account\n2\n2\nquit\n", environment: ["BAZAAR_LANG": language])
        let last = try #require(session.standardOutput.components(separatedBy: loggedIn).last)
        #expect(last.contains(account), "back on the account page: \(last)")
        #expect(!last.contains(choose), "not on the log-in page: \(last)")
    }
}
