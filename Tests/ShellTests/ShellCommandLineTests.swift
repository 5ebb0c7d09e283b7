import AllContracts
import Console
import Foundation
import ModuleMakers
import TestSupport
import Testing

@testable import ShellKit

/// The shell's own command line: listing, help, and bad input as usage errors (exit 2).
@Suite struct ShellCommandLineTests {
    @Test func listNamesEveryModuleWhatItConsumesAndTheStandIns() async throws {
        let result = try await ShellRunner()(["--list"])
        #expect(result.exitCode == 0, "\(result)")
        for module in ModuleMakers.all {
            #expect(result.standardOutput.contains(module.name), "\(result)")
            for service in try module.consumes() {
                #expect(result.standardOutput.contains(service.name), "\(result)")
            }
        }
        for standIn in ["StandInAccountService", "StandInGoodsService", "StandInCartService", "StandInOrderService"] {
            #expect(result.standardOutput.contains(standIn), "\(result)")
        }
        #expect(!result.standardOutput.contains("refuses to start"), "\(result)")
    }

    @Test(arguments: [
        (
            ["NoSuchModule"],
            "unknown module 'NoSuchModule'; modules are \(ModuleContract.all.map(\.name).joined(separator: ", "))"
        ),
        ([], "name a module to run"),
        (["Goods", "--logged-out"], "--logged-out changes the AccountService stand-in, but Goods does not consume"),
        (["--list", "Cart"], "--list lists every module and takes no module name; got 'Cart'"),
        (["Cart", "--bogus"], "unknown option '--bogus'; options are \(ShellInvocation.optionSummary)"),
        (["--bogus"], "unknown option '--bogus'"),
        (["Cart", "open"], "open needs at least one URL"),
        (["--generate-completion-script", "csh"], "takes bash, zsh or fish"),
        (["--version=1"], "--version takes no value"),
        (["Cart", "--names"], "--names goes with --list"),
        (["Goods", "--sold-out"], "--sold-out changes the GoodsService stand-in, but Goods does not consume"),
    ])
    func badInputIsAUsageErrorNamingIt(arguments: [String], message: String) async throws {
        let result = try await ShellRunner()(arguments)
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError.hasPrefix("shell: "), "\(result)")
        #expect(result.standardError.contains(message), "\(result)")
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result)")
    }

    @Test func usageErrorsListEveryOptionTheShellTakes() async {
        for option in [
            "--start", "--list", "--names", "--logged-out", "--sample-cart", "--sample-orders", "--sold-out",
            "--state-dir", "--lang", "--no-color", "--json", "--help", "--version", "--generate-completion-script",
        ] {
            #expect(ShellInvocation.optionSummary.contains(option), "\(option)")
        }
    }

    @Test(
        arguments: [
            (["Cart", "open", "bazaar://cart/add?id=901&qty=-1"], Int32(2)),
            (["Cart", "open", "bazaar://no-such-page"], 3),
            (["Cart", "open", "javascript:alert(1)"], 4),
            (["Cart", "open", "bazaar://cart/add?id=904"], 5),
            (["Cart", "open", "bazaar://cart"], 0),
        ] as [([String], Int32)])
    func theShellAnswersTheSameExitCodes(arguments: [String], exitCode: Int32) async throws {
        let result = try await ShellRunner()(arguments)
        #expect(result.exitCode == exitCode, "\(result)")
    }

    @Test(arguments: [["Cart", "routes"], ["Cart", "open", "bazaar://cart"], ["--list"]])
    func aFullDiskIsExitOneWithOneLine(arguments: [String]) async throws {
        let result = try await ShellRunner()(arguments, outputError: ENOSPC)
        #expect(result.exitCode == 1, "\(result)")
        #expect(
            result.standardError == "shell: cannot write to standard output: No space left on device\n", "\(result)")
    }

    @Test func theBuiltShellOnAFullDiskIsExitOneWithOneLine() async throws {
        let result = try await ShellRunner()(["--list"], redirection: "> /dev/full")
        #expect(result.exitCode == 1, "\(result)")
        #expect(
            result.standardError == "shell: cannot write to standard output: No space left on device\n", "\(result)")
    }

    @Test func aPipedShellSessionEndsWithTheLastFailure() async throws {
        let result = try await ShellRunner()(["Cart"], input: "open bazaar://no-such-page\nhome\n")
        #expect(result.exitCode == 3, "\(result)")
        #expect(result.standardError == "shell: Nothing in this app answers 'no-such-page'.\n", "\(result)")
    }

    @Test func versionHelpInBothLanguagesAndCompletion() async throws {
        let shell = try ShellRunner()
        #expect(try await shell(["--version"]).standardOutput.wholeMatch(of: /shell \d+\.\d+\.\d+\n/) != nil)
        let chinese = try await shell(["--help", "--lang", "zh-Hans"])
        #expect(chinese.exitCode == 0, "\(chinese)")
        for text in ["用法", "选项", "退出码", "没有人登录"] { #expect(chinese.standardOutput.contains(text), "\(text)") }
        #expect(!chinese.standardOutput.contains("Options:"))
        for shellName in ["bash", "zsh", "fish"] {
            let script = try await shell(["--generate-completion-script", shellName])
            #expect(script.exitCode == 0, "\(script)")
            for word in ["Cart", "logged-out", "list", "sample-cart"] {
                #expect(script.standardOutput.contains(word), "\(word)")
            }
        }
    }

    @Test(arguments: [
        ("shell", ["help", "open"], "usage: shell <Module> open URL [URL...]"),
        ("shell", ["Cart", "open", "--help"], "usage: shell <Module> open URL [URL...]"),
        ("shell", ["Cart", "help", "routes"], "usage: shell <Module> routes"),
        ("shell", ["Cart", "--no-color", "events", "-h"], "usage: shell <Module> events"),
        ("CartShell", ["services", "--help"], "usage: CartShell services"),
        ("CartShell", ["help", "modules"], "usage: CartShell modules"),
        ("shell", ["help", "open", "--lang", "zh-Hans"], "用法：shell <Module> open URL [URL...]"),
    ])
    func eachCommandHasItsOwnHelp(program: String, arguments: [String], usage: String) async throws {
        let result = try await ShellRunner(program)(arguments)
        #expect(result.exitCode == 0 && result.standardError.isEmpty, "\(result)")
        #expect(result.standardOutput.hasPrefix(usage), "\(result)")
        #expect(result.standardOutput.contains(arguments.contains("zh-Hans") ? "退出码" : "Exit codes"), "\(result)")
        #expect(!result.standardOutput.contains("--sample-cart"), "the command's help, not the shell's: \(result)")
    }

    @Test func helpForACommandThatDoesNotExistIsAUsageError() async throws {
        let result = try await ShellRunner()(["help", "bogus"])
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError.hasPrefix("shell: unknown command 'bogus'"), "\(result)")
    }

    @Test func helpDocumentsTheEdgeCaseSwitches() async throws {
        let result = try await ShellRunner()(["--help"])
        #expect(result.exitCode == 0, "\(result)")
        for flag in [
            "--list", "--names", "--start", "--logged-out", "--sample-cart", "--sample-orders", "--sold-out",
            "--state-dir", "Exit codes",
        ] {
            #expect(result.standardOutput.contains(flag), "\(result)")
        }
    }

    @Test func loggedOutReachesTheModuleThroughTheAccountStandIn() async throws {
        let shell = try ShellRunner()
        let signedIn = try await shell(["Order", "open", "bazaar://order/list"])
        let signedOut = try await shell(["Order", "--logged-out", "open", "bazaar://order/list"])
        #expect(signedIn.exitCode == 0 && signedOut.exitCode == 0, "\(signedIn)\n\(signedOut)")
        #expect(signedIn.standardOutput.contains("Demo Shopper"), "\(signedIn)")
        // Logged out, the stand-in of Account's login guard asks for a log-in first.
        #expect(signedOut.standardOutput.contains("Stand-in: log in"), "\(signedOut)")
        #expect(!signedOut.standardOutput.contains("My orders"), "\(signedOut)")
    }

    /// A module's own shell takes the same command line with the module's name optional, and
    /// names itself in its lines.
    @Test func aModulesOwnShellRunsItAloneWithOrWithoutItsName() async throws {
        let cart = try ShellRunner("CartShell")
        let names = try await cart(["--list", "--names"])
        #expect(names.exitCode == 0 && names.standardOutput == "Cart\n", "\(names)")
        for arguments in [["open", "bazaar://cart"], ["cart", "open", "bazaar://cart"]] {
            let result = try await cart(arguments)
            #expect(result.exitCode == 0 && result.standardOutput.hasPrefix("Cart\n===="), "\(arguments): \(result)")
        }
        let standIn = try await cart(["open", "bazaar://goods/list"])
        #expect(standIn.exitCode == 0 && standIn.standardOutput.contains("Stand-in: Goods · goods/list"), "\(standIn)")
        let bad = try await cart(["--bogus"])
        #expect(bad.exitCode == 2 && bad.standardError.hasPrefix("CartShell: unknown option '--bogus'"), "\(bad)")
    }
}
