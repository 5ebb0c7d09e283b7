import Foundation

/// The `layering` command as a function: arguments in, printed text and exit status out.
///
/// `main.swift` only forwards to ``run(_:)``, so tests can run every command in-process.
public struct LayeringTool: Sendable {
    /// The version `--version` prints and SARIF reports name.
    public static let version = "2.0.0"

    /// What one run printed and how it ended.
    public struct Outcome: Sendable, Hashable {
        /// The exit status.
        public var status: ExitStatus
        /// Text for standard output.
        public var output: String
        /// Text for standard error: the one-line reason of a bad input.
        public var errorOutput: String
    }

    /// Loads manifests; each run applies its `--timeout` and trait options to a copy.
    public let manifestLoader: ManifestLoader
    /// The folder a run without `--package-path` starts looking for Package.swift from (upward).
    public let currentDirectory: String

    /// Creates the tool.
    public init(
        manifestLoader: ManifestLoader = ManifestLoader(),
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        self.manifestLoader = manifestLoader
        self.currentDirectory = currentDirectory
    }

    /// Runs the command line `arguments` (without the program name).
    public func run(_ arguments: [String]) -> Outcome {
        do {
            switch try Invocation.parse(arguments) {
            case .help:
                return Outcome(status: .clean, output: Invocation.usage, errorOutput: "")
            case .version:
                return Outcome(status: .clean, output: "layering \(Self.version)\n", errorOutput: "")
            case .run(let command, let options):
                return try run(command, options)
            }
        } catch {
            return Outcome(status: .badInput, output: "", errorOutput: "layering: \(error.message)\n")
        }
    }

    private func run(_ command: Invocation.Command, _ options: Invocation.Options) throws(LayeringError) -> Outcome {
        let packagePath: String
        if let path = options.packagePath {
            packagePath = path
        } else {
            packagePath = try Self.packageRoot(from: currentDirectory)
        }
        switch command {
        case .check:
            let baselinePath = options.baselinePath ?? "\(packagePath)/\(Baseline.fileName)"
            let baseline =
                options.baselinePath != nil || FileManager.default.fileExists(atPath: baselinePath)
                ? try Baseline.load(path: baselinePath, origin: options.baselinePath ?? Baseline.fileName) : nil
            let report = try self.report(
                packagePath: packagePath, options: options, baseline: baseline,
                baselineOrigin: options.baselinePath ?? Baseline.fileName)
            return Outcome(status: report.exitStatus, output: options.reportFormat.render(report), errorOutput: "")
        case .resources:
            return try resources(packagePath: packagePath, options: options)
        case .graph:
            let report = try self.report(packagePath: packagePath, options: options)
            return Outcome(status: .clean, output: options.graphFormat.render(report), errorOutput: "")
        case .baseline:
            let report = try self.report(packagePath: packagePath, options: options)
            let baseline = Baseline(recording: report)
            let path = options.outputPath ?? "\(packagePath)/\(Baseline.fileName)"
            try write(baseline.fileText, to: path)
            let places = baseline.entries.count
            return Outcome(
                status: .clean,
                output: "Recorded \(report.violations.count) violation\(report.violations.count == 1 ? "" : "s")"
                    + " (\(places) place\(places == 1 ? "" : "s")) in \(path); `layering check` now fails only on new ones.\n",
                errorOutput: "")
        case .`init`:
            let path = options.outputPath ?? "\(packagePath)/\(LayeringConfiguration.fileName)"
            guard !FileManager.default.fileExists(atPath: path) else {
                throw LayeringError("\(path) already exists; edit it, or remove it to start again from the layout")
            }
            let graph = try loader(for: options).load(packagePath: packagePath)
            let hasStandardLayout = !ConfigurationParser.defaults(packagePath: packagePath).layers.isEmpty
            let text = StarterConfiguration.text(for: graph, hasStandardLayout: hasStandardLayout)
            try write(text, to: path)
            return Outcome(
                status: .clean,
                output: "Wrote \(path): edit its layers, then run `layering check`"
                    + " (`layering --help` lists the commands; the layering tool's README explains every key).\n",
                errorOutput: "")
        }
    }

