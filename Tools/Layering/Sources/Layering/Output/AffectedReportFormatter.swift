/// Renders what `layering affected` found: text for people, JSON, or a GitHub Actions matrix.
public struct AffectedReportFormatter: Sendable {
    /// The version of the JSON shapes; raised on any incompatible change.
    public static let formatVersion = 1

    /// How many groups `github-matrix` splits the test targets into.
    public var shards: Int

    /// Creates a formatter; `shards` is used by ``AffectedFormat/githubMatrix``.
    public init(shards: Int = 1) {
        self.shards = shards
    }

    /// `affected` in `format`, ending with a line break.
    public func render(_ affected: AffectedTargets, graph: PackageGraph, format: AffectedFormat) -> String {
        switch format {
        case .text: text(affected, graph: graph)
        case .json: json(affected, graph: graph)
        case .githubMatrix: matrix(affected, graph: graph)
        }
    }

    private func text(_ affected: AffectedTargets, graph: PackageGraph) -> String {
        var lines: [String] = []
        let files = Self.counted(affected.fileCount, "changed file")
        if affected.affectsEverything {
            lines.append("Every target is affected (\(Self.counted(graph.targets.count, "target"))):")
            lines += affected.reasons.map { "  \($0)" }
        } else {
            lines.append(
                "\(files) \(affected.fileCount == 1 ? "touches" : "touch") \(Self.counted(affected.changed.count, "target"))\(Self.list(affected.changed))"
            )
            lines.append("\(Self.counted(affected.affected.count, "target")) affected\(Self.list(affected.affected))")
        }
        lines.append("\(Self.counted(affected.tests.count, "test target")) to run\(Self.list(affected.tests))")
        if !affected.ignored.isEmpty {
            lines.append(
                "note: \(Self.counted(affected.ignored.count, "changed file")) left out, outside \(graph.rootPath)"
                    + " or hidden (\(LayeringChecker.list(affected.ignored)))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func json(_ affected: AffectedTargets, graph: PackageGraph) -> String {
        struct Test: Encodable {
            var name: String
            var package: String?
            var files: Int
        }
        struct Document: Encodable {
            var formatVersion: Int
            var files: Int
            var everything: Bool
            var reasons: [String]
            var changed: [String]
            var affected: [String]
            var tests: [Test]
            var ignored: [String]
        }
        let tests = affected.tests.compactMap { graph.target(named: $0) }.map {
            Test(name: $0.name, package: $0.packagePath.isEmpty ? nil : $0.packagePath, files: $0.sources.count)
        }
        return JSONText.encode(
            Document(
                formatVersion: Self.formatVersion, files: affected.fileCount, everything: affected.affectsEverything,
                reasons: affected.reasons, changed: affected.changed, affected: affected.affected, tests: tests,
                ignored: affected.ignored))
    }

    /// `{"include": [{"shard": 1, "targets": "A B", "filter": "^(A|B)\\.", "files": 12, "packages": "."}]}` on
    /// one line, for `echo "matrix=$(layering affected ...)" >> "$GITHUB_OUTPUT"`.
    private func matrix(_ affected: AffectedTargets, graph: PackageGraph) -> String {
        struct Shard: Encodable {
            var shard: Int
            var targets: String
            var filter: String
            var files: Int
            var packages: String
        }
        struct Matrix: Encodable {
            var include: [Shard]
        }
        let groups = affected.shards(shards, graph: graph)
        let include = groups.enumerated().map { index, group in
            let names = group.map(\.name)
            let packages = Set(group.map { $0.packagePath.isEmpty ? "." : $0.packagePath }).sorted()
            return Shard(
                shard: index + 1, targets: names.joined(separator: " "),
                filter: "^(\(names.joined(separator: "|")))\\.", files: group.reduce(0) { $0 + $1.sources.count },
                packages: packages.joined(separator: " "))
        }
        return JSONText.compact(Matrix(include: include))
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "" : ": " + names.joined(separator: ", ")
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
