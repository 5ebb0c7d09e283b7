import Foundation
import ProgramTesting
import TestSupport

/// Runs `bazaar` (or `shell`, an `XShell`) with its own state directory, so every test starts
/// from nothing: in-process through the program's entry (`run`), or as the built executable
/// (`launch`) for what only a process shows (exit by signal, the process environment).
struct Bazaar {
    let stateDirectory: URL

    init() throws {
        stateDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bazaar-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true)
    }

    /// The environment of a run: this state directory, English, no colour, then `extra`.
    func environment(_ extra: [String: String]) -> [String: String] {
        ["BAZAAR_STATE_DIR": stateDirectory.path, "BAZAAR_LANG": "en", "NO_COLOR": "1"].merging(extra) { _, new in new }
    }

    /// Runs `bazaar` (or another program, as `shell`, given `--state-dir` itself) in-process with
    /// the arguments and input, English and without colour; the environment is only these
    /// variables and `extra`. Lines saying a load is still running are left out (see
    /// `withoutLoadNotices`).
    func run(
        _ arguments: [String], input: String = "", environment extra: [String: String] = [:],
        program: String = "bazaar"
    ) async throws
        -> ExecutableResult
    {
        await InProcessProgram.named(program).run(arguments, standardInput: input, environment: environment(extra))
            .withoutLoadNotices
    }

    /// Runs the built `bazaar` (or another built program) as `run` does, in a process that
    /// inherits this one's environment.
    func launch(
        _ arguments: [String], input: String = "", environment extra: [String: String] = [:],
        program: String = "bazaar"
    ) async throws
        -> ExecutableResult
    {
        try await ExecutableInvocation(
            try BuiltProducts.executable(named: program), arguments: arguments, standardInput: input,
            environment: ProcessInfo.processInfo.environment.merging(environment(extra)) { _, new in new },
            timeout: 600
        ).run()
    }

    /// Runs `bazaar open URL... --json` and decodes the page document.
    func openJSON(_ urls: [String]) async throws -> (result: ExecutableResult, page: [String: Any]) {
        let result = try await run(["open"] + urls + ["--json"])
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
    func logIn(_ user: String) async throws -> ExecutableResult {
        try await run([], input: "open bazaar://account/login/\(user)\n1\nquit\n")
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
