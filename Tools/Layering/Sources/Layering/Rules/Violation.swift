/// One broken rule on one edge `importer → imported`, with every place behind it and the fix.
public struct Violation: Sendable, Hashable, Codable {
    /// The rule's name: `<layer>-isolation`, `<layer>-boundary`, `<layer>-third-party`, or one of
    /// ``LayeringConfiguration/universalRules``.
    public var rule: String
    /// Whether it fails the check.
    public var severity: Severity
    /// The target that depends.
    public var importer: String
    /// The target, product or module it depends on.
    public var imported: String
    /// Every declaration and import behind the edge, declarations first.
    public var evidence: [Evidence]
    /// One line telling what to do instead.
    public var fix: String
    /// In a workspace: the folder of the importer's package (`Features/Cart`); `nil` for one package.
    public var package: String?

    /// Creates a violation.
    public init(rule: String, severity: Severity, importer: String, imported: String, evidence: [Evidence], fix: String)
    {
        self.rule = rule
        self.severity = severity
        self.importer = importer
        self.imported = imported
        self.evidence = evidence.sorted()
        self.fix = fix
    }
}
