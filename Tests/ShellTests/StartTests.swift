import AllContracts
import Foundation
import TestSupport
import Testing

/// `shell <Module> --start URL` starts a session on any route of the module, native-only ones
/// included, with the payload it needs from the stand-ins.
@Suite struct StartTests {
    static let routes = ModuleContract.all.flatMap { contract in contract.routes.map { (contract.name, $0.pattern) } }

    @Test(arguments: routes)
    func startsOnEveryRouteOfEveryModule(module: String, pattern: String) async throws {
        let sample = try #require(RouteSamples.sample(for: pattern), "no sample URL for \(pattern) in RouteSamples")
        let shell = try ShellRunner()
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("start-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        for path in sample.preparations + [sample.path] {
            let result = try await shell(
                [module, "--state-dir", state.path, "--start", "\(BazaarURL.scheme)://\(path)"], input: "quit\n")
            #expect(result.exitCode == 0, "--start \(path) in shell \(module): \(result)")
            #expect(result.standardError.isEmpty, "\(result)")
            #expect(result.standardOutput.contains("\n===="), "no page drawn: \(result)")
            #expect(!result.standardOutput.contains("Stand-in: \(module)"), "\(path) is \(module)'s own: \(result)")
        }
    }

    @Test func checkoutStartsWithTheStandInCartsLinesAndPaysThroughToTheOrder() async throws {
        let shell = try ShellRunner("OrderShell")
        let checkout = try await shell(["--start", "bazaar://order/checkout"], input: "quit\n")
        #expect(checkout.exitCode == 0, "\(checkout)")
        #expect(checkout.standardOutput.contains("Sample Green Tea"), "\(checkout)")
        #expect(checkout.standardOutput.contains("Total: ¥40.00"), "\(checkout)")
        let pay = try #require(Self.linkNumber(titled: "Pay", in: checkout.standardOutput), "\(checkout)")

        let paid = try await shell(["--start", "bazaar://order/checkout"], input: "\(pay)\nquit\n")
        #expect(paid.standardOutput.contains("Order 1001 placed"), "\(paid)")
        let confirmation = try #require(paid.standardOutput.range(of: "Order 1001 placed"))
        let rest = String(paid.standardOutput[confirmation.upperBound...])
        let detail = try #require(Self.linkNumber(containing: "order/detail/1001", in: rest), "\(paid)")
        let walked = try await shell(["--start", "bazaar://order/checkout"], input: "\(pay)\n\(detail)\nback\nquit\n")
        #expect(walked.exitCode == 0 && walked.standardError.isEmpty, "\(walked)")
        #expect(walked.standardOutput.components(separatedBy: "Order 1001").count > 3, "\(walked)")
    }

    /// "My orders" draws its orders as a table whose every column has a header, in both languages.
    @Test(arguments: [("en", "  Link  Order  Placed at  "), ("zh-Hans", "  链接  订单  下单时间  ")])
    func myOrdersHeadsEveryColumn(language: String, header: String) async throws {
        let shell = try ShellRunner("OrderShell")
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("orders-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let paid = try await shell(["--state-dir", state.path, "--start", "bazaar://order/pay"], input: "quit\n")
        #expect(paid.exitCode == 0, "\(paid)")
        let list = try await shell(["--state-dir", state.path, "open", "bazaar://order/list", "--lang", language])
        #expect(list.exitCode == 0, "\(list)")
        let lines = list.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        let dashes = try #require(lines.firstIndex { $0.hasPrefix("  ----") }, "\(list)")
        // The first columns: the link, then the order (before, a column without a header).
        #expect(lines[dashes - 1].hasPrefix(header), "\(list)")
        #expect(lines[dashes + 1].hasPrefix("  [1]   1001  "), "\(list)")
    }

    @Test func theEdgeCasesOfCheckoutAreReachedWithTheScenarioSwitches() async throws {
        let shell = try ShellRunner()
        let soldOut = try await shell(["Order", "--sold-out", "--start", "bazaar://order/checkout"], input: "quit\n")
        let pay = try #require(Self.linkNumber(titled: "Pay", in: soldOut.standardOutput), "\(soldOut)")
        let refused = try await shell(
            ["Order", "--sold-out", "--start", "bazaar://order/checkout"], input: "\(pay)\nquit\n")
        // Checkout says which lines the stock cannot fill, and Pay is unavailable saying why: choosing
        // it does nothing, and the piped session ends with the exit code of a refusal, 5.
        #expect(soldOut.standardOutput.contains("is sold out: remove it from the cart"), "\(soldOut)")
        #expect(refused.exitCode == 5 && refused.standardError.contains("not enough in stock"), "\(refused)")
        #expect(!refused.standardOutput.contains("placed"), "\(refused)")

        // Issue #17: logged out, checkout's guard (Account's, stood in) shows the stand-in log-in
        // page (it used to be Account's stand-in page, noting the completion it never calls).
        let loggedOut = try await shell(
            ["Order", "--logged-out", "--start", "bazaar://order/checkout"], input: "quit\n")
        #expect(loggedOut.exitCode == 0, "\(loggedOut)")
        #expect(loggedOut.standardOutput.contains("Stand-in: log in"), "\(loggedOut)")
        #expect(!loggedOut.standardOutput.contains("Paying as"), "\(loggedOut)")
    }

    @Test(arguments: [
        (["Cart", "--start", "bazaar://goods/list"], 2, "is a route of Goods, which is not part of this run"),
        (["Cart", "--start", "bazaar://no-such-page"], 3, "--start: Nothing in this app answers 'no-such-page'."),
        (["Cart", "--start", "bazaar://cart/remove/x"], 2, "'x' is not a valid 'id'; use a whole number."),
        (["Cart", "--start", "http://cart"], 4, "'http://cart' is not a bazaar:// link"),
        (["Cart", "--start", "file:///etc/passwd"], 4, "'file:///etc/passwd' is not a bazaar:// link"),
        (["Cart", "--start", "bazaar://cart", "routes"], 2, "--start bazaar://cart starts a session"),
        (["Cart", "--start"], 2, "--start needs a URL"),
        (["--list", "--start", "bazaar://cart"], 2, "goes with a module"),
        (["Cart", "--start", "bazaar://cart", "--start=bazaar://cart"], 2, "--start is given twice"),
    ])
    func aStartThatCannotBeOpenedSaysWhyInOneLine(arguments: [String], code: Int32, message: String) async throws {
        let result = try await ShellRunner()(arguments, input: "quit\n")
        #expect(result.exitCode == code, "\(result)")
        #expect(result.standardError.contains(message), "\(result)")
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result)")
        #expect(!result.standardOutput.contains("===="), "no session may start: \(result)")
    }

    /// The number of the first link line `[n] title…` whose title starts with `title`.
    static func linkNumber(titled title: String, in text: String) -> Int? {
        linkNumber(in: text) { $0.hasPrefix(title) }
    }

    /// The number of the first link line that contains `text`.
    static func linkNumber(containing part: String, in text: String) -> Int? {
        linkNumber(in: text) { $0.contains(part) }
    }

    private static func linkNumber(in text: String, where matches: (String) -> Bool) -> Int? {
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]") else { continue }
            let rest = trimmed[trimmed.index(after: close)...].drop { $0 == " " }
            if let number = Int(trimmed[trimmed.index(after: trimmed.startIndex)..<close]), matches(String(rest)) {
                return number
            }
        }
        return nil
    }
}
