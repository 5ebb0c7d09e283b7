import Console
import Mediator
import ModuleMakers
import TestSupport
import Testing

@testable import ShellKit

/// The shell's own command line: listing, help, and bad input as usage errors (exit 2).
@Suite struct ShellCommandLineTests {
    @Test func listNamesEveryModuleWhatItConsumesAndTheStandIns() throws {
        let result = try ShellRunner()(["--list"])
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
        (["Cart", "--bogus"], "unknown option '--bogus'"),
        (["Cart", "--names"], "--names goes with --list"),
        (["Goods", "--sold-out"], "--sold-out changes the GoodsService stand-in, but Goods does not consume"),
    ])
    func badInputIsAUsageErrorNamingIt(arguments: [String], message: String) throws {
        let result = try ShellRunner()(arguments)
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError.hasPrefix("shell: "), "\(result)")
        #expect(result.standardError.contains(message), "\(result)")
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result)")
    }

    @Test func helpDocumentsTheEdgeCaseSwitches() throws {
        let result = try ShellRunner()(["--help"])
        #expect(result.exitCode == 0, "\(result)")
        for flag in [
            "--list", "--names", "--start", "--logged-out", "--sample-cart", "--sample-orders", "--sold-out",
            "--state-dir", "Exit codes",
        ] {
            #expect(result.standardOutput.contains(flag), "\(result)")
        }
    }

    @Test func loggedOutReachesTheModuleThroughTheAccountStandIn() throws {
        let shell = try ShellRunner()
        let signedIn = try shell(["Order", "open", "bazaar://order/list"])
        let signedOut = try shell(["Order", "--logged-out", "open", "bazaar://order/list"])
        #expect(signedIn.exitCode == 0 && signedOut.exitCode == 0, "\(signedIn)\n\(signedOut)")
        #expect(signedIn.standardOutput.contains("Demo Shopper"), "\(signedIn)")
        #expect(!signedOut.standardOutput.contains("Demo Shopper"), "\(signedOut)")
    }

    /// A module's own shell takes the same command line with the module's name optional, and
    /// names itself in its lines.
    @Test func aModulesOwnShellRunsItAloneWithOrWithoutItsName() throws {
        let cart = try ShellRunner("CartShell")
        let names = try cart(["--list", "--names"])
        #expect(names.exitCode == 0 && names.standardOutput == "Cart\n", "\(names)")
        for arguments in [["open", "bazaar://cart"], ["cart", "open", "bazaar://cart"]] {
            let result = try cart(arguments)
            #expect(result.exitCode == 0 && result.standardOutput.hasPrefix("Cart\n===="), "\(arguments): \(result)")
        }
        let standIn = try cart(["open", "bazaar://goods/list"])
        #expect(standIn.exitCode == 0 && standIn.standardOutput.contains("Stand-in: Goods · goods/list"), "\(standIn)")
        let bad = try cart(["--bogus"])
        #expect(bad.exitCode == 2 && bad.standardError.hasPrefix("CartShell: unknown option '--bogus'"), "\(bad)")
    }
}
