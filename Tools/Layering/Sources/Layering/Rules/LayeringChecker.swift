import Foundation

/// Applies the layering rules to a package's declared graph and source imports.
///
/// A pure function from its inputs to a ``LayeringReport``: it reads no files and keeps no state.
/// Rules, for each dependency `importer → imported` (declared in Package.swift or imported in a
/// source file; imports of toolchain modules are always fine):
/// - `<layer>-isolation`: two targets of one independent layer depend on each other;
/// - `<layer>-boundary`: a target depends on a target of a layer its layer may not depend on;
/// - `<layer>-third-party`: a target of a layer without `third-party` depends on another package's product;
/// - `undeclared-import` (error): a source imports a target or product outside its target's
///   dependency closure, whatever the layers (the build depends on order, or fails);
/// - `transitive-import` (warning): a source imports a target or product its target reaches only
///   through another dependency;
/// - `unknown-module`: an import of a module that is no target, known product or toolchain module:
///   an error in layers that may not use third-party products, a warning elsewhere (while remote
///   dependencies are unresolved, those warnings become one note; an import only under
///   `#if canImport` of the module itself is none);
/// - `unused-dependency` (error): a target declares a dependency on a target of a layer with
///   ``Layer/reportsUnusedDependencies`` that none of its source files imports;
/// - `dependency-cycle` (error): the manifest's targets depend on each other in a cycle;
/// - `empty-target` (warning): SwiftPM skipped a target whose folder holds no source file;
/// - `stale-exception` (warning): a configured exception that excuses nothing.
///
/// An import inside `#if` counts in full for the layer rules, but makes `undeclared-import` at most
/// a warning. The configuration's `severity` then changes or turns off any rule.
public struct LayeringChecker: Sendable {
    /// The rules applied.
    public let configuration: LayeringConfiguration

    /// Creates a checker for `configuration`.
    public init(configuration: LayeringConfiguration = .standard) {
        self.configuration = configuration
    }

    /// Checks `graph` and its `sources`; throws only if the configuration names targets the graph lacks.
    /// With a `baseline` (read from `baselineOrigin`), its recorded places are not reported, and entries
    /// that no longer occur are (`stale-baseline`).
    public func check(
        graph: PackageGraph, sources: PackageSources, baseline: Baseline? = nil,
        baselineOrigin: String = Baseline.fileName
    ) throws(LayeringError) -> LayeringReport {
        try configuration.validate(against: graph)
        var layerOfTarget: [String: Layer] = [:]
        for target in graph.targets {
            layerOfTarget[target.name] = configuration.layer(of: target)
        }
        let reexports = ReexportIndex(graph: graph, sources: sources)
        let modules = DependencyModuleIndex(graph: graph)
        // Each package's own Package.swift (a workspace has one per package).
        var manifests: [String: ManifestLines] = [:]
        for folder in Set(graph.targets.map(\.packagePath)) {
            manifests[folder] = ManifestLines(
                rootPath: folder.isEmpty ? graph.rootPath : "\(graph.rootPath)/\(folder)",
                file: folder.isEmpty ? "Package.swift" : "\(folder)/Package.swift")
        }
        var edges: [DependencyEdge] = []
        var violations: [Violation] = []
        let productOfModule = productsByModule(graph: graph)
        for target in graph.targets {
            for edge in dependencyEdges(
                of: target, graph: graph, sources: sources, modules: modules, productOfModule: productOfModule)
            {
                edges.append(edge)
                violations += evaluate(
                    edge, of: target, graph: graph, layerOfTarget: layerOfTarget, reexports: reexports,
                    modules: modules,
                    manifest: manifests[target.packagePath] ?? ManifestLines(rootPath: graph.rootPath))
            }
        }
        violations += manifestViolations(graph: graph)
        violations += forbiddenModuleViolations(graph: graph, sources: sources, layerOfTarget: layerOfTarget)
        violations += testableImportViolations(graph: graph, sources: sources)
        violations = Self.namingPackages(applyExceptions(to: violations, graph: graph), graph: graph)
        var notes = Array(Set(graph.loadNotes + sources.notes)).sorted()
        if let baseline {
            let before = violations.count
            violations = baseline.apply(to: violations, origin: baselineOrigin)
            let known = before - violations.count { $0.rule != Baseline.staleRule }
            notes.append("\(known) known violation\(known == 1 ? "" : "s") in the baseline \(baselineOrigin) not shown")
        }
        if !graph.unresolvedPackages.isEmpty {
            let unplaced = violations.filter { $0.rule == "unknown-module" && $0.severity == .warning }
            violations.removeAll { $0.rule == "unknown-module" && $0.severity == .warning }
            if !unplaced.isEmpty { notes.append(Self.unresolvedNote(graph: graph, unplaced: unplaced)) }
        }
        violations = applySeverities(to: violations)
        if let cycle = graph.dependencyCycle {
            notes.append("SwiftPM refuses this manifest (\(cycle)): the graph comes from its declared targets")
        }
        return LayeringReport(
            packageName: graph.name,
            violations: violations,
            targets: graph.targets,
            layerOfTarget: layerOfTarget.mapValues(\.name),
            layerNames: configuration.layers.map(\.name),
            edges: edges,
            fileCount: sources.files.count,
            notes: notes,
            usesUniversalRulesOnly: configuration.isUniversalDefault
        )
    }

