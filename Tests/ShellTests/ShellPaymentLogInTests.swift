import Foundation
import TestSupport
import Testing

/// Paying in `shell Order`: logged out, the stand-in log-in page comes first and logging in there
/// shows the checkout to pay; logged in, the order is placed.
struct ShellPaymentLogInTests {
    /// Paying requires a logged-in user: the stand-in log-in page comes first, and logging in
    /// there shows the checkout to pay.
    @Test(arguments: [
        ("en", "Stand-in: log in", "Paying as Demo Shopper."), ("zh-Hans", "替身：登录", "付款人：演示顾客。"),
    ])
    func payingLoggedOutAsksForALogInFirstInTheUsersLanguage(
        language: String, login: String, paying: String
    ) async throws {
        let result = try await ShellRunner()(
            ["Order", "--logged-out", "--start", "bazaar://order/pay", "--lang", language], input: "1\nquit\n")
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.standardError.isEmpty, "\(result)")
        let shown = result.standardOutput
        let asked = try #require(shown.range(of: login), "\(result)")
        let checkout = try #require(shown.range(of: paying), "\(result)")
        #expect(asked.upperBound <= checkout.lowerBound, "\(result)")
    }

    @Test func payingLoggedInStillPlacesTheOrder() async throws {
        let result = try await ShellRunner()(["Order", "--start", "bazaar://order/pay"], input: "quit\n")
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.standardOutput.contains("1001"), "\(result)")
    }
}
