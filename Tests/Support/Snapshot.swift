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
    public static func assert(
        _ actual: String, named name: String, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
        let file = directory.appendingPathComponent(name)
        let recording = ProcessInfo.processInfo.environment[recordVariable] == "1"
        guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
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
}
