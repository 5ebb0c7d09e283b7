/// How `layering check` prints its report.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// For people: each violation with its rule, edge, places and fix, then a summary line.
    case text
    /// Stable JSON, documented in Tools/Layering/Reference/Manual.md.
    case json
    /// GitHub Actions workflow annotations (`::error file=...,line=...::...`), then the summary line.
    case github
    /// SARIF 2.1.0, for code-scanning annotations.
    case sarif

    /// Renders `report` in this format; the result ends with a line break.
    public func render(_ report: LayeringReport) -> String {
        switch self {
        case .text: TextReportFormatter().render(report)
        case .json: JSONReportFormatter().render(report)
        case .github: GitHubReportFormatter().render(report)
        case .sarif: SARIFReportFormatter().render(report)
        }
    }
}
