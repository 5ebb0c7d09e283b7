/// The formats of `layering affected`.
public enum AffectedFormat: String, Sendable, Hashable, CaseIterable {
    /// For people: the changed targets, the affected ones, the tests to run, and why.
    case text
    /// Stable JSON with the same lists.
    case json
    /// The JSON a GitHub Actions job's `strategy.matrix` takes: `{"include": [{"shard": 1, "tests": "A B"}]}`.
    case githubMatrix = "github-matrix"
}
