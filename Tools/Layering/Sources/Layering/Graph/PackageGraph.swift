/// The declared target graph of one package: its targets, their kinds, folders and dependencies.
///
/// Built from `swift package describe` by ``ManifestLoader`` or directly in memory. Only the root
/// package's own targets are here; the products of package dependencies appear by name in each
/// target's ``PackageTarget/productDependencies``, and those of packages it depends on by a local
/// path are described in ``dependencyProducts``.
public struct PackageGraph: Sendable, Hashable {
    /// The package's name.
    public let name: String
    /// The absolute path of the folder that holds Package.swift.
    public let rootPath: String
    /// Every target, sorted by name.
    public let targets: [PackageTarget]
    /// The identities of the package's dependencies (other packages).
    public let externalPackages: [String]
    /// SwiftPM's message about a cycle of target dependencies, when the manifest has one (the graph
    /// then comes from `swift package dump-package`, which does not resolve it).
    public var dependencyCycle: String?
    /// Targets SwiftPM skipped because their folder holds no source file.
    public var skippedTargets: [String] = []
    /// The manifest's `defaultLocalization` (`en`), the language other translations are compared with.
    public var defaultLocalization: String?
    /// The package's own products: each product's name → the names of its targets.
    public var products: [String: [String]] = [:]
    /// The absolute paths of the packages this one depends on by a local path (`.package(path:)`).
    public var localDependencyPaths: [String] = []
    /// The products of the packages this one depends on by a local path, directly or through such
    /// packages (empty for a package whose manifest was not read, such as one fetched by URL).
    public var dependencyProducts: [DependencyProduct] = []
    /// The identities of the packages this one depends on by URL or registry (not by a local path).
    public var remotePackages: [String] = []
    /// Those of ``remotePackages`` whose manifest could not be read: not resolved (no checkout in the
    /// build folder), or a manifest that does not evaluate. Their modules cannot be placed.
    public var unresolvedPackages: [String] = []
    /// Sentences about the load itself for the report's notes: a cache that could not be written.
    public var loadNotes: [String] = []

    private let targetIndexByName: [String: Int]
    private let targetIndexByModule: [String: Int]

    /// Creates a graph. If two targets share a name the first one wins.
    public init(name: String, rootPath: String, targets: [PackageTarget], externalPackages: [String] = []) {
        self.name = name
        self.rootPath = rootPath
        var unique: [PackageTarget] = []
        var seen: Set<String> = []
        for target in targets where seen.insert(target.name).inserted {
            unique.append(target)
        }
        self.targets = unique.sorted { $0.name < $1.name }
        self.externalPackages = externalPackages
        var byName: [String: Int] = [:]
        var byModule: [String: Int] = [:]
        for (index, target) in self.targets.enumerated() {
            byName[target.name] = index
            for module in target.importableModules where byModule[module] == nil { byModule[module] = index }
        }
        self.targetIndexByName = byName
        self.targetIndexByModule = byModule
    }

    /// The target with this name in Package.swift, if any.
    public func target(named name: String) -> PackageTarget? {
        targetIndexByName[name].map { targets[$0] }
    }

    /// The target that an `import` of this module name refers to, if any.
    public func target(forModule moduleName: String) -> PackageTarget? {
        targetIndexByModule[moduleName].map { targets[$0] }
    }

    /// The name of ``target(forModule:)``, without copying the target.
    func targetName(forModule moduleName: String) -> String? {
        targetIndexByModule[moduleName].map { targets[$0].name }
    }

    /// Every product of another package that some target of this package depends on.
    public var productNames: Set<String> {
        Set(targets.flatMap(\.productDependencies))
    }

    /// The targets `name` depends on directly or through other targets, without `name` itself,
    /// sorted by name; `nil` if the package has no such target.
    ///
    /// This is what `swift build --target name` compiles besides `name` (products of other packages
    /// are not followed).
    public func transitiveTargetDependencies(of name: String) -> [String]? {
        guard let start = target(named: name) else { return nil }
        var visited: Set<String> = []
        var pending = start.targetDependencies
        while let next = pending.popLast() {
            guard next != name, visited.insert(next).inserted else { continue }
            pending.append(contentsOf: target(named: next)?.targetDependencies ?? [])
        }
        return visited.sorted()
    }

    /// Everything `name`'s build brings along: the targets it depends on directly or through other
    /// targets, and the products of other packages any of them declares (not what those products
    /// bring themselves). Empty if the package has no such target.
    public func dependencyClosure(of name: String) -> Set<String> {
        guard let targets = transitiveTargetDependencies(of: name) else { return [] }
        var closure = Set(targets)
        for reached in [name] + targets {
            closure.formUnion(target(named: reached)?.productDependencies ?? [])
        }
        return closure
    }

    /// This package's ``products`` as another package sees them; `dependencyProducts` are the products
    /// of this package's own local dependencies, which its targets' product dependencies may name.
    public func offeredProducts(using dependencyProducts: [DependencyProduct]) -> [DependencyProduct] {
        products.keys.sorted().map { product in
            let own = products[product, default: []].compactMap { target(named: $0) }
            var reached = Set(own.map(\.name))
            for target in own { reached.formUnion(transitiveTargetDependencies(of: target.name) ?? []) }
            var broughtAlong = Set(reached.flatMap { target(named: $0)?.importableModules ?? [] })
            let used = Set(reached.flatMap { target(named: $0)?.productDependencies ?? [] })
            for known in dependencyProducts where used.contains(known.name) {
                broughtAlong.formUnion(known.broughtAlong)
            }
            return DependencyProduct(
                name: product, package: name, modules: own.flatMap(\.importableModules).sorted(),
                broughtAlong: broughtAlong.sorted())
        }
    }

    /// This graph with each target's ``PackageTarget/moduleAliases`` taken from the same-named target of
    /// `other` (the same manifest, evaluated by `swift package dump-package`).
    func addingModuleAliases(from other: PackageGraph) -> PackageGraph {
        let aliased = targets.map { target in
            var copy = target
            copy.moduleAliases = other.target(named: target.name)?.moduleAliases ?? target.moduleAliases
            return copy
        }
        var graph = PackageGraph(name: name, rootPath: rootPath, targets: aliased, externalPackages: externalPackages)
        graph.dependencyCycle = dependencyCycle
        graph.skippedTargets = skippedTargets
        graph.defaultLocalization = defaultLocalization
        graph.products = products
        graph.localDependencyPaths = localDependencyPaths
        graph.dependencyProducts = dependencyProducts
        graph.remotePackages = remotePackages
        graph.unresolvedPackages = unresolvedPackages
        graph.loadNotes = loadNotes
        return graph
    }
}
