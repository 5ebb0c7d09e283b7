import Foundation
import Testing

/// Counts the processes the tests start. When `BAZAAR_TEST_LAUNCH_LOG` names a file, every
/// launcher of the tests appends one line to it, `PROGRAM<TAB>TEST`, so one run of the suite can
/// be held to its budget of launches (`.ci/run` counts the lines) and a test that launches more
/// than it should is named.
public enum LaunchLog {
    /// The variable naming the file.
    public static let variable = "BAZAAR_TEST_LAUNCH_LOG"

    /// The name of a fixture several tests share, in the task that makes it
    /// (`$fixture.withValue`): its launches are recorded as `fixture:NAME`, whichever test asked
    /// for it first, so one run counts them once and under the same name.
    @TaskLocal public static var fixture: String?

    /// Records the start of `executable` (its file name, or `program` when given: `swiftc` run
    /// through `env`) by the running test.
    public static func record(_ executable: URL, program: String? = nil) {
        guard let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty else { return }
        let test = fixture.map { "fixture:\($0)" } ?? Test.current.map { "\($0.id)" } ?? "(no test)"
        let line = "\(program ?? executable.lastPathComponent)\t\(test)\n"
        // One write(2) of a short line to a file opened for appending: lines of parallel tests never mix.
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        _ = line.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
    }
}
