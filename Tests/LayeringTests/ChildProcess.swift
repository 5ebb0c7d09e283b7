import Foundation
import TestSupport

/// Runs a program to its end and collects what it printed (through files, so no pipe fills up),
/// awaiting its end without holding a thread (TestSupport's `ExecutableInvocation`).
struct ChildProcess {
    var status: Int32
    var output: String
    var errorOutput: String

    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:],
        currentDirectory: String? = nil
    ) async throws -> ChildProcess {
        // The limit only keeps a broken run from hanging the suite: a build on a loaded machine takes minutes.
        let result = try await ExecutableInvocation(
            URL(fileURLWithPath: executable), arguments: arguments,
            environment: environment.isEmpty
                ? nil : ProcessInfo.processInfo.environment.merging(environment) { $1 },
            workingDirectory: currentDirectory.map { URL(fileURLWithPath: $0) }, timeout: 1_800
        ).run()
        return ChildProcess(status: result.exitCode, output: result.standardOutput, errorOutput: result.standardError)
    }

    /// The `layering` executable `swift test` built beside the test bundle.
    static var layering: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layering")
            .path
    }

    /// The first executable called `name` on `$PATH`.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
