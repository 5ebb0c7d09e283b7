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
                "\(violation.severity.rawValue) [\(violation.rule)] \(report.heading(of: violation))")
            for evidence in violation.evidence {
                lines.append(
                    "  \(evidence.location)  \(evidence.text)\(evidence.isConditional ? "  (inside #if)" : "")")
            }
            lines.append("  fix: \(violation.fix)")
            lines.append("")
        }
        if report.showsSizes { lines += Self.sizes(of: report) }
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
        if report.kind == .resources {
            let scope = "in \(counted(report.bundles.count, "bundle")), \(counted(report.fileCount, "resource file"))."
            guard !report.violations.isEmpty else { return "No findings \(scope)" }
            return "\(counted(report.violations.count, "finding")) (\(severities(of: report))) \(scope)"
        }
        let scope = "in \(counted(report.targetCount, "target")), \(counted(report.fileCount, "file"))."
        let suffix = report.usesUniversalRulesOnly ? " " + universalRulesSentence : ""
        guard !report.violations.isEmpty else { return "No violations \(scope)\(suffix)" }
        return "\(counted(report.violations.count, "violation")) (\(severities(of: report))) \(scope)\(suffix)"
    }

    private static func severities(of report: LayeringReport) -> String {
        var kinds: [String] = []
        if report.errorCount > 0 { kinds.append(counted(report.errorCount, "error")) }
        if report.warningCount > 0 { kinds.append(counted(report.warningCount, "warning")) }
        return kinds.joined(separator: ", ")
    }

    /// The bundle table of `--sizes`: one line per target, then a blank line.
    static func sizes(of report: LayeringReport) -> [String] {
        let width = max(6, report.bundles.map(\.target.count).max() ?? 0)
        func padded(_ text: String, _ count: Int) -> String {
            text + String(repeating: " ", count: max(0, count - text.count))
        }
        func right(_ text: String, _ count: Int) -> String {
            String(repeating: " ", count: max(0, count - text.count)) + text
        }
        var lines = [padded("bundle", width) + "  " + right("files", 6) + "  " + right("bytes", 10) + "  change"]
        for size in report.bundles {
            lines.append(
                padded(size.target, width) + "  " + right("\(size.files)", 6) + "  " + right("\(size.bytes)", 10) + "  "
                    + (size.change ?? "-"))
        }
        let files = report.bundles.reduce(0) { $0 + $1.files }
        let bytes = report.bundles.reduce(0) { $0 + $1.bytes }
        lines.append(padded("total", width) + "  " + right("\(files)", 6) + "  " + right("\(bytes)", 10))
        return lines + [""]
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
