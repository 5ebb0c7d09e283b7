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

    /// The standard layers, without the paths no target is under (a file's paths must match).
    private static func standardLayers(for graph: PackageGraph) -> [FileLayer] {
        LayeringConfiguration.standard.layers.map { layer in
            let paths = layer.paths.filter { path in graph.targets.contains { Glob.matches(path, folder: $0.path) } }
            return FileLayer(
                name: layer.name, paths: paths.isEmpty ? nil : paths,
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
        var paths: [String]?
        var targets: [String]?
        var kinds: [String]?
        var mayDependOn: [String]
        var independent: Bool?
    }
}
