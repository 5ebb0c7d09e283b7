import Foundation

/// Renders a report as stable JSON: keys sorted, violations in report order, `line` omitted for
/// declarations. The shape (version 1) is documented in Tools/Layering/Reference/Manual.md.
public struct JSONReportFormatter: Sendable {
    /// The version of the JSON shape; raised on any incompatible change.
    public static let formatVersion = 1

    /// Creates a formatter.
    public init() {}

    /// The report as pretty-printed JSON ending with a line break.
    public func render(_ report: LayeringReport) -> String {
        if report.kind == .resources { return renderResources(report) }
        let document = Document(
            formatVersion: Self.formatVersion,
            package: report.packageName,
            summary: Summary(
                violations: report.violations.count, errors: report.errorCount, warnings: report.warningCount,
                targets: report.targetCount, files: report.fileCount),
            violations: report.violations,
            notes: report.notes,
            universalRulesOnly: report.usesUniversalRulesOnly,
            packages: report.packages)
        return JSONText.encode(document)
    }

    /// `layering resources`: `findings`, each with its `kind`, `target`, `subject`, `places` and `fix`,
    /// and `bundles` with `--sizes`.
    private func renderResources(_ report: LayeringReport) -> String {
        struct Finding: Encodable {
            var kind: String
            var severity: Severity
            var target: String
            var package: String?
            var subject: String
            var places: [Place]
            var fix: String
        }
        struct Place: Encodable {
            var file: String
            var line: Int?
            var text: String
        }
        struct Summary: Encodable {
            var findings: Int
            var errors: Int
            var warnings: Int
            var bundles: Int
            var files: Int
        }
        struct Document: Encodable {
            var formatVersion: Int
            var package: String
            var summary: Summary
            var findings: [Finding]
            var notes: [String]
            var bundles: [BundleSize]?
            var packages: [WorkspacePackage]?
        }
        let findings = report.violations.map { violation in
            Finding(
                kind: violation.rule, severity: violation.severity, target: violation.importer,
                package: violation.package, subject: violation.imported,
                places: violation.evidence.map { Place(file: $0.file, line: $0.line, text: $0.text) },
                fix: violation.fix)
        }
        return JSONText.encode(
            Document(
                formatVersion: Self.formatVersion, package: report.packageName,
                summary: Summary(
                    findings: findings.count, errors: report.errorCount, warnings: report.warningCount,
                    bundles: report.bundles.count, files: report.fileCount),
                findings: findings, notes: report.notes, bundles: report.showsSizes ? report.bundles : nil,
                packages: report.packages))
    }

    private struct Document: Encodable {
        var formatVersion: Int
        var package: String
        var summary: Summary
        var violations: [Violation]
        var notes: [String]
        var universalRulesOnly: Bool
        /// In a workspace: each package's path, name, target count and, when it did not load, why.
        var packages: [WorkspacePackage]?
    }

    private struct Summary: Encodable {
        var violations: Int
        var errors: Int
        var warnings: Int
        var targets: Int
        var files: Int
    }
}
