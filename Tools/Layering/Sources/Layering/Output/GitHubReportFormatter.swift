import Foundation

/// Renders a report as GitHub Actions workflow annotations, one per place behind each violation,
/// followed by the summary line.
public struct GitHubReportFormatter: Sendable {
    /// Creates a formatter.
    public init() {}

    /// The annotations, one per line, ending with the summary and a line break.
    public func render(_ report: LayeringReport) -> String {
        var lines: [String] = []
        for violation in report.violations {
            for evidence in violation.evidence {
                var properties = ["file=\(Self.escapeProperty(evidence.file))"]
                if let line = evidence.line { properties.append("line=\(line)") }
                properties.append("title=\(Self.escapeProperty("layering \(violation.rule)"))")
                let message = "\(report.heading(of: violation)): \(evidence.text). fix: \(violation.fix)"
                lines.append(
                    "::\(violation.severity.rawValue) \(properties.joined(separator: ","))::\(Self.escapeData(message))"
                )
            }
        }
        lines += report.notes.map { "::notice title=layering::\(Self.escapeData($0))" }
        lines.append(TextReportFormatter.summary(of: report))
        return lines.joined(separator: "\n") + "\n"
    }

    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
