import Foundation
import Testing

/// Compares text with a snapshot file in `Snapshots/` next to the calling test file, as
/// swift-argument-parser's `assertSnapshot` does. With `BAZAAR_RECORD_SNAPSHOTS=1` in the
/// environment it writes the file instead, and records an issue so a recording run never
/// passes silently; a missing file is recorded the same way.
public enum Snapshot {
    /// The variable that re-records snapshots.
    public static let recordVariable = "BAZAAR_RECORD_SNAPSHOTS"

    /// Expects `actual` to equal the snapshot `name` (or records it; see the type).
    ///
    /// `generated` names text the program builds from a list that grows, such as the module names
    /// from `ModuleContract.all`: each is written `{placeholder}` in the snapshot, so a module
    /// scaffolded later needs no re-recording. A placeholder whose text `actual` lacks is an issue.
    public static func assert(
        _ actual: String, named name: String, generated: KeyValuePairs<String, String> = [:],
        filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var actual = actual
        for (placeholder, text) in generated {
            if !actual.contains(text) {
                Issue.record("the text holds no \(placeholder) ('\(text)'):\n\(actual)", sourceLocation: sourceLocation)
            }
            actual = actual.replacing(text, with: "{\(placeholder)}")
        }
        let file = Self.file(named: name, filePath: filePath)
        guard let expected = recorded(named: name, filePath: filePath) else {
            let directory = file.deletingLastPathComponent()
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: file)
            Issue.record(
                "recorded snapshot \(file.path); run again without \(recordVariable)", sourceLocation: sourceLocation)
            return
        }
        #expect(
            actual == expected, "differs from \(file.path) (re-record with \(recordVariable)=1):\n\(actual)",
            sourceLocation: sourceLocation)
    }

    /// The snapshot `name` next to the calling test file, or `nil` when there is none or the run
    /// re-records snapshots (then ``assert(_:named:generated:filePath:sourceLocation:)`` writes it).
    public static func recorded(named name: String, filePath: String = #filePath) -> String? {
        guard ProcessInfo.processInfo.environment[recordVariable] != "1" else { return nil }
        return try? String(contentsOf: file(named: name, filePath: filePath), encoding: .utf8)
    }

    private static func file(named name: String, filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
            .appendingPathComponent(name)
    }
}
