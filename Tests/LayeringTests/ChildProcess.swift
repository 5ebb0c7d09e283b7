import Foundation

/// Runs a program to its end and collects what it printed (through files, so no pipe fills up).
struct ChildProcess {
    var status: Int32
    var output: String
    var errorOutput: String

    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:],
        currentDirectory: String? = nil
    ) throws -> ChildProcess {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layering-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputURL = folder.appendingPathComponent("out")
        let errorURL = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let outputHandle = try FileHandle(forWritingTo: outputURL)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()
        try outputHandle.close()
        try errorHandle.close()
        return ChildProcess(
            status: process.terminationStatus,
            output: try String(contentsOf: outputURL, encoding: .utf8),
            errorOutput: try String(contentsOf: errorURL, encoding: .utf8))
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
