/// Applies the layering rules to a package's declared graph and source imports.
///
/// A pure function from its inputs to a ``LayeringReport``: it reads no files and keeps no state.
/// Rules, for each dependency `importer → imported` (declared in Package.swift or imported in a
/// source file; imports of toolchain modules are always fine):
/// - `<layer>-isolation`: two targets of one independent layer depend on each other;
/// - `<layer>-boundary`: a target depends on a target of a layer its layer may not depend on;
/// - `<layer>-third-party`: a target of a layer without `third-party` depends on another package's product;
/// - `implicit-import`: a source imports a target or product its target does not declare directly,
///   whatever the layers (SwiftPM lets it through depending on build order);
/// - `unknown-module`: an import of a module that is no target, known product or toolchain module:
///   an error in layers that may not use third-party products, a warning elsewhere;
/// - `stale-exception` (warning): a configured exception that excuses nothing.
public struct LayeringChecker: Sendable {
    /// The rules applied.
    public let configuration: LayeringConfiguration

    /// Creates a checker for `configuration`.
    public init(configuration: LayeringConfiguration = .standard) {
        self.configuration = configuration
    }

    /// Checks `graph` and its `sources`; throws only if the configuration names targets the graph lacks.
    public func check(graph: PackageGraph, sources: PackageSources) throws(LayeringError) -> LayeringReport {
        try configuration.validate(against: graph)
        var layerOfTarget: [String: Layer] = [:]
        for target in graph.targets {
            layerOfTarget[target.name] = configuration.layer(of: target)
        }
        let reexports = ReexportIndex(graph: graph, sources: sources)
        var edges: [DependencyEdge] = []
        var violations: [Violation] = []
        for target in graph.targets {
            for edge in dependencyEdges(of: target, graph: graph, sources: sources) {
                edges.append(edge)
                violations += evaluate(
                    edge, of: target, graph: graph, layerOfTarget: layerOfTarget, reexports: reexports)
            }
        }
        violations = applyExceptions(to: violations)
        violations.sort {
            ($0.severity, $0.importer, $0.imported, $0.rule) < ($1.severity, $1.importer, $1.imported, $1.rule)
        }
        return LayeringReport(
            packageName: graph.name,
            violations: violations,
            targets: graph.targets,
            layerOfTarget: layerOfTarget.mapValues(\.name),
            layerNames: configuration.layers.map(\.name),
            edges: edges,
            fileCount: sources.files.count
        )
    }

    // MARK: - Edges

    private func dependencyEdges(
        of target: PackageTarget, graph: PackageGraph, sources: PackageSources
    ) -> [DependencyEdge] {
        var edges: [String: DependencyEdge] = [:]
        for name in target.targetDependencies where graph.target(named: name) != nil {
            edges[name] = DependencyEdge(
                importer: target.name, imported: name, destination: .target, isDeclared: true, imports: [])
        }
        for product in target.productDependencies {
            edges[product] = DependencyEdge(
                importer: target.name, imported: product, destination: .product, isDeclared: true, imports: [])
        }
        let productOfModule = productsByModule(graph: graph)
        for file in sources.files(of: target.name) {
            for declaration in file.imports where declaration.module != target.moduleName {
                let module = declaration.module
                let key: String
                let destination: DependencyEdge.Destination
                if let imported = graph.target(forModule: module) {
                    (key, destination) = (imported.name, .target)
                } else if configuration.isToolchainModule(module) {
                    continue
                } else if let products = productOfModule[module] {
                    (key, destination) = (
                        products.first { target.productDependencies.contains($0) } ?? products[0], .product
                    )
                } else {
                    (key, destination) = (module, .unknown)
                }
                let evidence = Evidence(kind: .import, file: file.path, line: declaration.line, text: declaration.text)
                edges[
                    key,
                    default: DependencyEdge(
                        importer: target.name, imported: key, destination: destination, isDeclared: false, imports: [])
                ].imports.append(evidence)
            }
        }
        return edges.values.sorted { $0.imported < $1.imported }
    }

    private func productsByModule(graph: PackageGraph) -> [String: [String]] {
        var products: [String: [String]] = [:]
        for product in graph.productNames.sorted() {
            for module in [product] + configuration.productModules[product, default: []] {
                products[module, default: []].append(product)
            }
        }
        return products
    }

    // MARK: - Rules

