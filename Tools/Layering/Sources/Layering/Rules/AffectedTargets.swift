/// What a change touches (`layering affected`): the targets owning the changed files, every target
/// depending on them directly or transitively, and the test targets among those.
///
/// A change to a manifest (`Package.swift`, `Package@swift-*.swift`), `Package.resolved`,
/// `layering.json` or a file no target owns affects every target, and ``reasons`` says which file
/// did. A file owns to the target whose folder holds it (the deepest, when folders nest).
public struct AffectedTargets: Sendable, Hashable {
    /// The targets whose folders hold a changed file, sorted.
    public var changed: [String]
    /// The changed targets and every target depending on them, sorted.
    public var affected: [String]
    /// The test targets among ``affected``, sorted.
    public var tests: [String]
    /// Why everything is affected (one sentence per file that makes it so); empty otherwise.
    public var reasons: [String]
    /// How many changed files were given.
    public var fileCount: Int

    /// Whether every target is affected.
    public var affectsEverything: Bool { !reasons.isEmpty }

    /// The files whose change affects every target, by name.
    static let globalFileNames: Set<String> = ["Package.swift", "Package.resolved", LayeringConfiguration.fileName]

    /// The changed files left out: outside the graph's root (absolute, or starting with `../`), or
    /// hidden (a name starting with `.`, as `.build/` and `.github/`), which SwiftPM never builds.
    public var ignored: [String]

    /// What `files` (relative to the graph's root) change in `graph`.
    public init(graph: PackageGraph, files: [String]) {
        var ignored: [String] = []
        let folders = graph.targets.map { target in (target.name, target.path) }
            .sorted { $0.1.count > $1.1.count }
        var changed: Set<String> = []
        var reasons: [String] = []
        for file in files {
            if file.split(separator: "/").contains(where: { $0.hasPrefix(".") && $0 != ".." }) {
                ignored.append(file)
                continue
            }
            let isOutside = file.hasPrefix("../") || file.hasPrefix("/")
            // The root package's own targets may sit at the root (path ""): they own no file outside it.
            let owner = folders.first { $0.1.isEmpty ? !isOutside : file.hasPrefix($0.1 + "/") }
            let name = file.split(separator: "/").last.map(String.init) ?? file
            if Self.globalFileNames.contains(name) || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")) {
                reasons.append("\(file) changed: it configures every target")
            } else if let owner {
                changed.insert(owner.0)
            } else if isOutside {
                ignored.append(file)
            } else {
                reasons.append("\(file) changed and no target owns it")
            }
        }
        var dependents: [String: [String]] = [:]
        for target in graph.targets {
            for dependency in target.targetDependencies { dependents[dependency, default: []].append(target.name) }
        }
        var reached = changed
        var pending = Array(changed)
        while let next = pending.popLast() {
            for dependent in dependents[next, default: []] where reached.insert(dependent).inserted {
                pending.append(dependent)
            }
        }
        let affected = reasons.isEmpty ? reached : Set(graph.targets.map(\.name))
        self.changed = changed.sorted()
        self.affected = affected.sorted()
        self.tests = graph.targets.filter { $0.kind == .test && affected.contains($0.name) }.map(\.name).sorted()
        self.reasons = reasons
        self.fileCount = files.count - ignored.count
        self.ignored = ignored
    }

    /// The test targets split into at most `count` groups of about the same number of source files
    /// (the largest first, each to the group with the fewest files so far); empty groups are left out.
    public func shards(_ count: Int, graph: PackageGraph) -> [[PackageTarget]] {
        let targets = tests.compactMap { graph.target(named: $0) }
            .sorted { ($0.sources.count, $1.name) > ($1.sources.count, $0.name) }
        var groups = [[PackageTarget]](repeating: [], count: max(1, count))
        var sizes = [Int](repeating: 0, count: groups.count)
        for target in targets {
            let lightest = sizes.indices.min { (sizes[$0], $0) < (sizes[$1], $1) } ?? 0
            groups[lightest].append(target)
            sizes[lightest] += max(1, target.sources.count)
        }
        return groups.filter { !$0.isEmpty }.map { $0.sorted { $0.name < $1.name } }
    }
}
