import Foundation

/// Turns the JSON of `swift package dump-package` (the manifest evaluated, the graph not resolved)
/// into a ``PackageGraph``, for a manifest SwiftPM refuses to resolve (a cycle of targets).
///
/// The dump lists no source files, so each target's folder is found the way SwiftPM finds it
/// (`path:`, else `Sources/`, `Source/`, `src/` or `srcs/` by kind) and its `.swift` files are listed
/// there, `exclude:` and hidden files left out.
struct ManifestDumpDecoder: Sendable {
    /// Decodes `json`; `rootPath` is the package's folder. Without `listsSources` the targets' source
    /// files are not listed (a dependency's graph needs only its targets and products).
    func decode(_ json: Data, rootPath: String, listsSources: Bool = true) throws(LayeringError) -> PackageGraph {
        let dump: Dump
        do {
            dump = try JSONDecoder().decode(Dump.self, from: json)
        } catch {
            throw LayeringError(
                "the output of `swift package dump-package` for \(rootPath) is not the manifest JSON expected;"
                    + " use a toolchain of Swift 5.9 or later")
        }
        let names = Set(dump.targets.map(\.name))
        let targets = dump.targets.map { target in
            let kind = Self.kinds[target.type] ?? .other
            let path = target.path ?? Self.defaultPath(of: target.name, kind: kind, root: rootPath)
            var targetDependencies: [String] = []
            var productDependencies: [String] = []
            var aliases: [String: String] = [:]
            for dependency in target.dependencies {
                if dependency.isProduct || !names.contains(dependency.name) {
                    productDependencies.append(dependency.name)
                } else {
                    targetDependencies.append(dependency.name)
                }
                for (module, alias) in dependency.moduleAliases { aliases[alias] = module }
            }
            for setting in target.settings ?? [] {
                for (alias, module) in Self.moduleAliases(in: setting.kind?.unsafeFlags?.flags ?? []) {
                    aliases[alias] = module
                }
            }
            var decoded = PackageTarget(
                name: target.name,
                moduleName: Self.c99name(target.name),
                kind: kind,
                path: path,
                sources: listsSources
                    ? Self.swiftFiles(in: "\(rootPath)/\(path)", excluding: target.exclude ?? []) : [],
                targetDependencies: targetDependencies,
                productDependencies: productDependencies)
            decoded.moduleAliases = aliases
            decoded.moduleMapModules = ModuleMap.modules(ofTargetIn: "\(rootPath)/\(path)", kind: kind)
            return decoded
        }
        var graph = PackageGraph(name: dump.name, rootPath: rootPath, targets: targets)
        for product in dump.products ?? [] {
            graph.products[product.name] = product.targets
        }
        graph.localDependencyPaths = (dump.dependencies ?? []).compactMap { $0.fileSystem?.first?.path }
        graph.remotePackages = (dump.dependencies ?? []).compactMap {
            ($0.sourceControl ?? $0.registry)?.first?.identity
        }
        return graph
    }

    /// The pairs of `-module-alias NAME=MODULE` (or `-module-alias=NAME=MODULE`) in compiler flags:
    /// the name sources import → the module it stands for.
    static func moduleAliases(in flags: [String]) -> [(alias: String, module: String)] {
        var pairs: [(alias: String, module: String)] = []
        for (index, flag) in flags.enumerated() {
            let value: String
            if flag == "-module-alias", index + 1 < flags.count {
                value = flags[index + 1]
            } else if flag.hasPrefix("-module-alias=") {
                value = String(flag.dropFirst("-module-alias=".count))
            } else {
                continue
            }
            let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty { pairs.append((parts[0], parts[1])) }
        }
        return pairs
    }

    /// The name SwiftPM gives a target's module (its `c99name`): every character that cannot be in
    /// an identifier becomes `_`, and a leading digit gets `_` before it (`UITextView+Placeholder`
    /// gives `UITextView_Placeholder`).
    static func c99name(_ name: String) -> String {
        var result = String(
            name.map { character in
                character.isLetter || character.isNumber || character == "_" ? character : "_"
            })
        if result.first?.isNumber == true { result = "_" + result }
        return result
    }

    private static let kinds: [String: TargetKind] = [
        "regular": .library, "executable": .executable, "test": .test, "macro": .macro, "plugin": .plugin,
        "system": .systemLibrary, "binary": .binary,
    ]

    private static func defaultPath(of name: String, kind: TargetKind, root: String) -> String {
        let parents: [String] =
            switch kind {
            case .test: ["Tests", "Sources", "Source", "src", "srcs"]
            case .plugin: ["Plugins"]
            default: ["Sources", "Source", "src", "srcs"]
            }
        let candidates = parents.map { "\($0)/\(name)" }
        return candidates.first { FileManager.default.fileExists(atPath: "\(root)/\($0)") } ?? candidates[0]
    }

    /// The `.swift` files under `folder`, relative to it and sorted, without hidden ones and without
    /// those at or under an `excluded` path (relative to `folder`).
    private static func swiftFiles(in folder: String, excluding excluded: [String]) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            let isExcluded = excluded.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
            let isHidden = path.split(separator: "/").contains { $0.hasPrefix(".") }
            if isExcluded || isHidden {
                enumerator.skipDescendants()
                continue
            }
            if path.hasSuffix(".swift") { files.append(path) }
        }
        return files.sorted()
    }

    private struct Dump: Decodable {
        var name: String
        var targets: [DumpTarget]
        var products: [DumpProduct]?
        var dependencies: [DumpPackageDependency]?
    }

    private struct DumpProduct: Decodable {
        var name: String
        var targets: [String]
    }

    /// `{"fileSystem": [{"path": "/abs/Dep", ...}]}` for `.package(path:)`; other kinds have other keys.
    private struct DumpPackageDependency: Decodable {
        var fileSystem: [DumpPath]?
        var sourceControl: [DumpIdentity]?
        var registry: [DumpIdentity]?
    }

    private struct DumpPath: Decodable {
        var path: String
    }

    private struct DumpIdentity: Decodable {
        var identity: String
    }

    /// `{"tool": "swift", "kind": {"unsafeFlags": {"_0": ["-module-alias", "A=B"]}}}`; other kinds are skipped.
    private struct DumpSetting: Decodable {
        var kind: DumpSettingKind?
    }

    private struct DumpSettingKind: Decodable {
        var unsafeFlags: DumpFlags?
    }

    private struct DumpFlags: Decodable {
        var flags: [String]

        private enum CodingKeys: String, CodingKey {
            case flags = "_0"
        }
    }

    private struct DumpTarget: Decodable {
        var name: String
        var type: String
        var path: String?
        var exclude: [String]?
        var dependencies: [DumpDependency]
        var settings: [DumpSetting]?
    }

    /// `{"byName": ["A", null]}`, `{"target": ["A", null]}` or `{"product": ["P", "package", aliases, ...]}`,
    /// where `aliases` is `null` or the product's `moduleAliases` (`{"Utils": "DrawUtils"}`).
    private struct DumpDependency: Decodable {
        var name: String
        var isProduct: Bool
        var moduleAliases: [String: String] = [:]

        private enum CodingKeys: String, CodingKey {
            case byName, target, product
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard let key = container.allKeys.first else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "an empty dependency"))
            }
            var values = try container.nestedUnkeyedContainer(forKey: key)
            name = try values.decode(String.self)
            isProduct = key == .product
            if isProduct, !values.isAtEnd, (try? values.decodeIfPresent(String.self)) != nil,  // the package
                !values.isAtEnd, let aliases = try? values.decodeIfPresent([String: String].self)
            {
                moduleAliases = aliases
            }
        }
    }
}
