/// A declared dependency that is linked on purpose and never imported (a live implementation a
/// dependency container injects): `unused-dependency` does not report it.
public struct LinkOnlyDependency: Sendable, Hashable {
    /// The depending target: a name or glob (`App`, `*`).
    public var from: String
    /// The dependency: a target or product name or glob (`*Live`).
    public var to: String

    /// Creates a link-only dependency.
    public init(from: String = "*", to: String) {
        self.from = from
        self.to = to
    }

    /// Whether `importer → imported` is this dependency.
    public func matches(importer: String, imported: String) -> Bool {
        Glob.matches(from, name: importer) && Glob.matches(to, name: imported)
    }
}
