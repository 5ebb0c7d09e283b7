import AllContracts
import TestSupport
import Testing

@testable import ShellKit

/// Every usage error and start failure of `shell` is in the user's language, from
/// `BAZAAR_LANG` or `--lang` wherever it stands (issue #11).
@Suite struct ShellMessagesInEachLanguageTests {
    /// What a shell line may name in any language: modules, services, options, URLs.
    static let names =
        ModuleContract.all.map(\.name) + ["AccountService", "GoodsService", "CartService", "OrderService"]
        + ShellInvocation.optionSummary.split { $0 == "," || $0 == " " }.map(String.init)
        + ["shell", "--help", "bazaar://cart", "bazaar", "URL", "DIR", "en", "zh-Hans", "bash", "zsh", "fish"]

    @Test(arguments: [
        ["Nope"], [], ["--bogus"], ["Cart", "--bogus"], ["--list", "Cart"], ["Cart", "--names"],
        ["Goods", "--logged-out"],
        ["Cart", "--start", "bazaar://goods/list"], ["Cart", "--start"],
        ["Cart", "--start", "bazaar://cart", "routes"],
        ["--list", "--start", "bazaar://cart"], ["--list", "--sold-out"], ["--list", "--state-dir", "x"],
        ["--generate-completion-script", "csh"], ["--version=1"], ["Cart", "open"],
    ])
    func usageErrorsAreInChinese(arguments: [String]) async throws {
        let english = try await ShellRunner()(arguments)
        #expect(english.exitCode == 2, "\(english)")
        #expect(english.standardError.hasSuffix(" (see shell --help)\n"), "\(english)")
        let chinese = try await ShellRunner()(arguments, environment: ["BAZAAR_LANG": "zh-Hans"])
        #expect(chinese.exitCode == 2, "\(chinese)")
        #expect(chinese.standardError.hasPrefix("shell: "), "\(chinese)")
        #expect(chinese.standardError.hasSuffix("（参见 shell --help）\n"), "\(chinese)")
        #expect(chinese.standardError.split(separator: "\n").count == 1, "\(chinese)")
        let routes = ModuleContract.all.flatMap { contract in contract.routes.map { "bazaar://\($0.pattern)" } }
        #expect(englishWords(in: chinese.standardError, besides: arguments + routes + Self.names).isEmpty, "\(chinese)")
    }

    @Test func theListingIsInChinese() async throws {
        let result = try await ShellRunner()(["--list"], environment: ["BAZAAR_LANG": "zh-Hans"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.standardOutput.hasPrefix("模块（\(ModuleContract.all.count)）\n"), "\(result)")
        let standIns = ["StandInAccountService", "StandInGoodsService", "StandInCartService", "StandInOrderService"]
        let entries = ModuleContract.all.map { "bazaar://\(type(of: $0.entry).pattern)" }
        let words = englishWords(
            in: result.standardOutput, besides: standIns + entries + Self.names + ["demo", "guest"])
        #expect(words.isEmpty, "\(words)")
    }

    @Test func langOnTheCommandLineChoosesTheLanguageOfItsErrors() async throws {
        let result = try await ShellRunner()(["Nope", "--lang", "zh-Hans"])
        #expect(result.exitCode == 2)
        #expect(result.standardError.hasPrefix("shell: 未知模块“Nope”；可用的模块："), "\(result)")
    }

    @Test(arguments: [
        (["Cart", "--start", "bazaar://no-such-page"], Int32(3), "--start：本应用中没有页面响应“no-such-page”。"),
        (["Cart", "--start", "http://cart"], 4, "--start：“http://cart”不是 bazaar:// 链接；本应用只打开 bazaar:// 链接。"),
        (["Cart", "--start", "bazaar://cart/remove/x"], 2, "--start：“x”不是有效的“id”；请使用整数。"),
        (["Cart", "open", "bazaar://cart/add?id=901&qtty=1"], 2, "该链接不接受参数“qtty”；它接受的参数：id、qty。"),
    ])
    func routeFailuresAreInChinese(arguments: [String], code: Int32, message: String) async throws {
        let result = try await ShellRunner()(arguments, input: "quit\n", environment: ["BAZAAR_LANG": "zh-Hans"])
        #expect(result.exitCode == code, "\(result)")
        #expect(result.standardError.hasPrefix("shell: "), "\(result)")
        #expect(result.standardError.hasSuffix(message + "\n"), "\(result)")
    }
}
