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
    /// Reads standard input whole (`affected --files -`).
    public let standardInput: @Sendable () -> String

    /// Creates the tool; `standardInput` stands in for the process's standard input (tests pass text).
    public init(
        manifestLoader: ManifestLoader = ManifestLoader(),
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        standardInput: @escaping @Sendable () -> String = {
            String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
    ) {
        self.manifestLoader = manifestLoader
        self.currentDirectory = currentDirectory
        self.standardInput = standardInput
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
        if let path = options.workspacePath ?? options.packagePath {
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
        case .affected:
            return try affected(packagePath: packagePath, options: options)
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
            let text: String
            if options.workspacePath != nil {
                let loaded = try load(packagePath: packagePath, options: options, configuration: .universal)
                text = StarterConfiguration.workspaceText(for: loaded.graph, packages: loaded.packages ?? [])
            } else {
                let graph = try loader(for: options).load(packagePath: packagePath)
                let hasStandardLayout = !ConfigurationParser.defaults(packagePath: packagePath).layers.isEmpty
                text = StarterConfiguration.text(for: graph, hasStandardLayout: hasStandardLayout)
            }
            try write(text, to: path)
            return Outcome(
                status: .clean,
                output: "Wrote \(path): edit its layers, then run `layering check`"
                    + " (`layering --help` lists the commands; the layering tool's manual, Reference/Manual.md beside its README, explains every key).\n",
                errorOutput: "")
        }
    }

    /// Loads the package at `packagePath, reads its sources and its configuration, and checks it.
    public func report(packagePath: String, configurationPath: String? = nil) throws(LayeringError) -> LayeringReport {
        var options = Invocation.Options(packagePath: packagePath)
        options.configurationPath = configurationPath
        options.timeout = manifestLoader.timeout
        options.traits = manifestLoader.traits
        options.enablesAllTraits = manifestLoader.enablesAllTraits
        options.scratchPath = manifestLoader.scratchPath
        return try report(packagePath: packagePath, options: options)
    }

    /// What a command reads: the graph (one package's, or a workspace's), and the workspace's packages.
    struct Loaded {
        var graph: PackageGraph
        /// In a workspace: every package loaded or tried.
        var packages: [WorkspacePackage]?
        /// In a workspace: the folders of packages the command did not need to load.
        var unneeded: [String] = []
        /// The sentences for the report's notes about packages that did not load or were not needed.
        var notes: [String] {
            var notes: [String] = []
            if !unneeded.isEmpty {
                let count = unneeded.count == 1 ? "1 package has" : "\(unneeded.count) packages have"
                notes.append(
                    "\(count) no resources and no dependency to or from a package with them, so"
                        + " \(unneeded.count == 1 ? "it was" : "they were") not loaded: \(LayeringChecker.list(unneeded))"
                )
            }
            let failed = (packages ?? []).filter { $0.error != nil }
            guard !failed.isEmpty else { return notes }
            let checked = (packages ?? []).count - failed.count
            return notes + failed.map { "package \($0.path) was not checked: \($0.error ?? "")" }
                + ["\(checked) of \((packages ?? []).count) packages were checked"]
        }
    }

    /// The package at `packagePath`, or with `--workspace` the workspace there (its packages those
    /// `configuration` lists, else every one found).
    /// `resourcePackagesOnly` loads only the workspace's packages that `layering resources` needs.
    func load(
        packagePath: String, options: Invocation.Options, configuration: LayeringConfiguration,
        readsDependencies: Bool = true, resourcePackagesOnly: Bool = false
    ) throws(LayeringError) -> Loaded {
        var loader = loader(for: options)
        loader.readsDependencies = readsDependencies
        guard options.workspacePath != nil else {
            return Loaded(graph: try loader.load(packagePath: packagePath))
        }
        let workspace = try Workspace.load(
            path: packagePath, patterns: configuration.packages, loader: loader,
            resourcePackagesOnly: resourcePackagesOnly)
        return Loaded(graph: workspace.graph, packages: workspace.packages, unneeded: workspace.unneeded)
    }

    private func report(
        packagePath: String, options: Invocation.Options, baseline: Baseline? = nil,
        baselineOrigin: String = Baseline.fileName
    ) throws(LayeringError) -> LayeringReport {
        // A configuration that does not parse is reported before the (slower) manifest load.
        let configuration = try ConfigurationParser().load(
            packagePath: packagePath, explicitPath: options.configurationPath)
        // The scan cache (tens of megabytes in a large package) is read while the manifest loads.
        let buildFolder = buildFolder(packagePath: packagePath, options)
        let expectedCache = SourceScanCache(
            buildFolder: buildFolder, rootPath: URL(fileURLWithPath: packagePath).standardizedFileURL.path)
        let recorded = expectedCache.file == nil ? nil : expectedCache.loadInBackground()
        let loaded = try load(packagePath: packagePath, options: options, configuration: configuration)
        let cache = SourceScanCache(buildFolder: buildFolder, rootPath: loaded.graph.rootPath)
        let sources = try PackageSources.read(
            for: loaded.graph, cache: cache, recorded: cache.file == expectedCache.file ? recorded?() : nil)
        var report = try LayeringChecker(configuration: configuration).check(
            graph: loaded.graph, sources: sources, baseline: baseline, baselineOrigin: baselineOrigin)
        report.packages = loaded.packages
        report.notes = loaded.notes + report.notes
        return report
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
        let loaded = try load(
            packagePath: packagePath, options: options, configuration: configuration, readsDependencies: false,
            resourcePackagesOnly: true)
        var report = try ResourceChecker(configuration: configuration).check(
            graph: loaded.graph, baseline: baseline, baselineOrigin: origin)
        report.showsSizes = options.showsSizes
        report.packages = loaded.packages
        report.notes = loaded.notes + report.notes
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

    /// `layering affected`: the targets and tests the changed files touch.
    private func affected(packagePath: String, options: Invocation.Options) throws(LayeringError) -> Outcome {
        let root = URL(fileURLWithPath: packagePath, relativeTo: URL(fileURLWithPath: currentDirectory))
            .standardizedFileURL.path
        // The changes first: a revision git does not know is reported before the (slower) load.
        let files: [String]
        if let revision = options.baseRevision {
            files = try ChangedFiles.since(revision, root: root)
        } else {
            files = ChangedFiles.parse(standardInput(), root: root)
        }
        let configuration = try ConfigurationParser().load(
            packagePath: packagePath, explicitPath: options.configurationPath)
        let loaded = try load(
            packagePath: packagePath, options: options, configuration: configuration, readsDependencies: false)
        let affected = AffectedTargets(graph: loaded.graph, files: files)
        var output = AffectedReportFormatter(shards: options.shards).render(
            affected, graph: loaded.graph, format: options.affectedFormat)
        if options.affectedFormat == .text {
            output += loaded.notes.map { "note: \($0)\n" }.joined()
        }
        return Outcome(status: .clean, output: output, errorOutput: "")
    }

    private func loader(for options: Invocation.Options) -> ManifestLoader {
        var loader = manifestLoader
        loader.timeout = options.timeout
        loader.traits = options.traits
        loader.enablesAllTraits = options.enablesAllTraits
        loader.scratchPath = options.scratchPath ?? manifestLoader.scratchPath
        loader.usesCache = options.usesCache && manifestLoader.usesCache
        return loader
    }

    /// The build folder whose `layering` folder caches what was read: `--scratch-path`, else `.build`
    /// in the package's folder; `nil` with `--no-cache`.
    private func buildFolder(packagePath: String, _ options: Invocation.Options) -> String? {
        guard options.usesCache, manifestLoader.usesCache else { return nil }
        let path = options.scratchPath ?? manifestLoader.scratchPath ?? "\(packagePath)/.build"
        return URL(fileURLWithPath: path).standardizedFileURL.path
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