    private func evaluate(
        _ edge: DependencyEdge, of target: PackageTarget, graph: PackageGraph, layerOfTarget: [String: Layer],
        reexports: ReexportIndex
    ) -> [Violation] {
        let layer = layerOfTarget[target.name]
        let declaration =
            edge.isDeclared
            ? [
                Evidence(
                    kind: .declaration, file: "Package.swift",
                    text: "\(target.name) declares a dependency on \(edge.imported)")
            ]
            : []
        var violations: [Violation] = []
        func report(_ rule: String, _ severity: Severity = .error, evidence: [Evidence], fix: String) {
            violations.append(
                Violation(
                    rule: rule, severity: severity, importer: target.name, imported: edge.imported, evidence: evidence,
                    fix: fix))
        }
        switch edge.destination {
        case .target:
            let importedLayer = layerOfTarget[edge.imported]
            var forbiddenBy: String?
            if let layer, !layer.mayDepend(on: importedLayer) {
                if importedLayer?.name == layer.name {
                    forbiddenBy = "\(layer.name)-isolation"
                    report(
                        "\(layer.name)-isolation", evidence: declaration + edge.imports,
                        fix: layer.isolationFix
                            ?? "reach \(edge.imported) through \(layer.allowanceDescription) instead;"
                            + " \(layer.name) targets never depend on each other")
                } else {
                    forbiddenBy = "\(layer.name)-boundary"
                    let whereImported = importedLayer.map { "is in layer \($0.name)" } ?? "is in no layer"
                    report(
                        "\(layer.name)-boundary", evidence: declaration + edge.imports,
                        fix: "remove the dependency: \(layer.name) targets may depend only on"
                            + " \(layer.allowanceDescription), and \(edge.imported) \(whereImported)")
                }
            }
            if !edge.isDeclared {
                report(
                    "implicit-import", evidence: edge.imports,
                    fix: implicitImportFix(edge, of: target, forbiddenBy: forbiddenBy, reexports: reexports))
            }
        case .product:
            var forbiddenBy: String?
            if let layer, !layer.mayUseThirdParty {
                forbiddenBy = "\(layer.name)-third-party"
                report(
                    "\(layer.name)-third-party", evidence: declaration + edge.imports,
                    fix:
                        "remove the product \(edge.imported) from \(target.name): \(layer.name) targets may depend only on"
                        + " \(layer.allowanceDescription); wrap it in a target of a layer that may use it")
            }
            if !edge.isDeclared {
                report(
                    "implicit-import", evidence: edge.imports,
                    fix: forbiddenBy.map {
                        "remove the import: \(target.name) may not use \(edge.imported) at all (\($0))"
                    }
                        ?? "declare the product \(edge.imported) in \(target.name)'s dependencies in Package.swift, or remove the import"
                )
            }
        case .unknown:
            if let layer, !layer.mayUseThirdParty {
                report(
                    "unknown-module", evidence: edge.imports,
                    fix: "remove the import: \(layer.name) targets may depend only on \(layer.allowanceDescription);"
                        + " if \(edge.imported) ships with the toolchain, list it under toolchainModules in \(LayeringConfiguration.fileName)"
                )
            } else {
                report(
                    "unknown-module", .warning, evidence: edge.imports,
                    fix:
                        "declare the product that provides \(edge.imported) in \(target.name)'s dependencies; if it is one,"
                        + " map it under productModules (or toolchainModules) in \(LayeringConfiguration.fileName)")
            }
        }
        return violations
    }

    private func implicitImportFix(
        _ edge: DependencyEdge, of target: PackageTarget, forbiddenBy rule: String?, reexports: ReexportIndex
    ) -> String {
        if let rule {
            return "remove the import: \(target.name) may not depend on \(edge.imported) at all (\(rule))"
        }
        if let carrier = target.targetDependencies.first(where: { reexports.target($0, reexports: edge.imported) }) {
            return "import \(carrier) instead, which re-exports \(edge.imported), or declare \"\(edge.imported)\""
                + " in \(target.name)'s dependencies in Package.swift"
        }
        return "declare \"\(edge.imported)\" in \(target.name)'s dependencies in Package.swift, or remove the import"
    }

    // MARK: - Exceptions

    private func applyExceptions(to violations: [Violation]) -> [Violation] {
        var used = Set<Int>()
        var kept: [Violation] = []
        for violation in violations {
            let match = configuration.exceptions.indices.first { index in
                let exception = configuration.exceptions[index]
                return exception.from == violation.importer && exception.to == violation.imported
                    && (exception.rule == nil || exception.rule == violation.rule)
            }
            if let match {
                used.insert(match)
            } else {
                kept.append(violation)
            }
        }
        let file = configuration.origin ?? LayeringConfiguration.fileName
        for (index, exception) in configuration.exceptions.enumerated() where !used.contains(index) {
            kept.append(
                Violation(
                    rule: "stale-exception", severity: .warning, importer: exception.from, imported: exception.to,
                    evidence: [Evidence(kind: .configuration, file: file, text: "exception: \(exception.reason)")],
                    fix: "remove this exception from \(file): the dependency breaks no rule any more"))
        }
        return kept
    }
}
