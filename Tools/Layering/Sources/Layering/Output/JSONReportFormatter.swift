import Foundation

/// Renders a report as stable JSON: keys sorted, violations in report order, `line` omitted for
/// declarations. The shape (version 1) is documented in Tools/Layering/README.md.
public struct JSONReportFormatter: Sendable {
    /// The version of the JSON shape; raised on any incompatible change.
    public static let formatVersion = 1

    /// Creates a formatter.
    public init() {}

    /// The report as pretty-printed JSON ending with a line break.
    public func render(_ report: LayeringReport) -> String {
        let document = Document(
            formatVersion: Self.formatVersion,
            package: report.packageName,
            summary: Summary(
                violations: report.violations.count, errors: report.errorCount, warnings: report.warningCount,
                targets: report.targetCount, files: report.fileCount),
            violations: report.violations,
            notes: report.notes,
            universalRulesOnly: report.usesUniversalRulesOnly)
        return JSONText.encode(document)
    }

    private struct Document: Encodable {
        var formatVersion: Int
        var package: String
        var summary: Summary
        var violations: [Violation]
        var notes: [String]
        var universalRulesOnly: Bool
    }

    private struct Summary: Encodable {
        var violations: Int
        var errors: Int
        var warnings: Int
        var targets: Int
        var files: Int
    }
}
