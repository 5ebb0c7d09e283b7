import AllContracts
import TestSupport
import Testing

/// `shell --help` in both languages, against the snapshots in `Snapshots/`
/// (re-record with `BAZAAR_RECORD_SNAPSHOTS=1`). The module names come from `ModuleContract.all`
/// (`{modules}` in the snapshots), so a scaffolded module needs no re-recording.
@Suite struct ShellHelpSnapshotTests {
    @Test(arguments: ["en", "zh-Hans"])
    func helpMatchesItsSnapshot(language: String) async throws {
        let result = try await ShellRunner()(["--help", "--lang", language])
        #expect(result.exitCode == 0, "\(result)")
        let modules = ModuleContract.all.map(\.name).joined(separator: ", ")
        try Snapshot.assert(
            result.standardOutput, named: "shell-help.\(language).txt", generated: ["modules": modules])
    }
}
