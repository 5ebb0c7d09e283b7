import Foundation
import Testing

/// Proof that a wrong payload or result type does not compile: each snippet is type-checked by
/// `swiftc -typecheck` against the modules this test run built (`.build/<config>/Modules`, read
/// only, so the build's lock is never taken), once with the right types, which compiles, and
/// once with a file per wrong type, each failing with that error.
@Suite struct TypedContractCompileTests {
    /// The snippet with `lines`, the log-in completion and the cart result typed as `types` say;
    /// its function is `name` (the files of one `swiftc` declare one each).
    private static func source(lines: String, completion: String, result: String, name: String = "check") -> String {
        """
        import AccountContract
        import CartContract
        import OrderContract

        func \(name)(hub: Hub, lines: \(lines)) async throws {
            _ = OrderCheckout(lines: lines)
            _ = try await hub.open(AccountLogin(), completion: RouteCompletion<\(completion)> { _ in })
            let result: \(result)? = try await hub.open(CartAdd(id: 1)).value
            _ = result
        }
        """
    }

    /// The directory holding the built modules: beside the running test bundle, else the
    /// package's `.build/debug`.
    private static var modules: URL? {
        var candidates: [URL] = []
        for path in [Bundle.main.bundlePath, CommandLine.arguments.first ?? ""] where !path.isEmpty {
            var url = URL(fileURLWithPath: path)
            while url.pathComponents.count > 1, url.pathComponents.contains(where: { $0.hasSuffix(".xctest") }) {
                url.deleteLastPathComponent()
            }
            candidates.append(url.appendingPathComponent("Modules"))
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/Modules"))
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("OrderContract.swiftmodule").path)
        }
    }

    /// `swiftc -typecheck` of `sources`, a file each: its exit status and the errors it printed,
    /// by file (each without the file's path). The end of `swiftc` is awaited, through its
    /// termination handler, holding no thread.
    private static func typecheck(_ sources: [String]) async throws -> (status: Int32, errors: [[String]]) {
        let modules = try #require(modules, "no built OrderContract.swiftmodule; build the tests first")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = sources.indices.map { directory.appendingPathComponent("snippet\($0).swift") }
        for (source, file) in zip(sources, files) { try source.write(to: file, atomically: true, encoding: .utf8) }
        let log = directory.appendingPathComponent("log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                // Every file is checked, a file's errors stopping none of the others.
                "swiftc", "-typecheck", "-continue-building-after-errors", "-swift-version", "6", "-module-cache-path",
                directory.appendingPathComponent("cache").path, "-I", modules.path,
            ] + files.map(\.path)
        process.standardOutput = output
        process.standardError = output
        recordLaunch("swiftc")
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try output.close()
        let text = try String(contentsOf: log, encoding: .utf8)
        let lines = text.split(separator: "\n").filter { $0.contains(": error: ") }
        let errors = files.map { file in
            lines.filter { $0.hasPrefix(file.path + ":") }.map { String($0.dropFirst(file.path.count)) }
        }
        return (process.terminationStatus, errors)
    }

    /// Appends `program` and this test to `$BAZAAR_TEST_LAUNCH_LOG` when it names a file, as
    /// TestSupport's `LaunchLog` does for the other tests (this target depends on the runtime alone).
    private static func recordLaunch(_ program: String) {
        guard let path = ProcessInfo.processInfo.environment["BAZAAR_TEST_LAUNCH_LOG"], !path.isEmpty,
            let log = FileHandle(forWritingAtPath: path)
        else { return }
        defer { try? log.close() }
        _ = try? log.seekToEnd()
        try? log.write(contentsOf: Data("\(program)\t\(Test.current.map { "\($0.id)" } ?? "(no test)")\n".utf8))
    }

    /// Each wrong type (checkout's lines, login's completion, an action's result read as another
    /// type) with the start of the one error the compiler must give.
    static let wrongTypes: [(lines: String, completion: String, result: String, error: String)] = [
        (
            "[CartLine]", "AccountUser", "ActionOutcome",
            ":6:30: error: cannot convert value of type '[CartLine]' to expected argument type '[CheckoutLine]'"
        ),
        (
            "[CheckoutLine]", "ActionOutcome", "ActionOutcome",
            ":7:56: error: cannot convert value of type 'RouteCompletion<ActionOutcome>' to expected argument type"
                + " 'RouteCompletion<AccountLogin.Result>' (aka 'RouteCompletion<AccountUser>')"
        ),
        (
            "[CheckoutLine]", "AccountUser", "AccountUser",
            ":8:36: error: cannot assign value of type 'CartAdd.Result?' (aka 'Optional<ActionOutcome>') to type"
                + " 'AccountUser?'"
        ),
    ]

    /// The right types compile alone; the wrong ones, a file each in one `swiftc`, fail, each
    /// file with its one error.
    @Test func theRightTypesCompileAndEachWrongTypeFailsWithItsError() async throws {
        let right = try await Self.typecheck([
            Self.source(lines: "[CheckoutLine]", completion: "AccountUser", result: "ActionOutcome")
        ])
        #expect(right.status == 0 && right.errors == [[]], "\(right.errors)")

        let wrong = try await Self.typecheck(
            Self.wrongTypes.indices.map { index in
                let wrong = Self.wrongTypes[index]
                return Self.source(
                    lines: wrong.lines, completion: wrong.completion, result: wrong.result, name: "check\(index)")
            })
        #expect(wrong.status != 0)
        for (index, errors) in wrong.errors.enumerated() {
            #expect(errors.count == 1, "\(Self.wrongTypes[index]): \(errors)")
            #expect(errors.first?.hasPrefix(Self.wrongTypes[index].error) == true, "\(errors)")
        }
    }
}
