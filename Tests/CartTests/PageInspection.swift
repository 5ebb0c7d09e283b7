import Foundation
import Mediator
import Testing

extension PageContent {
    /// Every field of the page, top-level and inside records, in reading order.
    var allFields: [PageField] {
        sections.flatMap(\.items).flatMap { item -> [PageField] in
            switch item {
            case .field(let field): [field]
            case .record(let record): record.fields
            case .text, .table, .link: []
            }
        }
    }

    /// The first field with this key, anywhere on the page.
    func field(_ key: String) -> PageField? {
        allFields.first { $0.key == key }
    }

    /// The records, in reading order.
    var records: [PageRecord] {
        sections.flatMap(\.items).compactMap { item in
            if case .record(let record) = item { record } else { nil }
        }
    }

    /// The paragraphs, in reading order.
    var texts: [String] {
        sections.flatMap(\.items).compactMap { item in
            if case .text(let text) = item { text } else { nil }
        }
    }

    /// The first link with this title.
    func link(titled title: String) -> PageLink? {
        links.first { $0.title == title }
    }
}

/// The page a route result shows, or a recorded issue.
func pageContent(_ result: RouteResult, sourceLocation: SourceLocation = #_sourceLocation) throws -> PageContent {
    try #require(result.page, "expected a page, got \(result)", sourceLocation: sourceLocation).content()
}

/// The page a remote outcome shows (not the not-found page), or a recorded issue.
func pageContent(_ outcome: RemoteOutcome, sourceLocation: SourceLocation = #_sourceLocation) throws -> PageContent {
    guard case .page(let page) = outcome else {
        Issue.record("expected a page, got \(outcome)", sourceLocation: sourceLocation)
        throw PageInspectionFailure()
    }
    return page.content()
}

/// The action outcome a route result answers, or a recorded issue.
func actionOutcome(_ result: RouteResult, sourceLocation: SourceLocation = #_sourceLocation) throws -> ActionOutcome {
    try #require(
        result.value as? ActionOutcome, "expected an ActionOutcome, got \(result)", sourceLocation: sourceLocation)
}

/// The action outcome a remote outcome answers, or a recorded issue.
func actionOutcome(
    _ outcome: RemoteOutcome, sourceLocation: SourceLocation = #_sourceLocation
) throws
    -> ActionOutcome
{
    guard case .value(let value) = outcome, let action = value as? ActionOutcome else {
        Issue.record("expected an ActionOutcome, got \(outcome)", sourceLocation: sourceLocation)
        throw PageInspectionFailure()
    }
    return action
}

/// Thrown after an issue is recorded, to end the test.
struct PageInspectionFailure: Error {}

/// The module's resource directory in the source tree, for checking its strings files.
func resourceDirectory(of module: String, filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Modules/\(module)/Resources", isDirectory: true)
}

/// Every key the module's Swift sources look up as `strings("key"` (literal keys only).
func literalStringKeys(of module: String, filePath: String = #filePath) throws -> Set<String> {
    let root = resourceDirectory(of: module, filePath: filePath).deletingLastPathComponent()
    let files =
        FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    let pattern = try NSRegularExpression(pattern: #"strings\(\s*"([A-Za-z0-9_.]+)""#)
    var keys: Set<String> = []
    for file in files {
        let text = try String(contentsOf: file, encoding: .utf8)
        let range = NSRange(text.startIndex..., in: text)
        for match in pattern.matches(in: text, range: range) {
            if let keyRange = Range(match.range(at: 1), in: text) { keys.insert(String(text[keyRange])) }
        }
    }
    return keys
}
