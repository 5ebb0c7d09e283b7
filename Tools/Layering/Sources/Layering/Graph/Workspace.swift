import Foundation

/// Many packages checked as one graph (`--workspace DIR`): every folder under the workspace that
/// holds a Package.swift (build folders, checkouts and hidden folders skipped), or those the
/// configuration's `packages` globs name, and every package they depend on by a local path.
///
/// The packages' targets form one ``PackageGraph`` rooted at the workspace: each target's path is
/// relative to the workspace and carries its package's folder (``PackageTarget/packagePath``), and a
/// dependency on a product of another package of the workspace becomes a dependency on that
/// product's targets, so the layer rules, `undeclared-import` and the resource checks see across
/// packages. A package that does not load is recorded with SwiftPM's reason; the rest are checked.
public struct Workspace: Sendable {
    /// The workspace's folder, absolute.
    public let rootPath: String
    /// The packages, loaded or not, by folder.
    public let packages: [WorkspacePackage]
    /// The graph of every target of every package that loaded.
    public let graph: PackageGraph
    /// The folders (relative to the workspace) of packages found but not loaded because the command
    /// does not need them (`layering resources`: no bundle, and no dependency path to or from one).
    public var unneeded: [String] = []

    /// Folders never searched for packages: build output, checkouts and vendored dependencies.
    static let skippedFolders: Set<String> = ["Carthage", "DerivedData", "Pods", "checkouts", "node_modules", "build"]

