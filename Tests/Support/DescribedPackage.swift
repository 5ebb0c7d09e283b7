import Foundation

/// The package's target graph as `swift package describe --type json` reports it: every target
/// with the targets it depends on directly. Answers transitive dependencies, so a test can hold
/// what `swift build --target X` would compile.
public struct DescribedPackage: Sendable, Equatable {
    /// One target and the names of the targets it depends on directly.
    public struct Target: Sendable, Equatable {
        /// The target's name.
        public let name: String
        /// Its kind, as in `library`, `executable`, `test`.
        public let kind: String
        /// The targets of this package it depends on directly.
        public let dependencies: [String]
    }

    /// The targets by name.
    public let targets: [String: Target]

    /// Decodes the JSON `swift package describe --type json` prints.
    public init(json: Data) throws {
        struct Described: Decodable {
            struct DescribedTarget: Decodable {
                let name: String
                let type: String
                let target_dependencies: [String]?
            }
            let targets: [DescribedTarget]
        }
        let described: Described
        do {
            described = try JSONDecoder().decode(Described.self, from: json)
        } catch {
            throw TestSupportError("swift package describe printed JSON without the expected targets: \(error)")
        }
        targets = Dictionary(
            described.targets.map {
                ($0.name, Target(name: $0.name, kind: $0.type, dependencies: $0.target_dependencies ?? []))
            }, uniquingKeysWith: { first, _ in first })
    }

    /// Runs `swift package describe --type json` on the package at `root` with its own scratch
    /// path (inside `swift test` the package's `.build` is locked, and describe would wait for it).
    public static func describe(packageAt root: URL = BuiltProducts.packageRoot) throws -> DescribedPackage {
        guard let swift = ExecutableInvocation.locate("swift") else {
            throw TestSupportError("no swift in PATH; put the toolchain's bin directory on PATH")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "describe-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try ExecutableInvocation(
            swift,
            arguments: [
                "package", "--package-path", root.path, "--scratch-path", scratch.path, "describe", "--type", "json",
            ], timeout: 300
        ).run()
        guard result.exitCode == 0, !result.timedOut else {
            throw TestSupportError("swift package describe failed for \(root.path): \(result)")
        }
        // Some toolchains print progress lines before the JSON; start at the first brace.
        let output = result.standardOutput
        guard let start = output.firstIndex(of: "{") else {
            throw TestSupportError("swift package describe printed no JSON: \(result)")
        }
        return try DescribedPackage(json: Data(output[start...].utf8))
    }

    /// Every target `name` depends on, directly or not (without itself), or `nil` when the
    /// package has no target of that name.
    public func transitiveDependencies(of name: String) -> Set<String>? {
        guard targets[name] != nil else { return nil }
        var seen: Set<String> = []
        var pending = targets[name]?.dependencies ?? []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending += targets[next]?.dependencies ?? []
        }
        return seen
    }
}
