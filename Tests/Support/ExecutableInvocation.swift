import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of an executable: its arguments, what it reads on standard input, its environment
/// and how long it may take. `run()` captures both output streams and the exit code.
///
/// Streams go through temporary files rather than pipes, so a process that writes a lot never
/// blocks on a full pipe and the caller needs no reader threads. A run that outlives `timeout`
/// gets SIGTERM, then SIGKILL a second later, and answers `timedOut`; the limit is generous,
/// only so that a broken program fails its test instead of hanging it.
public struct ExecutableInvocation: Sendable {
    /// The executable's file.
    public var executable: URL
    /// The arguments, without the program name.
    public var arguments: [String]
    /// What the process reads on standard input (then end of file).
    public var standardInput: String
    /// The whole environment of the process; `nil` inherits this process's environment.
    public var environment: [String: String]?
    /// The working directory; `nil` inherits this process's.
    public var workingDirectory: URL?
    /// How long the run may take, in seconds.
    public var timeout: Double

    /// Describes a run.
    public init(
        _ executable: URL, arguments: [String] = [], standardInput: String = "",
        environment: [String: String]? = nil, workingDirectory: URL? = nil, timeout: Double = 600
    ) {
        self.executable = executable
        self.arguments = arguments
        self.standardInput = standardInput
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.timeout = timeout
    }

    /// Runs the executable to its end (or its timeout) and answers what it did, waiting without
    /// holding a thread: the process's termination handler resumes the caller. Throws
    /// `TestSupportError` when it cannot be started.
    public func run() async throws -> ExecutableResult {
        let files = FileManager.default
        let directory = files.temporaryDirectory.appendingPathComponent(
            "ExecutableInvocation-\(UUID().uuidString)", isDirectory: true)
        try files.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? files.removeItem(at: directory) }
        let inputURL = directory.appendingPathComponent("stdin")
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        try Data(standardInput.utf8).write(to: inputURL)
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)

        let input = try FileHandle(forReadingFrom: inputURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        defer {
            try? input.close()
            try? output.close()
            try? error.close()
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        LaunchLog.record(executable)
        let ending = ProcessEnding(process)
        do {
            try process.run()
        } catch {
            throw TestSupportError("cannot run \(executable.path): \(error.localizedDescription)")
        }
        let timedOut = await ending.wait(timeout: timeout, pid: process.processIdentifier)
        return ExecutableResult(
            exitCode: process.terminationStatus,
            signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil,
            standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
            standardError: try String(contentsOf: errorURL, encoding: .utf8), timedOut: timedOut)
    }

    /// The first executable file named `name` in the directories of `$PATH`, or `nil`.
    public static func locate(
        _ name: String, environment: [String: String] = ProcessInfo.processInfo.environment
    )
        -> URL?
    {
        let directories = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        return directories.lazy.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
