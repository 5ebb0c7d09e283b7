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
            .appendingPathComponent("layering-\(UUID().uuidString)", isDirectory: true).path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        do {
            try FileManager.default.createDirectory(
                atPath: scratch + "/tmp", withIntermediateDirectories: true)
        } catch {
            throw LayeringError("cannot create a temporary folder in \(scratch) to load \(packagePath): \(error)")
        }
        let deadline = Date().addingTimeInterval(timeout)
        let buildFolder = scratchPath.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? root + "/.build"
        let cache = ManifestCache(buildFolder: buildFolder, swiftExecutable: swiftExecutable)
        var describe = try described(root, buildFolder: buildFolder, scratch: scratch, deadline: deadline)
        // A recorded output that no longer decodes is a miss: the manifest is described again.
        let fromCache =
            describe.isCached ? try? PackageDescriptionDecoder().decode(describe.output, rootPath: root) : nil
        if describe.isCached, fromCache == nil {
            describe = try described(
                root, buildFolder: buildFolder, scratch: scratch, deadline: deadline, readsCache: false)
        }
        if describe.status == 0 {
            var graph: PackageGraph
            if let fromCache {
                graph = fromCache
            } else {
                graph = try PackageDescriptionDecoder().decode(describe.output, rootPath: root)
            }
            graph.skippedTargets = Self.skippedTargets(in: describe.errors)
            guard readsDependencies else { return graph }
            if Self.mayAliasModules(root) {
                // `swift package describe` leaves settings out: the aliases come from the evaluated manifest.
                let dumped = try dumpedGraph(root, scratch: scratch, deadline: deadline, cache: cache)
                graph = graph.addingModuleAliases(from: dumped ?? graph)
            }
            try addDependencyProducts(
                to: &graph, buildFolder: buildFolder, scratch: scratch, deadline: deadline, cache: cache)
            return graph
        }
        if let cycle = Self.cycle(in: describe.errors) {
            let dump = try run(["dump-package"], root: root, scratch: scratch, deadline: deadline)
            if dump.status == 0 {
                var graph = try ManifestDumpDecoder().decode(dump.output, rootPath: root)
                graph.dependencyCycle = cycle
                guard readsDependencies else { return graph }
                try addDependencyProducts(
                    to: &graph, buildFolder: buildFolder, scratch: scratch, deadline: deadline, cache: cache)
                return graph
            }
        }
        throw LayeringError(
            "the manifest \(packagePath)/Package.swift does not load: \(Self.firstError(in: describe.errors, status: describe.status));"
                + " fix it until `swift package describe` succeeds")
    }

    /// `swift package describe` of the root, from the cache in `buildFolder`/layering/packages when the
    /// manifests, the toolchain, the environment, the traits options and the package's file tree are
    /// unchanged (a successful run is recorded there); `readsCache` false runs it whatever is recorded.
    private func described(
        _ root: String, buildFolder: String, scratch: String, deadline: Date, readsCache: Bool = true
    ) throws(LayeringError) -> Run {
        let cache = ManifestCache(buildFolder: buildFolder, swiftExecutable: swiftExecutable, kind: "packages")
        let extra = "traits: \(enablesAllTraits) \(traits)\n\(ManifestCache.fileTree(of: root))"
        if readsCache, let cached = cache.dump(of: root, extra: extra),
            let newline = cached.firstIndex(of: UInt8(ascii: "\n")),
            let count = Int(String(decoding: cached[cached.startIndex..<newline], as: UTF8.self)),
            count <= cached.endIndex - newline - 1
        {
            let output = cached[(newline + 1)...].prefix(count)
            let errors = String(decoding: cached[(newline + 1 + count)...], as: UTF8.self)
            return Run(status: 0, output: Data(output), errors: errors, isCached: true)
        }
        let describe = try run(["describe", "--type", "json"], root: root, scratch: scratch, deadline: deadline)
        if describe.status == 0 {
            cache.record(
                Data("\(describe.output.count)\n".utf8) + describe.output + Data(describe.errors.utf8), of: root,
                extra: extra)
        }
        return describe
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

    /// Sets `graph`'s ``PackageGraph/dependencyProducts``: the products of every package it depends on
    /// by a local path (directly or through such packages) and of every package resolved into
    /// `buildFolder`/checkouts, what each provides and brings along; and its
    /// ``PackageGraph/unresolvedPackages``: the remote dependencies whose manifest was not read.
    /// Each manifest is read once, with `swift package dump-package` (evaluated, not resolved: no
    /// network, nothing written into the package's folder) or from the cache, within the same deadline.
    private func addDependencyProducts(
        to graph: inout PackageGraph, buildFolder: String, scratch: String, deadline: Date, cache: ManifestCache
    ) throws(LayeringError) {
        var read: [String: PackageGraph] = [:]
        var pending = graph.localDependencyPaths
        let checkouts = "\(buildFolder)/checkouts"
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: checkouts)) ?? []).sorted()
        var checkoutOfIdentity: [String: String] = [:]
        for folder in folders where !folder.hasPrefix(".") {
            checkoutOfIdentity[folder.lowercased()] = "\(checkouts)/\(folder)"
            pending.append("\(checkouts)/\(folder)")
        }
        var visited: Set<String> = [graph.rootPath]
        while !pending.isEmpty {
            let path = URL(fileURLWithPath: pending.removeFirst()).standardizedFileURL.path
            guard visited.insert(path).inserted else { continue }
            guard FileManager.default.fileExists(atPath: path + "/Package.swift"),
                let dependency = try dumpedGraph(path, scratch: scratch, deadline: deadline, cache: cache)
            else { continue }
            read[path] = dependency
            pending += dependency.localDependencyPaths
        }
        graph.dependencyProducts = Self.offeredProducts(of: read.keys.sorted().compactMap { read[$0] })
        graph.unresolvedPackages = graph.remotePackages.filter { identity in
            checkoutOfIdentity[identity.lowercased()].map { read[$0] == nil } ?? true
        }.sorted()
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

    /// The package in `path` as its evaluated manifest declares it, from `cache` or from
    /// `swift package dump-package` (then recorded); `nil` if the manifest does not evaluate.
    private func dumpedGraph(
        _ path: String, scratch: String, deadline: Date, cache: ManifestCache
    ) throws(LayeringError) -> PackageGraph? {
        if let cached = cache.dump(of: path) {
            // A manifest that did not evaluate with this toolchain is not tried again until it changes.
            if cached.elementsEqual(Self.unreadable) { return nil }
            if let graph = try? ManifestDumpDecoder().decode(cached, rootPath: path, listsSources: false) {
                return graph
            }
        }
        let dump = try run(
            ["dump-package"], root: path, scratch: scratch, deadline: deadline, build: "build-\(UUID().uuidString)",
            passesTraits: false)
        guard dump.status == 0,
            let graph = try? ManifestDumpDecoder().decode(dump.output, rootPath: path, listsSources: false)
        else {
            cache.record(Self.unreadable, of: path)
            return nil
        }
        cache.record(dump.output, of: path)
        return graph
    }

    /// What the cache records for a manifest that does not evaluate (no dump is valid JSON that short).
    private static let unreadable = Data("unreadable".utf8)

    private struct Run {
        var status: Int32
        var output: Data
        var errors: String
        /// Whether it was read from the cache rather than run.
        var isCached = false
    }

    /// Runs `swift package <subcommand>` on the package at `root` with the scratch path `build` in
    /// `scratch` and collects what it printed; `passesTraits` passes the loader's traits along.
    private func run(
        _ subcommand: [String], root: String, scratch: String, deadline: Date, build: String = "build",
        passesTraits: Bool = true
    ) throws(LayeringError) -> Run {
        var options = ["package", "--package-path", root, "--scratch-path", "\(scratch)/\(build)"]
        if enablesAllTraits, passesTraits { options.append("--enable-all-traits") }
        if !traits.isEmpty, passesTraits { options += ["--traits", traits.joined(separator: ",")] }
        let process = ChildProcess(
            executable: swiftExecutable, arguments: options + subcommand, environment: ["TMPDIR": scratch + "/tmp"],
            outputPath: scratch + "/out", errorPath: scratch + "/err")
        let manifest = "\(root)/Package.swift"
        switch try process.run(until: deadline, handlesSignals: handlesSignals, ownsChildren: handlesSignals) {
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
            return Run(
                status: status, output: FileManager.default.contents(atPath: scratch + "/out") ?? Data(),
                errors: (try? String(contentsOfFile: scratch + "/err", encoding: .utf8)) ?? "")
        }
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
