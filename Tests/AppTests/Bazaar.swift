import Foundation
import TestSupport

/// Runs the built `bazaar` with its own state directory, so every test starts from nothing.
struct Bazaar {
    let stateDirectory: URL

    init() throws {
        stateDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bazaar-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true)
    }

    /// Runs `bazaar` (or another built program, as `shell`, given `--state-dir` itself) with the
    /// arguments and piped input, English and without colour.
    func run(
        _ arguments: [String], input: String = "", environment extra: [String: String] = [:],
        program: String = "bazaar"
    ) throws
        -> ExecutableResult
    {
        var environment = ProcessInfo.processInfo.environment
        environment["BAZAAR_STATE_DIR"] = stateDirectory.path
        environment["BAZAAR_LANG"] = "en"
        environment["NO_COLOR"] = "1"
        environment.merge(extra) { _, new in new }
        return try ExecutableInvocation(
            try BuiltProducts.executable(named: program), arguments: arguments, standardInput: input,
            environment: environment, timeout: 60
        ).run()
    }

    /// Runs `bazaar open URL... --json` and decodes the page document.
    func openJSON(_ urls: [String]) throws -> (result: ExecutableResult, page: [String: Any]) {
        let result = try run(["open"] + urls + ["--json"])
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        return (result, object as? [String: Any] ?? [:])
    }

    /// The records of a JSON page, as field key → the text a person reads, per record.
    static func records(of page: [String: Any]) -> [[String: String]] {
        let sections = page["sections"] as? [[String: Any]] ?? []
        return sections.flatMap { section in
            (section["items"] as? [[String: Any]] ?? []).compactMap { item -> [String: String]? in
                guard let record = item["record"] as? [String: Any] else { return nil }
                var fields: [String: String] = [:]
                for field in record["fields"] as? [[String: Any]] ?? [] {
                    if let key = field["key"] as? String, let text = field["text"] as? String { fields[key] = text }
                }
                return fields
            }
        }
    }

    /// Logs `user` in as a person does: a link from outside chooses the user and following its
    /// first link, in the app, confirms.
    func logIn(_ user: String) throws -> ExecutableResult {
        try run([], input: "open bazaar://account/login/\(user)\n1\nquit\n")
    }

    func file(_ name: String) -> URL {
        stateDirectory.appendingPathComponent(name)
    }

    /// An order as the `orders` document holds it: its number and item id → units.
    struct SavedOrder {
        let id: Int
        let units: [Int: Int]
    }

    /// The orders in the `orders` document (none when there is no such document).
    func orders() throws -> [SavedOrder] {
        guard FileManager.default.fileExists(atPath: file("orders.json").path) else { return [] }
        let book = try JSONSerialization.jsonObject(with: Data(contentsOf: file("orders.json"))) as? [String: Any]
        return (book?["orders"] as? [[String: Any]] ?? []).map { order in
            var units: [Int: Int] = [:]
            for line in order["lines"] as? [[String: Any]] ?? [] {
                units[line["goodsID"] as? Int ?? 0, default: 0] += line["quantity"] as? Int ?? 0
            }
            return SavedOrder(id: order["id"] as? Int ?? 0, units: units)
        }
    }

    /// The `goods-stock` document: item id → remaining (empty when there is no such document).
    func stock() throws -> [String: Int] {
        guard FileManager.default.fileExists(atPath: file("goods-stock.json").path) else { return [:] }
        return try JSONSerialization.jsonObject(with: Data(contentsOf: file("goods-stock.json"))) as? [String: Int]
            ?? [:]
    }
}
