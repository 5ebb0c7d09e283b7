import Foundation
import Layering

/// What a new module's targets, products and folders would collide with in the package as it is:
/// its manifest loaded by `swift package describe` (every target with its folder, every product),
/// and its folders on disk. A module named `Support` would write its contract into
/// `Mediator/Contracts/Support`, the folder of `ContractSupport`; one named `Console` would be a
/// second target `Console`. Either breaks the package, so the name is refused.
struct PackageCollision {
    /// The package as `swift package describe` sees it.
    let graph: PackageGraph
    /// The package's root folder, where the folders are looked for.
    let root: URL

    /// Loads the package at `root`; a manifest that does not load is bad input (exit 2).
    init(root: URL, loader: ManifestLoader = ManifestLoader()) throws(ScaffoldError) {
        do {
            graph = try loader.load(packagePath: root.path)
        } catch {
            throw .usage("cannot read the package at \(root.path) to check the name: \(error.message)")
        }
        self.root = root
    }

    /// The targets and products a module named `name` adds: its target, its contract, its tests
    /// and its shell (a target and an executable product).
    static func names(of name: ModuleName) -> [String] {
        [name.name, name.contract, "\(name.name)Tests", "\(name.name)Shell"]
    }

    /// The folders a module named `name` adds, relative to the package root.
    static func folders(of name: ModuleName) -> [String] {
        [
            "Modules/\(name.name)", "Mediator/Contracts/\(name.name)", "Tests/\(name.name)Tests",
            "Tools/Shell/PerModule/\(name.name)Shell",
        ]
    }

    /// Throws naming the first collision of a module named `name` with the package.
    func check(_ name: ModuleName) throws(ScaffoldError) {
        for new in Self.names(of: name) {
            if let target = graph.targets.first(where: { $0.name.lowercased() == new.lowercased() }) {
                throw .usage(
                    "module name '\(name.name)' would add the target \(new), but the package has the target"
                        + " \(target.name) (\(target.path)) already; choose another name")
            }
            if let product = graph.products.keys.sorted().first(where: { $0.lowercased() == new.lowercased() }) {
                throw .usage(
                    "module name '\(name.name)' would add \(new), but the package has the product \(product)"
                        + " already; choose another name")
            }
        }
        for folder in Self.folders(of: name) {
            if let target = graph.targets.first(where: { Self.overlaps($0.path, folder) }) {
                throw .usage(
                    "module name '\(name.name)' would write into \(folder), which overlaps \(target.path),"
                        + " the folder of the target \(target.name); choose another name")
            }
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path) {
                throw .usage(
                    "module name '\(name.name)' would write into \(folder), which exists already; choose another"
                        + " name or move that folder")
            }
        }
    }

    /// Whether one folder is the other or inside it (in any letter case, as on a case-insensitive
    /// file system).
    static func overlaps(_ first: String, _ second: String) -> Bool {
        let (a, b) = (first.lowercased(), second.lowercased())
        return a == b || a.hasPrefix(b + "/") || b.hasPrefix(a + "/")
    }
}
