import TestSupport
import Testing

/// `shell --help` in both languages, against the snapshots in `Snapshots/`
/// (re-record with `BAZAAR_RECORD_SNAPSHOTS=1`).
@Suite struct ShellHelpSnapshotTests {
    @Test(arguments: ["en", "zh-Hans"])
    func helpMatchesItsSnapshot(language: String) throws {
        let result = try ShellRunner()(["--help", "--lang", language])
        #expect(result.exitCode == 0, "\(result)")
        try Snapshot.assert(result.standardOutput, named: "shell-help.\(language).txt")
    }
}
