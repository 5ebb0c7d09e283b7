import Foundation

/// Loads a package's declared graph by running `swift package describe --type json`.
///
/// The subprocess gets its own scratch path and `TMPDIR` in one temporary folder, so it never waits
/// on the `.build` lock held by a `swift build` or `swift test` of the same package, and everything
/// it writes goes when the folder does; what it printed is kept in the build folder's `layering`
/// folder (``ManifestCache``), the only thing written there. A manifest that takes longer than
/// ``timeout`` is ended with every process it started. A manifest SwiftPM refuses because its targets
/// form a cycle is read with `swift package dump-package` instead, and the graph says so
/// (``PackageGraph/dependencyCycle``). The manifests of packages it depends on are read too
/// (``PackageGraph/dependencyProducts``): those it depends on by a local path, and those resolved into
/// the build folder's `checkouts`.
public struct ManifestLoader: Sendable {
    /// The default ``timeout``, in seconds.
    public static let defaultTimeout = 120.0

    /// The `swift` executable to run.
    public let swiftExecutable: String
    /// Seconds the manifest may take to load before its processes are ended.
    public var timeout: Double
    /// Traits enabled for the manifest load (`--traits`); empty leaves the package's default traits.
    public var traits: [String]
    /// Whether every trait is enabled (`--enable-all-traits`).
    public var enablesAllTraits: Bool
    /// Whether SIGINT and SIGTERM during the load end the load's processes and the load (which then
    /// throws, its temporary folder removed). For the command-line tool, which then exits with status
    /// 2; a library user keeps its own signal handling. It also makes the load the owner of this
    /// process's children (on Linux their subreaper): whatever ends `swift package`, the processes it
    /// started are ended and reaped before the temporary folder goes. A library user that starts
    /// processes of its own meanwhile leaves it off.
    public var handlesSignals: Bool
    /// The build folder whose `checkouts` hold the resolved dependencies and whose `layering` folder
    /// the manifest cache (`--scratch-path`); `nil`: `.build` in the package's folder.
    public var scratchPath: String?
    /// Whether module aliases and the dependencies' manifests are read (`check`, `graph`, `baseline`);
    /// `layering resources` needs only the package's own targets.
    public var readsDependencies = true
    /// Whether loaded manifests and scanned sources are kept in the build folder's `layering` folder
    /// and read from there when nothing they depend on changed (`--no-cache` turns it off).
    public var usesCache = true

    /// Creates a loader that runs `swiftExecutable`, or else `$LAYERING_SWIFT`, or else the first
    /// `swift` on `$PATH`.
    public init(
        swiftExecutable: String? = nil, timeout: Double = defaultTimeout, traits: [String] = [],
        enablesAllTraits: Bool = false, handlesSignals: Bool = false
    ) {
        let environment = ProcessInfo.processInfo.environment
        self.swiftExecutable =
            swiftExecutable ?? environment["LAYERING_SWIFT"]
            ?? Self.findOnPath("swift", path: environment["PATH"] ?? "/usr/bin:/bin") ?? "/usr/bin/swift"
        self.timeout = timeout
        self.traits = traits
        self.enablesAllTraits = enablesAllTraits
        self.handlesSignals = handlesSignals
    }

    /// Loads the package whose Package.swift is in `packagePath`.
    public func load(packagePath: String) throws(LayeringError) -> PackageGraph {
        try loadAll(packagePaths: [packagePath])[0].get()
    }

