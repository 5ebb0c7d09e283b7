/// The result of checking one package: every violation, plus the graph it was found in.
public struct LayeringReport: Sendable, Hashable {
    /// The package's name.
    public var packageName: String
    /// Every violation, errors first, then by importer, imported and rule.
    public var violations: [Violation]
    /// The package's targets.
    public var targets: [PackageTarget]
    /// Each target's layer; unlayered targets are absent.
    public var layerOfTarget: [String: String]
    /// The layer names in configuration order.
    public var layerNames: [String]
    /// Every dependency of every target, except on toolchain modules.
    public var edges: [DependencyEdge]
    /// How many Swift source files were scanned.
    public var fileCount: Int
    /// Sentences about the run itself (no configuration file, a manifest SwiftPM refuses, a baseline
    /// applied), printed after the summary.
    public var notes: [String]
    /// Whether only the universal rules applied: no configuration file, and not Bazaar's layout.
    public var usesUniversalRulesOnly: Bool
    /// What was checked: imports (`layering check`) or resources (`layering resources`).
    public var kind: Kind = .imports
    /// For resources: each target's bundle size, by target name.
    public var bundles: [BundleSize] = []
    /// For resources: whether the formats print ``bundles`` (`--sizes`).
    public var showsSizes = false
    /// In a workspace (`--workspace`): every package found, loaded or not; `nil` for one package.
    public var packages: [WorkspacePackage]?

    /// What a report is about.
    public enum Kind: String, Sendable, Hashable {
        /// Each violation is an edge `importer → imported`.
        case imports
        /// Each violation is a finding in a target (``Violation/importer``) about a key or file (``Violation/imported``).
        case resources
    }

    /// Creates a report.
    public init(
        packageName: String,
        violations: [Violation],
        targets: [PackageTarget],
        layerOfTarget: [String: String],
        layerNames: [String],
        edges: [DependencyEdge],
        fileCount: Int,
        notes: [String] = [],
        usesUniversalRulesOnly: Bool = false
    ) {
        self.packageName = packageName
        self.violations = violations
        self.targets = targets
        self.layerOfTarget = layerOfTarget
        self.layerNames = layerNames
        self.edges = edges
        self.fileCount = fileCount
        self.notes = notes
        self.usesUniversalRulesOnly = usesUniversalRulesOnly
    }

    /// How many targets were checked.
    public var targetCount: Int { targets.count }
    /// How many violations fail the check.
    public var errorCount: Int { violations.count { $0.severity == .error } }
    /// How many violations are only warnings.
    public var warningCount: Int { violations.count { $0.severity == .warning } }

    /// ``ExitStatus/violations`` if any error, else ``ExitStatus/clean``.
    public var exitStatus: ExitStatus { errorCount > 0 ? .violations : .clean }

    /// How a violation's target and subject read: `Cart → Goods`, or `Cart: "cart.title"` for resources.
    public func heading(of violation: Violation) -> String {
        switch kind {
        case .imports: "\(violation.importer) → \(violation.imported)\(Self.inPackage(violation))"
        case .resources: "\(violation.importer): \(violation.imported)\(Self.inPackage(violation))"
        }
    }

    /// ` (in Features/Cart)` for a violation of a workspace's package, else nothing.
    private static func inPackage(_ violation: Violation) -> String {
        violation.package.map { " (in \($0))" } ?? ""
    }

    /// The violations whose edge is `importer → imported`.
    public func violations(from importer: String, to imported: String) -> [Violation] {
        violations.filter { $0.importer == importer && $0.imported == imported }
    }
}
