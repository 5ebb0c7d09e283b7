import AllContracts
import Foundation
import TestSupport
import Testing

/// Every JSON document `bazaar` and `shell` print spells a key one way: a link carries its full
/// URL as `url` wherever it appears (the page's `links`, a section's link, a record's link and
/// actions), never a `path` without a scheme, and whether a route is native-only is
/// `isNativeOnly`, on a stand-in page too.
struct JSONKeySpellingTests {
    /// Every object in `json` that is a link (it has a `title` and `isNativeOnly`).
    private func links(in json: Any) -> [[String: Any]] {
        if let array = json as? [Any] { return array.flatMap(links(in:)) }
        guard let object = json as? [String: Any] else { return [] }
        let own = object["title"] is String && object["isNativeOnly"] is Bool ? [object] : []
        return own + object.values.flatMap(links(in:))
    }

    @Test(
        arguments: [
            ["Cart", "open", "bazaar://cart/add?id=901&qty=2", "bazaar://cart"],
            ["Goods", "open", "bazaar://goods/list"],
            ["Cart", "open", "bazaar://goods/list"],
            ["Order", "open", "bazaar://order/list"],
        ])
    func everyLinkIsAURLWithOneSpelling(arguments: [String]) async throws {
        let result = try await ShellRunner()(arguments + ["--json"])
        #expect(result.exitCode == 0, "\(result)")
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        let links = links(in: json)
        #expect(links.count > 1, "\(result)")
        for link in links {
            #expect((link["url"] as? String)?.hasPrefix("bazaar://") == true, "\(link)")
            #expect(link["path"] == nil, "\(link)")
        }
        #expect(!result.standardOutput.contains("\"nativeOnly\""), "one spelling per key")
    }

    @Test func theListNamesAModuleAsModulesDoes() async throws {
        let result = try await ShellRunner()(["--list", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let modules = object?["modules"] as? [[String: Any]] ?? []
        #expect(modules.compactMap { $0["name"] as? String } == ModuleContract.all.map(\.name), "\(result)")
        #expect(modules.allSatisfy { $0["module"] == nil }, "one spelling per key: \(result)")
    }

    @Test func aStandInPageSaysIsNativeOnly() async throws {
        let result = try await ShellRunner()(["Cart", "open", "bazaar://goods/list", "--json"])
        #expect(result.standardOutput.contains("\"key\" : \"isNativeOnly\""), "\(result)")
        let page = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let sections = page?["sections"] as? [[String: Any]] ?? []
        let fields = sections.flatMap {
            ($0["items"] as? [[String: Any]] ?? []).compactMap { $0["field"] as? [String: Any] }
        }
        let field = try #require(fields.first { $0["key"] as? String == "isNativeOnly" })
        #expect(field["value"] as? Bool == false && field["text"] as? String == "no", "a yes or no is a JSON boolean")
        #expect(!result.standardOutput.contains("\"nativeOnly\""), "\(result)")
    }
}
