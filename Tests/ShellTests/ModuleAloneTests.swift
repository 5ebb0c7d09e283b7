import Foundation
import TestSupport
import Testing

@testable import Shell

/// Each business module runs alone in the built shell: it starts on its entry page, one of its
/// own links works, and a route of any other module is not found.
@Suite struct ModuleAloneTests {
    static let modules = ShellModule.all.map(\.name)

    /// Session input that puts something on the entry page to follow (an empty cart has only a
    /// link to the absent Goods module).
    static let setUp = ["Cart": ["bazaar://cart/add?id=901&qty=2"]]

    /// Modules whose entry page links only to other modules, and why.
    static let withoutOwnLinks = [
        "Order": "its other pages come after checkout, whose payload only Cart's native link carries (OrderAloneTests)",
        "Home": "its one route is the landing page; every link on it leads to another module",
    ]

    @Test(arguments: modules)
    func startsOnItsEntryPageAndFollowsOneOfItsOwnLinks(module: String) throws {
        let shell = try ShellRunner()
        let entry = try #require(ShellModule.all.first { $0.name == module }).entryPattern
        let setUp = Self.setUp[module] ?? []
        let opened = try shell.open(module, setUp + ["bazaar://\(entry)"])
        let page = try #require(opened.page, "\(opened.result)")
        let title = try #require(page.title)

        // The first remote link that is not found is another module's; the first that opens is
        // the module's own. Expect what opening it shows: its page's title or the action's message.
        var followed: (number: Int, expected: String)?
        for link in page.links where !link.isNativeOnly {
            let next = try shell.open(module, setUp + ["bazaar://\(entry)", link.url])
            guard next.result.exitCode == 0, let nextPage = next.page, nextPage.status == "ok" else { continue }
            let expected = nextPage.outcomes.last?.message ?? nextPage.title ?? ""
            followed = (link.number, expected)
            break
        }
        if Self.withoutOwnLinks[module] != nil {
            #expect(
                followed == nil, "\(module) now has a link of its own on its entry page; drop it from withoutOwnLinks")
        } else {
            #expect(followed != nil, "no link of \(module)'s entry page opens inside \(module): \(opened.result)")
        }

        // With no link of its own, follow link 1 (another module's: not found, reported on
        // standard error as the session's exit code 3, and the session goes on) and `home`, which
        // opens the entry page again through the module's own route.
        let steps = followed.map { "\($0.number)\n" } ?? "1\nhome\n"
        let session = try shell([module], input: setUp.map { "open \($0)\n" }.joined() + steps + "quit\n")
        #expect(session.exitCode == (followed == nil ? 3 : 0), "\(session)")
        #expect(session.standardError.isEmpty == (followed != nil), "\(session)")
        let shown = session.standardOutput
        let afterEntry = shown.range(of: title).map { shown[$0.upperBound...] } ?? ""
        #expect(!afterEntry.isEmpty, "no entry page '\(title)': \(session)")
        if let followed {
            #expect(
                afterEntry.contains(followed.expected),
                "expected '\(followed.expected)' after link \(followed.number): \(session)")
        } else {
            #expect(session.standardError.contains("no route for"), "\(session)")
            #expect(afterEntry.contains(title), "home did not show '\(title)' again: \(session)")
        }
    }

    @Test(arguments: modules)
    func aRouteOfAnotherModuleIsNotFound(module: String) throws {
        let shell = try ShellRunner()
        let others = ShellModule.all.filter { $0.name != module }
        for other in others {
            let result = try shell([module, "open", "bazaar://\(other.entryPattern)"])
            #expect(result.exitCode == 3, "\(other.name)'s entry in shell \(module): \(result)")
        }
    }

    @Test(arguments: modules)
    func registersOnlyTheModuleAndStandIns(module: String) throws {
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
        func listing<Item: Decodable>(_ command: String, _ type: Item.Type) throws -> Listing<Item> {
            try decoder.decode(
                Listing<Item>.self, from: Data(try shell([module, command, "--json"]).standardOutput.utf8))
        }
        let routes = try listing("routes", RouteOwner.self).routes ?? []
        let services = try listing("services", ServiceProvider.self).services ?? []
        let modules = try listing("modules", ModuleName.self).modules ?? []
        #expect(!routes.isEmpty)
        #expect(Set(routes.map(\.owner)) == [module])
        #expect(Set(services.map(\.provider)).isSubset(of: [module, "stand-in"]))
        #expect(modules.map(\.name) == [module])
    }
}