    /// Loads the packages whose Package.swift files are in `packagePaths`, their manifests evaluated
    /// side by side (as many at once as there are cores), each from the cache when nothing it depends
    /// on changed. Each result is the package's graph, or the one-line reason it did not load; the
    /// load as a whole throws only when it cannot run at all (no `swift`, no temporary folder), runs
    /// out of time or is interrupted.
    public func loadAll(packagePaths: [String]) throws(LayeringError) -> [Result<PackageGraph, LayeringError>] {
        var results = [Result<PackageGraph, LayeringError>?](repeating: nil, count: packagePaths.count)
        let roots = packagePaths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        for (index, root) in roots.enumerated() {
            let packagePath = packagePaths[index]
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) || !isDirectory.boolValue {
                results[index] = .failure(
                    LayeringError(
                        "\(packagePath) is not a folder; pass --package-path with the folder that holds Package.swift"))
            } else if !FileManager.default.fileExists(atPath: root + "/Package.swift") {
                results[index] = .failure(
                    LayeringError(
                        "\(packagePath) is not a package: it has no Package.swift; pass --package-path with the folder that holds one"
                    ))
            }
        }
        guard results.contains(where: { $0 == nil }) else { return results.map { $0! } }
        guard FileManager.default.isExecutableFile(atPath: swiftExecutable) else {
            throw LayeringError(
                "cannot run \(swiftExecutable) to load the manifest; put `swift` on PATH or set LAYERING_SWIFT")
        }
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("layering-\(UUID().uuidString)", isDirectory: true).path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        do {
            try FileManager.default.createDirectory(
                atPath: scratch + "/tmp", withIntermediateDirectories: true)
        } catch {
            throw LayeringError(
                "cannot create a temporary folder in \(scratch) to load \(packagePaths.joined(separator: ", ")): \(error)"
            )
        }
        let session = Session(scratch: scratch, deadline: Date().addingTimeInterval(timeout))
        // Every package's `describe`: from its cache, else run, all misses at once.
        var graphs: [Int: PackageGraph] = [:]
        var misses: [Int] = []
        for index in roots.indices where results[index] == nil {
            switch cachedDescription(of: roots[index], session: session) {
            case .success(let graph)?: graphs[index] = graph
            case .failure(let reason)?: results[index] = .failure(Self.doesNotLoad(packagePaths[index], reason.message))
            case nil: misses.append(index)
            }
        }
        let described = try run(
            misses.map { Job(subcommand: ["describe", "--type", "json"], root: roots[$0]) }, session: session)
        var cycles: [Int: String] = [:]
        for (index, describe) in zip(misses, described) {
            let root = roots[index]
            if describe.status == 0 {
                do throws(LayeringError) {
                    var graph = try PackageDescriptionDecoder().decode(describe.output, rootPath: root)
                    graph.skippedTargets = Self.skippedTargets(in: describe.errors)
                    graphs[index] = graph
                    if let note = describeCache(of: root, session: session).record(
                        Data(PackageGraphRecord.encode(graph)), of: root, extra: describeKey(of: root))
                    {
                        session.notes.insert(note)
                    }
                } catch {
                    results[index] = .failure(error)
                }
            } else if let cycle = Self.cycle(in: describe.errors) {
                cycles[index] = cycle
            } else {
                let reason = Self.firstError(in: describe.errors, status: describe.status)
                results[index] = .failure(Self.doesNotLoad(packagePaths[index], reason))
                // SwiftPM's own refusal is not tried again until the manifest, the toolchain or the
                // package's files change; a process ended by a signal (128 + N) is.
                if describe.status < 128,
                    let note = describeCache(of: root, session: session).record(
                        Self.unloadable + Data(reason.utf8), of: root, extra: describeKey(of: root))
                {
                    session.notes.insert(note)
                }
            }
        }
        // A cycle of targets: the declared graph, from `dump-package`.
        let cycleIndices = cycles.keys.sorted()
        let dumps = try run(cycleIndices.map { Job(subcommand: ["dump-package"], root: roots[$0]) }, session: session)
        for (index, dump) in zip(cycleIndices, dumps) {
            guard dump.status == 0 else {
                let describe = described[misses.firstIndex(of: index)!]
                results[index] = .failure(
                    Self.doesNotLoad(
                        packagePaths[index], Self.firstError(in: describe.errors, status: describe.status)))
                continue
            }
            do throws(LayeringError) {
                var graph = try ManifestDumpDecoder().decode(dump.output, rootPath: roots[index])
                graph.dependencyCycle = cycles[index]
                graphs[index] = graph
            } catch {
                results[index] = .failure(error)
            }
        }
        if readsDependencies {
            try addDependencies(to: &graphs, roots: roots, session: session)
        }
        for (index, graph) in graphs {
            var graph = graph
            graph.loadNotes = session.notes.sorted()
            results[index] = .success(graph)
        }
        return results.map { $0 ?? .failure(LayeringError("\(packagePaths[0]) did not load")) }
    }

    /// What one load shares between its packages: the temporary folder, the deadline, the manifests
    /// already read and the notes about caches that could not be written.
    private final class Session {
        let scratch: String
        let deadline: Date
        /// Each package folder read so far → its graph (`nil`: its manifest does not evaluate).
        var dumped: [String: PackageGraph?] = [:]
        var notes: Set<String> = []

        init(scratch: String, deadline: Date) {
            self.scratch = scratch
            self.deadline = deadline
        }
    }

    private func buildFolder(of root: String) -> String? {
        guard usesCache else { return nil }
        return scratchPath.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? root + "/.build"
    }

    private func describeCache(of root: String, session: Session) -> ManifestCache {
        ManifestCache(buildFolder: buildFolder(of: root), swiftExecutable: swiftExecutable, kind: "packages")
    }

    /// What a package's `describe` depends on besides its manifests and the toolchain: the traits
    /// options, `Package.resolved` and the package's folders (SwiftPM finds sources among them).
    private func describeKey(of root: String) -> String {
        let resolved = FileManager.default.contents(atPath: root + "/Package.resolved") ?? Data()
        return "traits: \(enablesAllTraits) \(traits)\nresolved: \(String(decoding: resolved, as: UTF8.self))\n"
            + ManifestCache.fileTree(of: root)
    }

    /// The root's described graph from the cache in its build folder (``PackageGraphRecord``), or
    /// SwiftPM's reason it did not load, if recorded for the same manifests, toolchain, environment,
    /// traits, `Package.resolved` and file tree, and still decoding.
    private func cachedDescription(of root: String, session: Session) -> Result<PackageGraph, LayeringError>? {
        guard let cached = describeCache(of: root, session: session).dump(of: root, extra: describeKey(of: root))
        else { return nil }
        if cached.starts(with: Self.unloadable) {
            return .failure(LayeringError(String(decoding: cached.dropFirst(Self.unloadable.count), as: UTF8.self)))
        }
        return PackageGraphRecord.decode(cached).map { .success($0) }
    }

    private static func doesNotLoad(_ packagePath: String, _ reason: String) -> LayeringError {
        LayeringError(
            "the manifest \(packagePath)/Package.swift does not load: \(reason);"
                + " fix it until `swift package describe` succeeds")
    }

    /// What the describe cache holds, before SwiftPM's reason, for a package that does not load.
    private static let unloadable = Data("does not load\n".utf8)

    /// Module aliases and the products of every package each graph depends on, their manifests read
    /// level by level (the packages one level further down are known only once a level is read), each
    /// level's manifests side by side.
    private func addDependencies(
        to graphs: inout [Int: PackageGraph], roots: [String], session: Session
    ) throws(LayeringError) {
        // Packages loaded here serve as dependencies of each other without being read again.
        for graph in graphs.values { session.dumped[graph.rootPath] = graph }
        let aliasing = graphs.keys.sorted().filter {
            graphs[$0]?.dependencyCycle == nil && Self.mayAliasModules(roots[$0])
        }
        let aliased = try dumpedGraphs(aliasing.map { roots[$0] }, root: roots[0], session: session, fresh: true)
        for index in aliasing {
            guard let graph = graphs[index] else { continue }
            // `swift package describe` leaves settings out: the aliases come from the evaluated manifest.
            graphs[index] = graph.addingModuleAliases(from: aliased[roots[index]].flatMap { $0 } ?? graph)
        }
        for index in graphs.keys.sorted() {
            guard var graph = graphs[index] else { continue }
            let buildFolder =
                scratchPath.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? roots[index] + "/.build"
            var pending = graph.localDependencyPaths
            let checkouts = "\(buildFolder)/checkouts"
            let folders = ((try? FileManager.default.contentsOfDirectory(atPath: checkouts)) ?? []).sorted()
            var checkoutOfIdentity: [String: String] = [:]
            for folder in folders where !folder.hasPrefix(".") {
                checkoutOfIdentity[folder.lowercased()] = "\(checkouts)/\(folder)"
                pending.append("\(checkouts)/\(folder)")
            }
            var visited: Set<String> = [graph.rootPath]
            var read: [String: PackageGraph] = [:]
            while !pending.isEmpty {
                let level = pending.map { URL(fileURLWithPath: $0).standardizedFileURL.path }.filter {
                    visited.insert($0).inserted
                }
                pending = []
                let found = try dumpedGraphs(level, root: roots[index], session: session)
                for path in level {
                    guard let dependency = found[path].flatMap({ $0 }) else { continue }
                    read[path] = dependency
                    pending += dependency.localDependencyPaths
                }
            }
            graph.dependencyProducts = Self.offeredProducts(of: read.keys.sorted().compactMap { read[$0] })
            graph.unresolvedPackages = graph.remotePackages.filter { identity in
                checkoutOfIdentity[identity.lowercased()].map { read[$0] == nil } ?? true
            }.sorted()
            graphs[index] = graph
        }
    }

    /// Whether the manifest in `root` may rename modules (`-module-alias`, `moduleAliases:`): only then
    /// is it evaluated a second time for its settings.
    static func mayAliasModules(_ root: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.contains { name in
            guard name.hasPrefix("Package"), name.hasSuffix(".swift"),
                let data = FileManager.default.contents(atPath: "\(root)/\(name)")
            else { return false }
            let text = String(decoding: data, as: UTF8.self)
            return text.contains("module-alias") || text.contains("moduleAliases")
        }
    }

    /// What each of `packages`' products provides and brings along, products of other packages
    /// among them included (named by a target's product dependency), whatever their order.
    static func offeredProducts(of packages: [PackageGraph]) -> [DependencyProduct] {
        var offered = packages.flatMap { $0.offeredProducts(using: []) }
        // Each round follows one more package boundary; a cycle of packages settles as well.
        for _ in 0..<max(1, packages.count) {
            let next = packages.flatMap { $0.offeredProducts(using: offered) }
            if next == offered { break }
            offered = next
        }
        return offered.sorted { ($0.package, $0.name) < ($1.package, $1.name) }
    }

    /// The packages in `paths` as their evaluated manifests declare them (`nil`: no manifest, or one
    /// that does not evaluate), each from the session, from the cache in `root`'s build folder or from
    /// `swift package dump-package` (then recorded), those run side by side. `fresh` reads the
    /// manifests themselves even when the session holds their described graphs (for their settings).
    private func dumpedGraphs(
        _ paths: [String], root: String, session: Session, fresh: Bool = false
    ) throws(LayeringError) -> [String: PackageGraph?] {
        let cache = ManifestCache(buildFolder: buildFolder(of: root), swiftExecutable: swiftExecutable)
        var found: [String: PackageGraph?] = [:]
        var misses: [String] = []
        for path in paths {
            if !fresh, let known = session.dumped[path] {
                found[path] = known
            } else if !FileManager.default.fileExists(atPath: path + "/Package.swift") {
                found[path] = .some(nil)
            } else if let cached = cache.dump(of: path) {
                // A manifest that did not evaluate with this toolchain is not tried again until it changes.
                if cached.elementsEqual(Self.unreadable) {
                    found[path] = .some(nil)
                } else if let graph = try? ManifestDumpDecoder().decode(cached, rootPath: path, listsSources: false) {
                    found[path] = graph
                } else {
                    misses.append(path)
                }
            } else {
                misses.append(path)
            }
        }
        let dumps = try run(
            misses.map { Job(subcommand: ["dump-package"], root: $0, passesTraits: false) }, session: session)
        for (path, dump) in zip(misses, dumps) {
            let graph =
                dump.status == 0
                ? try? ManifestDumpDecoder().decode(dump.output, rootPath: path, listsSources: false) : nil
            if let note = cache.record(graph == nil ? Self.unreadable : dump.output, of: path) {
                session.notes.insert(note)
            }
            found[path] = .some(graph)
        }
        for (path, graph) in found where !fresh && session.dumped[path] == nil { session.dumped[path] = graph }
        return found
    }

    /// What the cache records for a manifest that does not evaluate (no dump is valid JSON that short).
    private static let unreadable = Data("unreadable".utf8)

    private struct Run {
        var status: Int32
        var output: Data
        var errors: String
    }

    /// One `swift package <subcommand>` on the package at `root`; `passesTraits` passes the loader's
    /// traits along.
    private struct Job {
        var subcommand: [String]
        var root: String
        var passesTraits = true
    }

    /// Runs `jobs` side by side (as many at once as there are cores), each with its own scratch path
    /// in the session's temporary folder, and collects what each printed, in order.
    private func run(_ jobs: [Job], session: Session) throws(LayeringError) -> [Run] {
        guard !jobs.isEmpty else { return [] }
        let scratch = session.scratch
        let processes = jobs.map { job in
            let name = UUID().uuidString
            var options = ["package", "--package-path", job.root, "--scratch-path", "\(scratch)/build-\(name)"]
            if enablesAllTraits, job.passesTraits { options.append("--enable-all-traits") }
            if !traits.isEmpty, job.passesTraits { options += ["--traits", traits.joined(separator: ",")] }
            return ChildProcess(
                executable: swiftExecutable, arguments: options + job.subcommand,
                environment: ["TMPDIR": scratch + "/tmp"],
                outputPath: "\(scratch)/out-\(name)", errorPath: "\(scratch)/err-\(name)")
        }
        let endings = try ChildProcess.runAll(
            processes, concurrency: ChildProcess.usefulConcurrency, until: session.deadline,
            handlesSignals: handlesSignals, ownsChildren: handlesSignals)
        var runs: [Run] = []
        for (index, ending) in endings.enumerated() {
            let manifest = "\(jobs[index].root)/Package.swift"
            switch ending {
            case .timedOut(let ended):
                throw LayeringError(
                    "the manifest \(manifest) did not load within \(Self.seconds(timeout)) s (--timeout): ended `swift package`"
                        + " and \(Self.processes(ended)) it started and removed their temporary folder;"
                        + " fix a manifest that never returns, or raise --timeout")
            case .interrupted(let signal, let ended):
                throw LayeringError(
                    "stopped by \(signal) while loading \(manifest); ended `swift package` and \(Self.processes(ended))"
                        + " it started and removed their temporary folder")
            case .exited(let status):
                let process = processes[index]
                runs.append(
                    Run(
                        status: status, output: FileManager.default.contents(atPath: process.outputPath) ?? Data(),
                        errors: (try? String(contentsOfFile: process.errorPath, encoding: .utf8)) ?? ""))
            }
        }
        return runs
    }

    private static func processes(_ count: Int) -> String {
        "\(count) process\(count == 1 ? "" : "es")"
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// SwiftPM's sentence about a cycle of target dependencies, if `errors` has one.
    static func cycle(in errors: String) -> String? {
        guard let line = errors.split(whereSeparator: \.isNewline).first(where: { $0.contains("cyclic dependency") })
        else { return nil }
        let text = line.range(of: "cyclic dependency").map { String(line[$0.lowerBound...]) } ?? String(line)
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// The targets SwiftPM warned it skips for want of source files
    /// (`warning: 'name': Source files for target A should be located under 'Sources/A', ...`).
    static func skippedTargets(in errors: String) -> [String] {
        let marker = "Source files for target "
        return errors.split(whereSeparator: \.isNewline).compactMap { line in
            guard let start = line.range(of: marker)?.upperBound else { return nil }
            let rest = line[start...]
            guard let end = rest.range(of: " should be located")?.lowerBound else { return nil }
            return String(rest[..<end])
        }.sorted()
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
            // Silent: a signal (128 + N) layering did not send, such as the OOM killer's SIGKILL.
            guard status > 128, status < 160 else { return "exit status \(status)" }
            let name = [SIGKILL: "SIGKILL", SIGTERM: "SIGTERM", SIGINT: "SIGINT", SIGSEGV: "SIGSEGV"][status - 128]
            return
                "`swift package` was ended by \(name ?? "signal \(status - 128)") from outside layering (exit status \(status))"
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