    /// `violations` with the package of each importer named (in a workspace).
    static func namingPackages(_ violations: [Violation], graph: PackageGraph) -> [Violation] {
        var packageOfTarget: [String: String] = [:]
        for target in graph.targets where !target.packagePath.isEmpty {
            packageOfTarget[target.name] = target.packagePath
        }
        guard !packageOfTarget.isEmpty else { return violations }
        return violations.map { violation in
            var named = violation
            named.package = packageOfTarget[violation.importer]
            return named
        }
    }

    /// The one note for the imports that could not be placed because `graph`'s remote dependencies are
    /// not resolved: which modules, which packages, and how to resolve them.
    static func unresolvedNote(graph: PackageGraph, unplaced: [Violation]) -> String {
        let modules = Set(unplaced.map(\.imported)).sorted()
        let packages = graph.unresolvedPackages
        func list(_ names: [String]) -> String {
            names.count <= 8 ? names.joined(separator: ", ") : names.prefix(8).joined(separator: ", ") + ", ..."
        }
        let moduleCount = "\(modules.count) imported module\(modules.count == 1 ? "" : "s")"
        let manifests =
            packages.count == 1
            ? "the manifest of 1 dependency of \(graph.name)"
            : "the manifests of \(packages.count) dependencies of \(graph.name)"
        return
            "\(moduleCount) (\(list(modules))) could not be placed: \(manifests) (\(list(packages))) could not be read"
            + " (not resolved, or not evaluating with this toolchain); run `swift package resolve` in \(graph.rootPath),"
            + " or pass --scratch-path with the build folder that holds the checkouts, and check again"
    }

    // MARK: - Edges