    /// Finds and loads the workspace at `path`: the packages `patterns` name (folder globs relative
    /// to it; empty: every package found under it), and the packages they depend on by a local path.
    /// Throws when no package is found or none loads. With `resourcePackagesOnly` (`layering
    /// resources`), only the packages that may own a resource bundle or reach one by a dependency, in
    /// either direction, are loaded (``ResourcePackageSelection``); the others are ``unneeded``.
    public static func load(
        path: String, patterns: [String], loader: ManifestLoader, resourcePackagesOnly: Bool = false
    ) throws(LayeringError) -> Workspace {
        let root = URL(fileURLWithPath: path).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw LayeringError("--workspace \(path) is not a folder; pass the folder that holds the packages")
        }
        var pending = try packageFolders(in: root, patterns: patterns)
        guard !pending.isEmpty else {
            let named = patterns.isEmpty ? "" : " matching \(patterns.joined(separator: ", "))"
            throw LayeringError(
                "--workspace \(path) holds no package\(named) (no folder with a Package.swift);"
                    + " pass the folder that holds them, or list them as \"packages\" in its \(LayeringConfiguration.fileName)"
            )
        }
        let found = pending
        let selection = resourcePackagesOnly ? ResourcePackageSelection(folders: found) : nil
        var seen = Set(found)
        pending = pending.filter { selection?.includes($0) ?? true }
        var loaded: [String: Result<PackageGraph, LayeringError>] = [:]
        while !pending.isEmpty {
            let results = try loader.loadAll(packagePaths: pending)
            for (folder, result) in zip(pending, results) { loaded[folder] = result }
            // Local path dependencies outside the list are followed, and checked as part of the workspace.
            seen.formUnion(
                results.flatMap { (try? $0.get())?.localDependencyPaths ?? [] }.map {
                    URL(fileURLWithPath: $0).standardizedFileURL.path
                }.filter { FileManager.default.fileExists(atPath: $0 + "/Package.swift") })
            // A package the selection left out may be needed once a followed manifest is read.
            pending = seen.filter { loaded[$0] == nil && (selection?.includes($0) ?? true) }.sorted()
        }
        let unneeded = seen.filter { loaded[$0] == nil }.map { relativePath($0, root: root) }.sorted()
        guard !loaded.isEmpty else {
            var workspace = Workspace(
                rootPath: root, packages: [],
                graph: PackageGraph(name: (root as NSString).lastPathComponent, rootPath: root, targets: []))
            workspace.unneeded = unneeded
            return workspace
        }
        var packages: [WorkspacePackage] = []
        var graphs: [PackageGraph] = []
        for folder in loaded.keys.sorted() {
            let relative = relativePath(folder, root: root)
            switch loaded[folder] {
            case .success(let graph)?:
                graphs.append(graph)
                packages.append(WorkspacePackage(path: relative, name: graph.name, targets: graph.targets.count))
            case .failure(let error)?:
                packages.append(
                    WorkspacePackage(
                        path: relative, name: (folder as NSString).lastPathComponent, targets: 0, error: error.message))
            case nil: break
            }
        }
        guard !graphs.isEmpty else {
            let first = packages.first?.error ?? "no package loaded"
            throw LayeringError(
                "no package of the workspace \(path) loads (\(packages.count) tried); the first: \(first)")
        }
        var workspace = Workspace(rootPath: root, packages: packages, graph: merge(graphs, root: root))
        workspace.unneeded = unneeded
        return workspace
    }

    /// The folders under `root` holding a Package.swift that `patterns` match (every one when empty),
    /// absolute and sorted. Build folders, checkouts and hidden folders are not searched, and a folder
    /// linked to is searched once: a link back to a folder above it ends there.
    static func packageFolders(in root: String, patterns: [String]) throws(LayeringError) -> [String] {
        var found: [String] = []
        var pending = [root]
        var seen: Set<String> = []
        while let folder = pending.popLast() {
            guard seen.insert(URL(fileURLWithPath: folder).resolvingSymlinksInPath().path).inserted else { continue }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if folder != root || patterns.isEmpty, names.contains("Package.swift") {
                let relative = relativePath(folder, root: root)
                if patterns.isEmpty || patterns.contains(where: { Glob.matches($0, name: relative) }) {
                    found.append(folder)
                }
            }
            for name in names where !name.hasPrefix(".") && !skippedFolders.contains(name) {
                var isDirectory: ObjCBool = false
                let child = "\(folder)/\(name)"
                if FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory), isDirectory.boolValue {
                    pending.append(child)
                }
            }
        }
        return found.sorted()
    }

    /// `folder` relative to `root` (`.` for the root itself, `../Shared/Money` for a package beside it).
    static func relativePath(_ folder: String, root: String) -> String {
        if folder == root { return "." }
        let folderParts = folder.split(separator: "/")
        let rootParts = root.split(separator: "/")
        let common = zip(folderParts, rootParts).prefix { $0 == $1 }.count
        let parts =
            Array(repeating: "..", count: rootParts.count - common) + folderParts.dropFirst(common).map(String.init)
        return parts.joined(separator: "/")
    }

    /// One graph of the targets of `graphs`, rooted at `root`.
    static func merge(_ graphs: [PackageGraph], root: String) -> PackageGraph {
        // A target name two packages use is kept for the first; the others become `Package.Target`.
        var used: Set<String> = []
        var renamed: [String: [String: String]] = [:]
        for graph in graphs {
            for target in graph.targets {
                let name = used.contains(target.name) ? "\(graph.name).\(target.name)" : target.name
                used.insert(name)
                renamed[graph.rootPath, default: [:]][target.name] = name
            }
        }
        let graphByPath = Dictionary(graphs.map { ($0.rootPath, $0) }) { first, _ in first }
        let workspaceNames = Set(graphs.map(\.name))
        var targets: [PackageTarget] = []
        var products: [String: [String]] = [:]
        for graph in graphs {
            let names = renamed[graph.rootPath, default: [:]]
            let packagePath = relativePath(graph.rootPath, root: root)
            // The products of the packages this one depends on by a local path, then of every other.
            let local = graph.localDependencyPaths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
                .compactMap { graphByPath[$0] }
            let others = graphs.filter { other in other.rootPath != graph.rootPath && !local.contains(other) }
            func targetsOfProduct(_ product: String) -> [String]? {
                for other in local + others {
                    if let productTargets = other.products[product] {
                        return productTargets.map { renamed[other.rootPath]?[$0] ?? $0 }
                    }
                }
                return nil
            }
            for target in graph.targets {
                var copy = target
                copy.name = names[target.name] ?? target.name
                copy.packagePath = packagePath == "." ? "" : packagePath
                copy.path =
                    packagePath == "."
                    ? target.path : target.path.isEmpty ? packagePath : "\(packagePath)/\(target.path)"
                if packagePath != "." {
                    copy.resources = target.resources.map { resource in
                        var moved = resource
                        moved.path = "\(packagePath)/\(resource.path)"
                        return moved
                    }
                }
                copy.targetDependencies = target.targetDependencies.map { names[$0] ?? $0 }
                copy.productDependencies = []
                for product in target.productDependencies {
                    if let productTargets = targetsOfProduct(product) {
                        copy.targetDependencies += productTargets.filter { !copy.targetDependencies.contains($0) }
                    } else {
                        copy.productDependencies.append(product)
                    }
                }
                targets.append(copy)
            }
            for (product, productTargets) in graph.products where products[product] == nil {
                products[product] = productTargets.map { names[$0] ?? $0 }
            }
        }
        var merged = PackageGraph(
            name: (root as NSString).lastPathComponent, rootPath: root, targets: targets,
            externalPackages: Array(Set(graphs.flatMap(\.remotePackages))).sorted())
        merged.products = products
        merged.defaultLocalization = graphs.lazy.compactMap(\.defaultLocalization).first
        merged.remotePackages = merged.externalPackages
        merged.unresolvedPackages = Array(Set(graphs.flatMap(\.unresolvedPackages))).sorted()
        merged.skippedTargets = graphs.flatMap { graph in
            graph.skippedTargets.map { renamed[graph.rootPath]?[$0] ?? $0 }
        }.sorted()
        merged.dependencyCycle =
            graphs.lazy.compactMap { graph in
                graph.dependencyCycle.map { "\(graph.name): \($0)" }
            }.first
        var seen: Set<DependencyProduct> = []
        merged.dependencyProducts = graphs.flatMap(\.dependencyProducts).filter {
            !workspaceNames.contains($0.package) && seen.insert($0).inserted
        }
        merged.loadNotes = Array(Set(graphs.flatMap(\.loadNotes))).sorted()
        return merged
    }
}
