import Foundation

/// Loads a package's declared graph by running `swift package describe --type json`.
///
/// The subprocess gets its own scratch path in a temporary folder, so it never waits on the
/// `.build` lock held by a `swift build` or `swift test` of the same package.
public struct ManifestLoader: Sendable {
    /// The `swift` executable to run.
    public let swiftExecutable: String

    /// Creates a loader that runs `swiftExecutable`, or else `$LAYERING_SWIFT`, or else the first
    /// `swift` on `$PATH`.
    public init(swiftExecutable: String? = nil) {
        let environment = ProcessInfo.processInfo.environment
        self.swiftExecutable =
            swiftExecutable ?? environment["LAYERING_SWIFT"]
            ?? Self.findOnPath("swift", path: environment["PATH"] ?? "/usr/bin:/bin") ?? "/usr/bin/swift"
    }

    /// Loads the package whose Package.swift is in `packagePath`.
    public func load(packagePath: String) throws(LayeringError) -> PackageGraph {
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw LayeringError(
                "\(packagePath) is not a folder; pass --package-path with the folder that holds Package.swift")
        }
        guard FileManager.default.fileExists(atPath: root + "/Package.swift") else {
            throw LayeringError(
                "\(packagePath) is not a package: it has no Package.swift; pass --package-path with the folder that holds one"
            )
        }
        guard FileManager.default.isExecutableFile(atPath: swiftExecutable) else {
            throw LayeringError(
                "cannot run \(swiftExecutable) to load the manifest; put `swift` on PATH or set LAYERING_SWIFT")
        }
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("layering-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("describe.json")
        let errors = scratch.appendingPathComponent("describe.err")
        let status: Int32
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            let outputHandle = try FileHandle(forWritingTo: output)
            let errorHandle = try FileHandle(forWritingTo: errors)
            defer {
                try? outputHandle.close()
                try? errorHandle.close()
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: swiftExecutable)
            process.arguments = [
                "package", "--package-path", root, "--scratch-path", scratch.appendingPathComponent("build").path,
                "describe", "--type", "json",
            ]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = outputHandle
            process.standardError = errorHandle
            try process.run()
            process.waitUntilExit()
            status = process.terminationStatus
        } catch {
            throw LayeringError("cannot run \(swiftExecutable) package describe for \(packagePath): \(error)")
        }
        guard status == 0 else {
            let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw LayeringError(
                "the manifest \(packagePath)/Package.swift does not load: \(Self.firstError(in: text, status: status));"
                    + " fix it until `swift package describe` succeeds")
        }
        let json = (try? Data(contentsOf: output)) ?? Data()
        return try PackageDescriptionDecoder().decode(json, rootPath: root)
    }

    /// The most useful line of SwiftPM's error output: the first compiler error in the manifest
    /// (`Package.swift:4:1: error: ...`), else the first error without the compiler command line.
    static func firstError(in text: String, status: Int32) -> String {
        let lines = text.split(whereSeparator: \.isNewline).map(String.init)
        if let diagnostic = lines.first(where: { $0.contains("Package.swift:") && $0.contains(": error: ") }),
            let start = diagnostic.range(of: "Package.swift:")?.lowerBound
        {
            return String(diagnostic[start...])
        }
        guard var line = lines.first(where: { $0.contains("error:") }) ?? lines.first else {
            return "exit status \(status)"
        }
        if let command = line.range(of: " (compiled with:") { line = String(line[..<command.lowerBound]) }
        return line.trimmingCharacters(in: .whitespaces)
    }

    private static func findOnPath(_ name: String, path: String) -> String? {
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