    /// The target's declared dependencies and its imports. An import of a module of a local dependency
    /// package is keyed by the declared product that provides it, else by the module's name.
    private func dependencyEdges(
        of target: PackageTarget, graph: PackageGraph, sources: PackageSources, modules: DependencyModuleIndex,
        productOfModule: [String: [String]]
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
        let ownModules = target.importableModules
        for file in sources.files(of: target.name) {
            for declaration in file.imports {
                let module = target.moduleAliases[declaration.module] ?? declaration.module
                guard !ownModules.contains(module) else { continue }
                let key: String
                let destination: DependencyEdge.Destination
                if let imported = graph.targetName(forModule: module) {
                    (key, destination) = (imported, .target)
                } else if configuration.isToolchainModule(module) {
                    continue
                } else if let providers = modules.products(providing: module) {
                    (key, destination) = (
                        providers.first { target.productDependencies.contains($0) } ?? module, .product
                    )
                } else if let products = productOfModule[module] {
                    (key, destination) = (
                        products.first { target.productDependencies.contains($0) } ?? products[0], .product
                    )
                } else if declaration.isGuardedByCanImport {
                    continue  // optional by construction: where the module is missing, the branch is not built
                } else {
                    (key, destination) = (module, .unknown)
                }
                var evidence = Evidence(
                    kind: .import, file: file.path, line: declaration.line, text: declaration.text,
                    isConditional: declaration.isConditional)
                evidence.isDebugOnly = declaration.isDebugOnly
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
            let c99name = ManifestDumpDecoder.c99name(product)
            let named = c99name == product ? [product] : [product, c99name]
            for module in named + configuration.productModules[product, default: []] {
                products[module, default: []].append(product)
            }
        }
        return products
    }

    // MARK: - Rules

    private func evaluate(
        _ edge: DependencyEdge, of target: PackageTarget, graph: PackageGraph, layerOfTarget: [String: Layer],
        reexports: ReexportIndex, modules: DependencyModuleIndex, manifest: ManifestLines
    ) -> [Violation] {
        let targetLayer = layerOfTarget[target.name]
        // The manifest's line, looked up only for a finding: most edges break no rule.
        func declaration() -> [Evidence] {
            guard edge.isDeclared else { return [] }
            return [
                Evidence(
                    kind: .declaration, file: manifest.file,
                    line: manifest.declaration(of: edge.imported, by: target.name)?.line,
                    text: "\(target.name) declares a dependency on \(edge.imported)")
            ]
        }
        var violations: [Violation] = []
        // `"conditionalImports": {"DEBUG": "allow"}`: an edge made only by imports under `#if DEBUG`
        // breaks no layer rule (a declaration is in every build, so it still does).
        let layer =
            configuration.debugImports == .allow && !edge.isDeclared && !edge.imports.isEmpty
                && edge.imports.allSatisfy(\.isDebugOnly) ? nil : targetLayer
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
            // A layer of packages (`"packages": ["Features/*"]`) isolates packages: the targets of one
            // package (a feature and its tests, its implementation) may depend on each other.
            let samePackage =
                !target.packagePath.isEmpty && graph.target(named: edge.imported)?.packagePath == target.packagePath
                && layer.map { $0.packages.contains { Glob.matches($0, folder: target.packagePath) } } == true
            if let layer, !layer.mayDepend(on: importedLayer), !(samePackage && importedLayer?.name == layer.name) {
                if importedLayer?.name == layer.name {
                    forbiddenBy = "\(layer.name)-isolation"
                    report(
                        "\(layer.name)-isolation", evidence: declaration() + edge.imports,
                        fix: layer.isolationFix
                            ?? "reach \(edge.imported) through \(layer.allowanceDescription) instead;"
                            + " \(layer.name) targets never depend on each other")
                } else {
                    forbiddenBy = "\(layer.name)-boundary"
                    let whereImported = importedLayer.map { "is in layer \($0.name)" } ?? "is in no layer"
                    report(
                        "\(layer.name)-boundary", evidence: declaration() + edge.imports,
                        fix: "remove the dependency: \(layer.name) targets may depend only on"
                            + " \(layer.allowanceDescription), and \(edge.imported) \(whereImported)")
                }
            }
            if !edge.isDeclared {
                violations.append(
                    undeclaredImport(
                        edge, of: target, graph: graph, forbiddenBy: forbiddenBy, reexports: reexports,
                        modules: modules, manifest: manifest))
            } else if edge.imports.isEmpty, forbiddenBy == nil, importedLayer?.reportsUnusedDependencies == true,
                !configuration.linkOnly.contains(where: { $0.matches(importer: target.name, imported: edge.imported) })
            {
                report(
                    "unused-dependency", evidence: declaration(),
                    fix: "remove \(edge.imported) from \(target.name)'s dependencies"
                        + " \(manifest.whereToEdit(edge.imported, of: target.name)):"
                        + " no source file of \(target.name) imports it")
            }
        case .product:
            var forbiddenBy: String?
            if let layer, !layer.mayUse(product: edge.imported) {
                forbiddenBy = "\(layer.name)-third-party"
                report(
                    "\(layer.name)-third-party", evidence: declaration() + edge.imports,
                    fix:
                        "remove the product \(edge.imported) from \(target.name): \(layer.name) targets may depend only on"
                        + " \(layer.allowanceDescription); wrap it in a target of a layer that may use it")
            }
            if !edge.isDeclared {
                violations.append(
                    undeclaredImport(
                        edge, of: target, graph: graph, forbiddenBy: forbiddenBy, reexports: reexports,
                        modules: modules, manifest: manifest))
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

    /// `transitive-import` (a warning) if the import is in the target's dependency closure (for a
    /// product: or the closure holds a product of another package, which may bring it along; for a
    /// module of a local dependency package, whose manifest was read: a product in the closure brings
    /// it along), else `undeclared-import`: an error, but only a warning when every import behind it
    /// is inside `#if`.
    private func undeclaredImport(
        _ edge: DependencyEdge, of target: PackageTarget, graph: PackageGraph, forbiddenBy rule: String?,
        reexports: ReexportIndex, modules: DependencyModuleIndex, manifest: ManifestLines
    ) -> Violation {
        let closure = graph.dependencyClosure(of: target.name)
        let inManifest = manifest.whereToEdit(nil, of: target.name)
        let providers = edge.destination == .product ? modules.products(providing: edge.imported) : nil
        // A product of another package may bring the imported product along: only that package's
        // manifest knows, so an import of a product is undeclared only when no product can bring it
        // (when the manifest was read: when none of the products in the closure brings it).
        let carrierProducts =
            edge.destination == .product
            ? closure.intersection(graph.productNames).sorted().filter {
                providers == nil || modules.product($0, bringsAlong: edge.imported)
            } : []
        let isTransitive = closure.contains(edge.imported) || !carrierProducts.isEmpty
        let isConditional = edge.imports.allSatisfy(\.isConditional)
        let what =
            switch providers {
            case .some([]): "a product of its package that provides \(edge.imported) (none does yet)"
            case .some([edge.imported]): "the product \(edge.imported)"
            case .some(let products):
                "the product \(products.joined(separator: " or ")) (which provides \(edge.imported))"
            case nil: edge.destination == .product ? "the product \(edge.imported)" : "\"\(edge.imported)\""
            }
        var fix = "declare \(what) in \(target.name)'s dependencies \(inManifest), or remove the import"
        if let rule {
            fix = "remove the import: \(target.name) may not depend on \(edge.imported) at all (\(rule))"
        } else if let carrier = target.targetDependencies.first(where: {
            reexports.target($0, reexports: edge.imported)
        }) {
            fix =
                "import \(carrier) instead, which re-exports \(edge.imported), or declare \(what)"
                + " in \(target.name)'s dependencies \(inManifest)"
        } else if isTransitive,
            case let carriers = target.targetDependencies.filter({
                graph.dependencyClosure(of: $0).contains(edge.imported)
            }), !carriers.isEmpty
        {
            fix =
                "declare \(what) in \(target.name)'s dependencies \(inManifest): today it comes \(Self.through(carriers))"
        } else if isTransitive, providers != nil {
            fix =
                "declare \(what) in \(target.name)'s dependencies \(inManifest): today it comes"
                + " \(Self.through(carrierProducts))"
        } else if isTransitive {
            fix =
                "declare \(what) in \(target.name)'s dependencies \(inManifest): today it can come only through"
                + " the products of other packages \(target.name) uses (\(Self.list(carrierProducts)))"
        }
        if !isTransitive, isConditional, rule == nil {
            fix += " (every import of it is inside #if, so it may not be built by default)"
        }
        return Violation(
            rule: isTransitive ? "transitive-import" : "undeclared-import",
            severity: isTransitive || isConditional ? .warning : .error, importer: target.name,
            imported: edge.imported, evidence: edge.imports, fix: fix)
    }

    /// "only through A" for one path, "through A, B and C" for several.
    static func through(_ names: [String]) -> String {
        names.count > 1 ? "through \(list(names))" : "only through \(names.first ?? "")"
    }

    /// "A", "A and B", "A, B and C", or the first five and how many more.
    static func list(_ names: [String]) -> String {
        if names.count > 5 { return "\(names.prefix(5).joined(separator: ", ")) and \(names.count - 5) more" }
        return names.count > 1
            ? "\(names.dropLast().joined(separator: ", ")) and \(names.last ?? "")" : names.first ?? ""
    }

    /// `dependency-cycle` and `empty-target`: what the manifest load found wrong with the package.
    private func manifestViolations(graph: PackageGraph) -> [Violation] {
        var violations: [Violation] = []
        if let cycle = graph.dependencyCycle {
            // "cyclic dependency declaration found: Common -> Goods -> Common"
            let names = cycle.split(separator: ":").last.map {
                $0.components(separatedBy: "->").map { $0.trimmingCharacters(in: .whitespaces) }
            }
            let importer = names?.first ?? graph.name
            let imported = names.flatMap { $0.count > 1 ? $0[1] : nil } ?? importer
            violations.append(
                Violation(
                    rule: "dependency-cycle", severity: .error, importer: importer, imported: imported,
                    evidence: [Evidence(kind: .declaration, file: "Package.swift", text: cycle)],
                    fix:
                        "break the cycle in Package.swift: SwiftPM builds nothing of a package whose targets depend on each other in a circle"
                ))
        }
        for name in graph.skippedTargets {
            violations.append(
                Violation(
                    rule: "empty-target", severity: .warning, importer: name, imported: name,
                    evidence: [
                        Evidence(
                            kind: .declaration, file: "Package.swift",
                            text: "target \(name) has no source file, so SwiftPM skips it")
                    ],
                    fix: "add its sources to its folder, set `path:` in Package.swift, or remove the target"))
        }
        return violations
    }

    /// Applies the configuration's `severity`: a new severity, or the violation dropped (`off`).
    /// Layer rules keep what they found under `#if`; `undeclared-import` stays at most a warning there.
    private func applySeverities(to violations: [Violation]) -> [Violation] {
        violations.compactMap { violation in
            guard let setting = configuration.severities[violation.rule] else { return violation }
            var changed = violation
            switch setting {
            case .off: return nil
            case .warning: changed.severity = .warning
            case .error:
                let isCapped =
                    violation.rule == "undeclared-import" || violation.rule == "transitive-import"
                changed.severity = isCapped && violation.evidence.allSatisfy(\.isConditional) ? .warning : .error
            }
            return changed
        }.sorted {
            ($0.severity, $0.importer, $0.imported, $0.rule) < ($1.severity, $1.importer, $1.imported, $1.rule)
        }
    }

    // MARK: - Exceptions

    private func applyExceptions(to violations: [Violation], graph: PackageGraph) -> [Violation] {
        var used = Set<Int>()
        var kept: [Violation] = []
        func names(_ pattern: String, _ name: String) -> Bool {
            Glob.matches(pattern, name: name)
                || graph.target(named: name).map { LayerException.matches(pattern, $0) } == true
        }
        for violation in violations {
            let match = configuration.exceptions.indices.first { index in
                let exception = configuration.exceptions[index]
                return names(exception.from, violation.importer)
                    && names(exception.to, violation.imported)
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
