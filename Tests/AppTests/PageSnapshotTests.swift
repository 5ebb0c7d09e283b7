import AllContracts
import Foundation
import TestSupport
import Testing

/// The main pages as `bazaar open` draws them, in both languages, against the snapshots in
/// `Snapshots/` (re-record with `BAZAAR_RECORD_SNAPSHOTS=1`). Each page is drawn from the same
/// state: items 3 and 7 in the cart (7 at its stock, so its +1 says "none left"), nobody logged in.
@Suite(.serialized)
struct PageSnapshotTests {
    /// The pages: a snapshot name and the URLs opened to reach the page.
    static let pages: [(name: String, urls: [String])] = [
        ("home", ["bazaar://home"]),
        ("goods-list", ["bazaar://goods/list"]),
        ("goods-list-teaware", ["bazaar://goods/list?category=teaware"]),
        ("goods-detail", ["bazaar://goods/detail/3"]),
        ("cart", ["bazaar://cart"]),
        ("account", ["bazaar://account"]),
        ("login", ["bazaar://account/login"]),
        ("login-chosen", ["bazaar://account/login/bob"]),
        ("messages", ["bazaar://messages"]),
        ("not-found", ["bazaar://no-such-page/at/all"]),
    ]

    static let arguments = ["en", "zh-Hans"].flatMap { language in pages.map { (language, $0.name) } }

    @Test(arguments: arguments)
    func pageMatchesItsSnapshot(language: String, page: String) async throws {
        let bazaar = try Bazaar()
        let filled = try await bazaar.run(["open", "bazaar://cart/add?id=3&qty=2", "bazaar://cart/add?id=7&qty=1"])
        #expect(filled.exitCode == 0, "\(filled)")
        let urls = try #require(Self.pages.first { $0.name == page }?.urls)
        guard page == "not-found" else {
            let result = try await bazaar.run(["open"] + urls + ["--lang", language])
            try Snapshot.assert(result.standardOutput, named: "page-\(page).\(language).txt")
            return
        }
        // `open` prints no page for a URL nobody answers (all or report); a session draws the
        // not-found page after the first page: the snapshot is the last page drawn.
        let session = try await bazaar.run(["--lang", language], input: urls.map { "open \($0)\n" }.joined())
        let pages = session.standardOutput.components(separatedBy: "\n\n")
        try Snapshot.assert(try #require(pages.last), named: "page-\(page).\(language).txt")
    }

    /// The route list against its snapshot, cell by cell: a module scaffolded since (its routes,
    /// the count, the widths they change) needs no re-recording. The rows of modules the snapshot
    /// does not have must be modules of `ModuleContract.all`; count and alignment are checked on
    /// the whole list.
    @Test(arguments: ["en", "zh-Hans"])
    func routesMatchTheirSnapshot(language: String) async throws {
        let result = try await Bazaar().run(["routes", "--lang", language])
        #expect(result.exitCode == 0, "\(result)")
        let name = "routes.\(language).txt"
        guard let recorded = Snapshot.recorded(named: name) else {
            return try Snapshot.assert(result.standardOutput, named: name)
        }
        let printed = try PrintedTable(result.standardOutput)
        let expected = try PrintedTable(recorded)
        #expect(printed.misalignedLines.isEmpty, "\(result.standardOutput)")
        #expect(printed.count == printed.rows.count, "\(result.standardOutput)")
        #expect(printed.title == expected.title && printed.header == expected.header, "\(result.standardOutput)")
        let owners = Set(expected.rows.map { $0.dropFirst().first ?? "" })
        #expect(
            printed.rows.filter { owners.contains($0.dropFirst().first ?? "") } == expected.rows,
            "\(result.standardOutput)")
        let added = Set(printed.rows.map { $0.dropFirst().first ?? "" }).subtracting(owners)
        #expect(added.isSubset(of: ModuleContract.all.map(\.name)), "\(result.standardOutput)")
    }
}
