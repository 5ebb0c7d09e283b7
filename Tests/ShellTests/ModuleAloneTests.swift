import AllContracts
import Console
import Foundation
import MediatorRuntime
import ModuleMakers
import StandIns
import TestSupport
import Testing

@testable import ShellKit

/// Each business module runs alone in the shell (in-process): every link of its entry page leads to a
/// page (its own, or a stand-in page for another module's route) and `back` returns; a route of
/// any other module opens a stand-in page after the app's own checks.
@Suite struct ModuleAloneTests {
    static let modules = ModuleContract.all.map(\.name)

    /// Session input that puts something on the entry page to follow.
    static let setUp = ["Cart": ["bazaar://cart/add?id=901&qty=2"]]

    /// The module that owns a URL, read from the contracts.
    static func owner(of url: String) async throws -> String? {
        let hub = try await StartRoute.hub(of: ModuleContract.all)
        // A native-only route is refused from outside: its owner is the one of its pattern.
        let match = Result { () throws(RouteError) in try hub.route(forURL: url).owner }
        guard case .failure(.nativeOnly(_, let pattern)) = match else { return try match.get() }
        return hub.routes().first { $0.pattern == pattern }?.owner
    }

    /// The text after the last occurrence of `marker`, or `nil` when it does not occur.
    static func after(_ marker: String, in text: String) -> Substring? {
        text.range(of: marker, options: .backwards).map { text[$0.upperBound...] }
    }

