/// The `layering.json` that `layering init` writes: layers read off the package's layout, which the
/// package satisfies as it is, for the team to tighten.
///
/// A package with Bazaar's layout gets the standard layers spelled out. Any other gets `tests` (test
/// targets, may depend on anything), `tools` (executables, plugins, macros and snippets, may depend
/// on anything) and `libraries` (the rest, matched by their folders, may depend on each other, on
/// third-party products, and on `tools` when one of them declares a tool, such as a macro, among its
/// dependencies), plus the default severities of the two import rules.
enum StarterConfiguration {
    /// The JSON text for `graph`, ending with a line break.
    static func text(for graph: PackageGraph, hasStandardLayout: Bool) -> String {
        let layers = hasStandardLayout ? standardLayers(for: graph) : layers(for: graph)
        return JSONText.encode(
            File(
                layers: layers,
                exceptions: [],
                severity: [
                    "undeclared-import": SeveritySetting.error.rawValue,
                    "transitive-import": SeveritySetting.warning.rawValue,
                ]))
    }

    /// The JSON text for a workspace (`layering init --workspace`): the packages as globs by their
    /// parent folders (`Features/*`), tests and tools as for one package, and one layer per parent
    /// folder that may depend on the folders its packages depend on today, and on third-party products.
    static func workspaceText(for graph: PackageGraph, packages: [WorkspacePackage]) -> String {
        func group(_ path: String) -> String {
            let parts = path.split(separator: "/")
            return parts.count > 1 ? parts.dropLast().joined(separator: "/") + "/*" : path
        }
        let globs = Array(Set(packages.map { group($0.path) })).sorted()
        let toolKinds: [TargetKind] = [.executable, .plugin, .macro, .snippet]
        var layers = layers(for: graph).filter { $0.name != "libraries" }
        let libraries = graph.targets.filter { $0.kind != .test && !toolKinds.contains($0.kind) }
        var groupOfTarget: [String: String] = [:]
        for target in libraries {
            groupOfTarget[target.name] = group(target.packagePath.isEmpty ? "." : target.packagePath)
        }
        for glob in globs {
            let members = libraries.filter { groupOfTarget[$0.name] == glob }
            guard !members.isEmpty else { continue }
            var uses: Set<String> = []
            for target in members {
                for dependency in target.targetDependencies {
                    if let other = groupOfTarget[dependency], other != glob { uses.insert(other) }
                }
            }
            let name = layerName(glob)
            layers.append(
                FileLayer(
                    name: name, packages: [glob],
                    mayDependOn: uses.map(layerName).sorted() + [Layer.thirdParty]))
        }
        return JSONText.encode(
            WorkspaceFile(
                packages: globs, layers: layers, exceptions: [],
                severity: [
                    "undeclared-import": SeveritySetting.error.rawValue,
                    "transitive-import": SeveritySetting.warning.rawValue,
                ]))
    }

    /// A layer's name for a package glob: `Features/*` → `features`, `.` → `root`.
    private static func layerName(_ glob: String) -> String {
        let name = glob.split(separator: "/").filter { $0 != "*" }.joined(separator: "-").lowercased()
        return name.isEmpty || name == "." ? "root" : name
    }

    private struct WorkspaceFile: Encodable {
        var packages: [String]
        var layers: [FileLayer]
        var exceptions: [String]
        var severity: [String: String]
    }

    /// The standard layers, without the paths no target is under (a file's paths must match).
    private static func standardLayers(for graph: PackageGraph) -> [FileLayer] {
        LayeringConfiguration.standard.layers.map { layer in
            let paths = layer.paths.filter { path in graph.targets.contains { Glob.matches(path, folder: $0.path) } }
            return FileLayer(
                name: layer.name, packages: nil, paths: paths.isEmpty ? nil : paths,
                kinds: layer.kinds.isEmpty ? nil : layer.kinds.map(\.rawValue), mayDependOn: layer.mayDependOn,
                independent: layer.isIndependent ? true : nil)
        }
    }

    private static func layers(for graph: PackageGraph) -> [FileLayer] {
        var layers: [FileLayer] = []
        let toolKinds: [TargetKind] = [.executable, .plugin, .macro, .snippet]
        if graph.targets.contains(where: { $0.kind == .test }) {
            layers.append(FileLayer(name: "tests", kinds: [TargetKind.test.rawValue], mayDependOn: [Layer.anything]))
        }
        let tools = Set(graph.targets.filter { toolKinds.contains($0.kind) }.map(\.name))
        if !tools.isEmpty {
            layers.append(FileLayer(name: "tools", kinds: toolKinds.map(\.rawValue), mayDependOn: [Layer.anything]))
        }
        let libraries = graph.targets.filter { $0.kind != .test && !toolKinds.contains($0.kind) }
        // A library that declares a tool (a macro, an executable) keeps that dependency.
        let usesTools = libraries.contains { !tools.isDisjoint(with: $0.targetDependencies) }
        if !libraries.isEmpty {
            // `Sources/*` for targets in Sources/<Name>; a target elsewhere is named by its own folder.
            var paths: [String] = []
            for target in libraries {
                let parts = target.path.split(separator: "/")
                let pattern = parts.count > 1 ? parts.dropLast().joined(separator: "/") + "/*" : target.path
                if !pattern.isEmpty, !paths.contains(pattern) { paths.append(pattern) }
            }
            let named = libraries.filter { $0.path.isEmpty }.map(\.name)
            layers.append(
                FileLayer(
                    name: "libraries", paths: paths.isEmpty ? nil : paths, targets: named.isEmpty ? nil : named,
                    mayDependOn: [Layer.thirdParty] + (usesTools ? ["tools"] : [])))
        }
        return layers
    }

    private struct File: Encodable {
        var layers: [FileLayer]
        var exceptions: [String]
        var severity: [String: String]
    }

    private struct FileLayer: Encodable {
        var name: String
        var packages: [String]?
        var paths: [String]?
        var targets: [String]?
        var kinds: [String]?
        var mayDependOn: [String]
        var independent: Bool?
    }
}
