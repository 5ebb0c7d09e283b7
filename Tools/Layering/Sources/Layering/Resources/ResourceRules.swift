/// The `resources` section of `layering.json`: keys built at run time, declared rather than guessed,
/// and the package's own lookup functions.
///
/// ```json
/// "resources": { "keep": ["exact.key", "some.prefix.*"], "keyFunctions": ["strings.string"] }
/// ```
public struct ResourceRules: Sendable, Hashable {
    /// Keys (or resource file names and paths) no finding is reported for; `*` is any run of characters.
    public var keep: [String]
    /// Functions whose first argument is a key, besides ``KeyFunction/standard``.
    public var keyFunctions: [KeyFunction]

    /// Creates rules.
    public init(keep: [String] = [], keyFunctions: [KeyFunction] = []) {
        self.keep = keep
        self.keyFunctions = keyFunctions
    }

    /// The finding kinds of `layering resources` and their severities without a configuration.
    public static let kinds: [(name: String, severity: Severity)] = [
        ("missing-translation", .error), ("placeholder-mismatch", .error), ("missing-key", .error),
        ("duplicate-key", .error), ("stale-translation", .warning), ("unused-key", .warning),
        ("unused-resource", .warning),
        ("duplicate-resource", .warning),
    ]

    /// Whether `name` (a key, or a resource's file name or path) matches a keep pattern.
    public func keeps(_ name: String) -> Bool {
        keep.contains { Glob.matches($0, name: name) }
    }
}