    @Test(arguments: modules)
    func everyLinkOfTheEntryPageLeadsToAPageAndBack(module: String) async throws {
        let shell = try ShellRunner()
        let contract = try #require(ModuleContract.named(module))
        let entry = "bazaar://\(StandInRoutes.path(of: contract.entry))"
        let setUp = Self.setUp[module] ?? []
        let opened = try await shell.open(module, setUp + [entry])
        let page = try #require(opened.page, "\(opened.result)")
        let title = try #require(page.title)

        for link in page.links {
            let owner = try #require(
                try await Self.owner(of: link.url), "no module owns link \(link.number), \(link.url)")
            let input = setUp.map { "open \($0)\n" }.joined() + "\(link.number)\nback\nquit\n"
            let session = try await shell([module], input: input)
            // An action of the module's own that leaves its page on top has nothing to go back to:
            // `back` says so in a note, which is not a failure.
            #expect(session.exitCode == 0 && session.standardError.isEmpty, "\(link.url): \(session)")
            let shown = session.standardOutput
            #expect(!shown.contains("That page is not part of this app."), "\(link.url): \(session)")
            if owner == module {
                #expect(!shown.contains("Stand-in:"), "\(link.url) is \(module)'s own: \(session)")
            } else {
                let standIn = Self.after("Stand-in: \(owner) · ", in: shown)
                #expect(standIn != nil, "\(link.url) should open \(owner)'s stand-in page: \(session)")
                #expect(standIn?.contains(title) == true, "back did not return to '\(title)': \(session)")
            }
        }
    }

    @Test(arguments: modules)
    func anotherModulesPageOpensAsAStandInAndBackReturns(module: String) async throws {
        let contract = try #require(ModuleContract.named(module))
        let other = try #require(ModuleContract.all.first { $0.name != module })
        let title = try #require(
            try await ShellRunner().open(module, ["bazaar://\(StandInRoutes.path(of: contract.entry))"]).page?.title)
        let session = try await ShellRunner()(
            [module], input: "open bazaar://\(StandInRoutes.path(of: other.entry))\n1\nback\nback\nquit\n")
        #expect(session.exitCode == 0 && session.standardError.isEmpty, "\(session)")
        // The stand-in page, its back link to the entry page, then `back` twice: the stand-in
        // page again and the entry page it was opened from.
        let standIn = try #require(Self.after("Stand-in: \(other.name) · ", in: session.standardOutput), "\(session)")
        #expect(standIn.contains(title), "back did not return to '\(title)': \(session)")
        #expect(session.standardOutput.components(separatedBy: "Stand-in: \(other.name) · ").count == 3, "\(session)")
    }

    /// Issue #17: a route that requires a logged-in user is decided by Account's guard first: in
    /// the Account shell the real one (nobody is logged in in a new state: its log-in page), and
    /// elsewhere Account's log-in is the stand-in login where the stand-in account runs.
    @Test(arguments: modules)
    func everyRouteOfAnotherModuleOpensAStandInPageAfterTheAppsChecks(module: String) async throws {
        let shell = try ShellRunner()
        let maker = try #require(ModuleMakers.all.first { $0.name == module })
        let logsInStandIn = try maker.consumes().contains(ServiceKey((any AccountService).self))
        for other in ModuleContract.all where other.name != module {
            for route in other.routes {
                let url = try #require(RouteSamples.url(for: route), "no sample URL for \(route.pattern)")
                let result = try await shell([module, "open", url, "--json"])
                if route.isNativeOnly {
                    #expect(result.exitCode == 4, "\(url) is native-only: \(result)")
                    #expect(result.standardError.contains("can only be opened from inside the app"), "\(result)")
                } else {
                    if logsInStandIn, route == AccountLogInAs.self {
                        // The sample's user is the app's, not one of the stand-in login's.
                        #expect(result.exitCode == 5, "\(result)")
                        #expect(result.standardError.contains("There is no stand-in user 'alice'."), "\(result)")
                        continue
                    }
                    let page = try? JSONDecoder().decode(OpenedPage.self, from: Data(result.standardOutput.utf8))
                    #expect(result.exitCode == 0, "\(url) in shell \(module): \(result)")
                    if module == "Account", !route.requirements.isEmpty {
                        #expect(page?.title == "Log in", "\(result)")
                        continue
                    }
                    if logsInStandIn,
                        StandInLogin.routes.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(route) })
                    {
                        #expect(page?.title == "Stand-in: log in", "\(result)")
                        continue
                    }
                    #expect(page?.title == "Stand-in: \(other.name) · \(route.pattern)", "\(result)")
                    #expect(
                        page?.links.last?.url
                            == "bazaar://\(StandInRoutes.path(of: try #require(ModuleContract.named(module)).entry))")
                }
            }
        }
        let unknown = try await shell([module, "open", "bazaar://no-such-page"])
        #expect(unknown.exitCode == 3, "a URL no module owns: \(unknown)")
        let reserved = try await shell([module, "open", "bazaar://goods/list?price=1"])
        #expect(reserved.exitCode == 4, "a reserved parameter: \(reserved)")
    }

    @Test func theStandInPageShowsTheParametersAndThePayloadWithItsTotal() async throws {
        let shell = try ShellRunner()
        let detail = try await shell(["Cart", "open", "bazaar://goods/list?category=tea"])
        #expect(detail.exitCode == 0, "\(detail)")
        #expect(detail.standardOutput.contains("category: tea"), "\(detail)")
        #expect(detail.standardOutput.contains("Module:      Goods"), "\(detail)")

        let checkout = try await shell(["Cart"], input: "open bazaar://cart/add?id=901&qty=2\n5\nquit\n")
        let standIn = try #require(Self.after("Stand-in: Order · order/checkout", in: checkout.standardOutput))
        #expect(standIn.contains("[CheckoutLine], 1 line"), "\(checkout)")
        #expect(standIn.contains("Sample Green Tea"), "\(checkout)")
        #expect(standIn.contains("Total: ¥25.00"), "\(checkout)")
    }

    @Test func aMessageLinkOpensAStandInPageOrIsNotFoundOrRefused() async throws {
        let shell = try ShellRunner()
        let expected = [
            1: "Stand-in: Goods · goods/detail/:id", 2: "Stand-in: Cart · cart/add", 3: "Stand-in: Goods · goods/list",
            4: "Nothing in this app answers 'spring-coupons'.", 5: "was refused", 6: "was refused",
        ]
        for (id, text) in expected {
            let result = try await shell(["Messages", "open", "bazaar://messages/\(id)/follow"])
            // A link no module owns is the message's fault, not the caller's: Messages' page says
            // so, with the way back to the message, and the command succeeds.
            #expect(result.exitCode == 0 && result.standardError.isEmpty, "\(result)")
            #expect(result.standardOutput.contains(text), "message \(id): \(result)")
        }
    }

    @Test(arguments: modules)
    func registersOnlyTheModuleAndStandIns(module: String) async throws {
        struct RouteOwner: Decodable { let owner: String }
        struct ServiceProvider: Decodable { let provider: String }
        struct ModuleName: Decodable { let name: String }
        let shell = try ShellRunner()
        let decoder = JSONDecoder()
        struct Listing<Item: Decodable>: Decodable {
            let routes: [Item]?
            let services: [Item]?
            let modules: [Item]?
        }
        func listing<Item: Decodable>(_ command: String, _ type: Item.Type) async throws -> Listing<Item> {
            try decoder.decode(
                Listing<Item>.self, from: Data(try await shell([module, command, "--json"]).standardOutput.utf8))
        }
        let routes = try await listing("routes", RouteOwner.self).routes ?? []
        let services = try await listing("services", ServiceProvider.self).services ?? []
        let modules = try await listing("modules", ModuleName.self).modules ?? []
        let contract = try #require(ModuleContract.named(module))
        #expect(routes.filter { $0.owner == module }.count == contract.routes.count)
        #expect(Set(routes.map(\.owner)) == [module, "stand-in"])
        #expect(routes.count == ModuleContract.all.map(\.routes.count).reduce(0, +))
        #expect(Set(services.map(\.provider)).isSubset(of: [module, "stand-in"]))
        // The stand-in pages are a module of their own, built beside the one that runs.
        #expect(modules.map(\.name) == [module, "stand-in"])
    }
}
