import Foundation
import TestSupport
import Testing

/// `shell Order --logged-out`: the absent Account's login guard is stood in, as Account's own
/// would act: the stand-in log-in page, then the page that asked for it.
struct GuardStandInTests {
    @Test func loggingInOnTheStandInPageShowsTheGuardedPage() async throws {
        let result = try await ShellRunner()(
            ["Order", "--logged-out"], input: "open bazaar://order/list\n1\nquit\n")
        #expect(result.exitCode == 0, "\(result)")
        let shown = result.standardOutput
        let login = try #require(shown.range(of: "Stand-in: log in"), "\(result)")
        let loggedIn = try #require(shown.range(of: "Logged in as Demo Shopper (stand-in)."), "\(result)")
        let orders = try #require(
            shown.range(of: "My orders", range: loggedIn.upperBound..<shown.endIndex), "\(result)")
        #expect(login.upperBound <= loggedIn.lowerBound && loggedIn.upperBound <= orders.lowerBound)
        #expect(result.standardError.isEmpty, "\(result)")
    }

    @Test func checkoutResumesWithPayAfterTheStandInLogIn() async throws {
        let result = try await ShellRunner()(
            ["Order", "--logged-out", "--start", "bazaar://order/checkout"], input: "1\nquit\n")
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.standardOutput.contains("Stand-in: log in"), "\(result)")
        #expect(result.standardOutput.contains("Paying as Demo Shopper."), "\(result)")
    }

    @Test(arguments: [("en", "Stand-in: log in"), ("zh-Hans", "替身：登录")])
    func aOneShotOpenPrintsTheStandInLogInPageAndNamesTheURLAskedFor(language: String, title: String) async throws {
        let result = try await ShellRunner()([
            "Order", "--logged-out", "--lang", language, "open", "bazaar://order/list", "--json",
        ])
        #expect(result.exitCode == 0, "\(result)")
        let page = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(page?["title"] as? String == title, "\(result)")
        #expect(page?["redirectedFrom"] as? String == "bazaar://order/list", "\(result)")
    }
}
