/// The rules about single imports rather than edges: modules a layer forbids, and `@testable`
/// outside test targets.
extension LayeringChecker {
    /// `<layer>-forbidden-module` (error): a target of a layer with ``Layer/forbiddenModules`` imports
    /// or declares one of them, an SDK or toolchain module (`SwiftUI`) as much as a product or target.
    func forbiddenModuleViolations(
        graph: PackageGraph, sources: PackageSources, layerOfTarget: [String: Layer]
    ) -> [Violation] {
        var violations: [Violation] = []
        let file = configuration.origin ?? LayeringConfiguration.fileName
        for target in graph.targets {
            guard let layer = layerOfTarget[target.name], !layer.forbiddenModules.isEmpty else { continue }
            var evidence: [String: [Evidence]] = [:]
            let manifest = target.packagePath.isEmpty ? "Package.swift" : "\(target.packagePath)/Package.swift"
            for name in target.targetDependencies + target.productDependencies where layer.forbids(name) {
                evidence[name, default: []].append(
                    Evidence(
                        kind: .declaration, file: manifest, text: "\(target.name) declares a dependency on \(name)"))
            }
            for source in sources.files(of: target.name) {
                for declaration in source.imports {
                    let module = target.moduleAliases[declaration.module] ?? declaration.module
                    guard layer.forbids(module),
                        !(configuration.debugImports == .allow && declaration.isDebugOnly)
                    else { continue }
                    var place = Evidence(
                        kind: .import, file: source.path, line: declaration.line, text: declaration.text,
                        isConditional: declaration.isConditional)
                    place.isDebugOnly = declaration.isDebugOnly
                    evidence[module, default: []].append(place)
                }
            }
            for module in evidence.keys.sorted() {
                violations.append(
                    Violation(
                        rule: "\(layer.name)-forbidden-module", severity: .error, importer: target.name,
                        imported: module, evidence: evidence[module, default: []],
                        fix: "remove the use of \(module): \(layer.name) targets never use it (forbiddenModules in"
                            + " \(file)); move the code that needs it to a target of a layer that may"))
            }
        }
        return violations
    }

    /// `testable-import` (warning): `@testable import` in a target that is not a test target, which
    /// then builds only with testing enabled and sees the imported module's internal declarations.
    func testableImportViolations(graph: PackageGraph, sources: PackageSources) -> [Violation] {
        var violations: [Violation] = []
        for target in graph.targets where target.kind != .test {
            var evidence: [String: [Evidence]] = [:]
            for source in sources.files(of: target.name) {
                for declaration in source.imports where declaration.attributes.contains("@testable") {
                    var place = Evidence(
                        kind: .import, file: source.path, line: declaration.line, text: declaration.text,
                        isConditional: declaration.isConditional)
                    place.isDebugOnly = declaration.isDebugOnly
                    evidence[declaration.module, default: []].append(place)
                }
            }
            for module in evidence.keys.sorted() {
                violations.append(
                    Violation(
                        rule: "testable-import", severity: .warning, importer: target.name, imported: module,
                        evidence: evidence[module, default: []],
                        fix: "import \(module) without @testable: only test targets may see its internal declarations"
                            + " (a release build is not built for testing); make what \(target.name) uses public"))
            }
        }
        return violations
    }
}
