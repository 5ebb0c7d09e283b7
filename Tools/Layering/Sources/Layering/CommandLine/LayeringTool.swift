/// The `layering` command as a function: arguments in, printed text and exit status out.
///
/// `main.swift` only forwards to ``run(_:)``, so tests can run every command in-process.
public struct LayeringTool: Sendable {
    /// What one run printed and how it ended.
    public struct Outcome: Sendable, Hashable {
        /// The exit status.
        public var status: ExitStatus
        /// Text for standard output.
        public var output: String
        /// Text for standard error: the one-line reason of a bad input.
        public var errorOutput: String
    }

    /// Loads manifests.
    public let manifestLoader: ManifestLoader

    /// Creates the tool.
    public init(manifestLoader: ManifestLoader = ManifestLoader()) {
        self.manifestLoader = manifestLoader
    }

    /// Runs the command line `arguments` (without the program name).
    public func run(_ arguments: [String]) -> Outcome {
        do {
            switch try Invocation.parse(arguments) {
            case .help:
                return Outcome(status: .clean, output: Invocation.usage, errorOutput: "")
            case .check(let packagePath, let format, let configurationPath):
                let report = try self.report(packagePath: packagePath, configurationPath: configurationPath)
                return Outcome(status: report.exitStatus, output: format.render(report), errorOutput: "")
            case .graph(let packagePath, let format, let configurationPath):
                let report = try self.report(packagePath: packagePath, configurationPath: configurationPath)
                return Outcome(status: .clean, output: format.render(report), errorOutput: "")
            }
        } catch {
            return Outcome(status: .badInput, output: "", errorOutput: "layering: \(error.message)\n")
        }
    }

    /// Loads the package at `packagePath`, reads its sources and its configuration, and checks it.
    public func report(packagePath: String, configurationPath: String? = nil) throws(LayeringError) -> LayeringReport {
        // A configuration that does not parse is reported before the (slower) manifest load.
        let configuration = try ConfigurationParser().load(packagePath: packagePath, explicitPath: configurationPath)
        let graph = try manifestLoader.load(packagePath: packagePath)
        let sources = try PackageSources.read(for: graph)
        return try LayeringChecker(configuration: configuration).check(graph: graph, sources: sources)
    }
}
