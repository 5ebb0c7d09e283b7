import Foundation

/// Renders a report as SARIF 2.1.0, the format code-scanning services (GitHub's among them) read:
/// one result per violation, located at each place behind it, the rules in `tool.driver.rules`
/// and the report's notes as tool notifications.
public struct SARIFReportFormatter: Sendable {
    /// The SARIF version written.
    public static let sarifVersion = "2.1.0"
    /// The JSON schema of that version.
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// Creates a formatter.
    public init() {}

    /// A relative path as a URI reference (SARIF requires valid URIs): a space, `%`, `#` or `?` in a
    /// folder or file name is percent-encoded.
    static func uri(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    /// The SARIF log as pretty-printed JSON ending with a line break.
    public func render(_ report: LayeringReport) -> String {
        let ruleIDs = Set(report.violations.map(\.rule)).sorted()
        let results = report.violations.map { violation in
            Result(
                ruleId: violation.rule,
                ruleIndex: ruleIDs.firstIndex(of: violation.rule) ?? 0,
                level: violation.severity.rawValue,
                message: Message(
                    text: "\(report.heading(of: violation)) (\(violation.rule)). fix: \(violation.fix)"),
                locations: violation.evidence.map { evidence in
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: ArtifactLocation(uri: Self.uri(evidence.file), uriBaseId: "%SRCROOT%"),
                            region: evidence.line.map { Region(startLine: $0) }),
                        message: Message(text: evidence.text))
                })
        }
        let log = Log(
            schema: Self.schema,
            version: Self.sarifVersion,
            runs: [
                Run(
                    tool: Tool(
                        driver: Driver(
                            name: "layering", version: LayeringTool.version,
                            rules: ruleIDs.map { Rule(id: $0, shortDescription: Message(text: Self.describe($0))) })),
                    invocations: [
                        Invocation(
                            executionSuccessful: true,
                            toolExecutionNotifications: (report.notes
                                + (report.usesUniversalRulesOnly ? [TextReportFormatter.universalRulesSentence] : []))
                                .map {
                                    Notification(level: "note", message: Message(text: $0))
                                })
                    ],
                    results: results)
            ])
        return JSONText.encode(log)
    }

    /// One sentence about a rule, for `shortDescription`.
    static func describe(_ rule: String) -> String {
        switch rule {
        case "undeclared-import": "An import of a target or product outside the importer's dependency closure"
        case "transitive-import": "An import of a module the importer reaches only through another dependency"
        case "unknown-module": "An import of a module that is no target, known product or toolchain module"
        case "unused-dependency": "A declared dependency that no source file of the declaring target imports"
        case "dependency-cycle": "Targets that depend on each other in a cycle"
        case "empty-target": "A target SwiftPM skips because its folder holds no source file"
        case "stale-exception": "A configured exception that excuses nothing"
        case "stale-baseline": "A baseline entry that no longer occurs"
        case "missing-translation": "A key of one language's table that another language lacks"
        case "placeholder-mismatch": "A translation whose placeholders differ from the development language's"
        case "missing-key": "A literal key the code looks up that no table of its target has"
        case "unused-key": "A key of a target's tables that no code of the target uses"
        case "unused-resource": "A bundled file that no code of its target names"
        case "duplicate-resource": "The same file content in the bundles of two targets"
        case "duplicate-key": "A key defined twice in one table"
        case _ where rule.hasSuffix("-isolation"): "Two targets of an independent layer depend on each other"
        case _ where rule.hasSuffix("-third-party"): "A layer uses a third-party product it may not use"
        case _ where rule.hasSuffix("-forbidden-module"): "A layer uses a module its forbiddenModules name"
        case "testable-import": "An @testable import outside a test target"
        default: "A dependency on a layer this layer may not depend on"
        }
    }

    private struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    private struct Run: Encodable {
        var tool: Tool
        var invocations: [Invocation]
        var results: [Result]
    }

    private struct Tool: Encodable {
        var driver: Driver
    }

    private struct Driver: Encodable {
        var name: String
        var version: String
        var rules: [Rule]
    }

    private struct Rule: Encodable {
        var id: String
        var shortDescription: Message
    }

    private struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]
    }

    private struct Notification: Encodable {
        var level: String
        var message: Message
    }

    private struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
    }

    private struct Message: Encodable {
        var text: String
    }

    private struct Location: Encodable {
        var physicalLocation: PhysicalLocation
        var message: Message
    }

    private struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    private struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String
    }

    private struct Region: Encodable {
        var startLine: Int
    }
}
