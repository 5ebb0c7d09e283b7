/// Renders a report for people, in the style of import-linter and dependency-cruiser:
///
/// ```
/// error [business-isolation] Cart → Goods
///   Modules/Cart/CartService+Live.swift:3  import Goods
///   fix: call it through Mediator (...) instead; business modules never depend on each other
///
/// 1 violation (1 error) in 9 targets, 41 files.
/// ```
public struct TextReportFormatter: Sendable {
    /// Creates a formatter.
    public init() {}

    /// The report as text ending with a line break.
    public func render(_ report: LayeringReport) -> String {
        var lines: [String] = []
        for violation in report.violations {
            lines.append(
                "\(violation.severity.rawValue) [\(violation.rule)] \(violation.importer) → \(violation.imported)")
            for evidence in violation.evidence {
                lines.append("  \(evidence.location)  \(evidence.text)")
            }
            lines.append("  fix: \(violation.fix)")
            lines.append("")
        }
        lines.append(Self.summary(of: report))
        lines += report.notes.map { "note: \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the summary adds when only the universal rules applied.
    public static let universalRulesSentence =
        "Only the universal rules applied: no \(LayeringConfiguration.fileName) and not Bazaar's layout;"
        + " `layering init` writes a starter \(LayeringConfiguration.fileName) with layers."

    /// The closing count: "1 violation (1 error) in 9 targets, 41 files." or "No violations in ...",
    /// followed by ``universalRulesSentence`` when it applies.
    public static func summary(of report: LayeringReport) -> String {
        let scope = "in \(counted(report.targetCount, "target")), \(counted(report.fileCount, "file"))."
        let suffix = report.usesUniversalRulesOnly ? " " + universalRulesSentence : ""
        guard !report.violations.isEmpty else { return "No violations \(scope)\(suffix)" }
        var kinds: [String] = []
        if report.errorCount > 0 { kinds.append(counted(report.errorCount, "error")) }
        if report.warningCount > 0 { kinds.append(counted(report.warningCount, "warning")) }
        return "\(counted(report.violations.count, "violation")) (\(kinds.joined(separator: ", "))) \(scope)\(suffix)"
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