    /// Loads the package at `packagePath`, reads its sources and its configuration, and checks it.
    public func report(packagePath: String, configurationPath: String? = nil) throws(LayeringError) -> LayeringReport {
        var options = Invocation.Options(packagePath: packagePath)
        options.configurationPath = configurationPath
        options.timeout = manifestLoader.timeout
        options.traits = manifestLoader.traits
        options.enablesAllTraits = manifestLoader.enablesAllTraits
        options.scratchPath = manifestLoader.scratchPath
        return try report(packagePath: packagePath, options: options)
    }

    private func report(
        packagePath: String, options: Invocation.Options, baseline: Baseline? = nil,
        baselineOrigin: String = Baseline.fileName
    ) throws(LayeringError) -> LayeringReport {
        // A configuration that does not parse is reported before the (slower) manifest load.
        let configuration = try ConfigurationParser().load(
            packagePath: packagePath, explicitPath: options.configurationPath)
        let graph = try loader(for: options).load(packagePath: packagePath)
        let sources = try PackageSources.read(for: graph)
        return try LayeringChecker(configuration: configuration).check(
            graph: graph, sources: sources, baseline: baseline, baselineOrigin: baselineOrigin)
    }

    /// `layering resources`: the report, or with `--write-baseline` the baseline written.
    private func resources(packagePath: String, options: Invocation.Options) throws(LayeringError) -> Outcome {
        let origin = options.baselinePath ?? Baseline.resourcesFileName
        let baselinePath = options.baselinePath ?? "\(packagePath)/\(Baseline.resourcesFileName)"
        let readsBaseline =
            !options.writesBaseline
            && (options.baselinePath != nil || FileManager.default.fileExists(atPath: baselinePath))
        let baseline = readsBaseline ? try Baseline.load(path: baselinePath, origin: origin) : nil
        let configuration = try ConfigurationParser().load(
            packagePath: packagePath, explicitPath: options.configurationPath)
        var loader = loader(for: options)
        loader.readsDependencies = false
        let graph = try loader.load(packagePath: packagePath)
        var report = try ResourceChecker(configuration: configuration).check(
            graph: graph, baseline: baseline, baselineOrigin: origin)
        report.showsSizes = options.showsSizes
        guard options.writesBaseline else {
            return Outcome(status: report.exitStatus, output: options.reportFormat.render(report), errorOutput: "")
        }
        let recorded = Baseline(recording: report)
        try write(recorded.fileText, to: baselinePath)
        let count = report.violations.count
        return Outcome(
            status: .clean,
            output: "Recorded \(count) finding\(count == 1 ? "" : "s") and \(report.bundles.count) bundle size"
                + "\(report.bundles.count == 1 ? "" : "s") in \(baselinePath); `layering resources` now fails only on new"
                + " findings and prints size changes against it.\n",
            errorOutput: "")
    }

    private func loader(for options: Invocation.Options) -> ManifestLoader {
        var loader = manifestLoader
        loader.timeout = options.timeout
        loader.traits = options.traits
        loader.enablesAllTraits = options.enablesAllTraits
        loader.scratchPath = options.scratchPath ?? manifestLoader.scratchPath
        return loader
    }

    private func write(_ text: String, to path: String) throws(LayeringError) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw LayeringError(
                "cannot write \(path): \(error.localizedDescription); pass --output with a writable path")
        }
    }

    /// The nearest folder from `folder` up that holds Package.swift.
    static func packageRoot(from folder: String) throws(LayeringError) -> String {
        if let root = PackageRoot.nearest(from: folder) { return root }
        throw LayeringError(
            "no Package.swift in \(folder) or any folder above it; run layering inside a package or pass --package-path"
        )
    }
}
