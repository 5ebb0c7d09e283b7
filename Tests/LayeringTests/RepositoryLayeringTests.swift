import Foundation
import Layering
import Testing

/// The layering rules (the root README's "Layers: who may import whom") applied to this repository's real package graph
/// and sources: any boundary break fails `swift test` with the checker's report; so does any finding
/// of `layering resources` on its bundles (a key missing in a language or from the tables, a key or
/// file no code uses, different placeholders), at any severity.
@Suite("This repository")
struct RepositoryLayeringTests {
    /// The repository root: this file is Tests/LayeringTests/RepositoryLayeringTests.swift.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The repository's graph, loaded once for the suite. The load records the package's
    /// `describe` in the build folder's layering cache, where the checks below, which load the
    /// package themselves, find it: one manifest load, not one per test at the same time.
    private static let graph = Task { () throws -> PackageGraph in
        try ManifestLoader().load(packagePath: root)
    }

    @Test("the repository keeps its layers")
    func repositoryKeepsItsLayers() async throws {
        _ = try await Self.graph.value
        let report = try LayeringTool().report(packagePath: Self.root)
        #expect(report.errorCount == 0, "\n\(TextReportFormatter().render(report))")
        #expect(report.targets.contains { $0.name == "LayeringCommand" })
        for target in report.targets where target.path.hasPrefix("Modules/") {
            #expect(report.layerOfTarget[target.name] == "business", "\(target.name) should be a business module")
        }
    }

    @Test("every bundle of the repository passes layering resources without a finding")
    func repositoryResourcesAreClean() async throws {
        _ = try await Self.graph.value
        let outcome = LayeringTool().run(["resources", "--package-path", Self.root, "--sizes"])
        #expect(outcome.status == .clean, "\(outcome.errorOutput)")
        #expect(outcome.output.contains("\nNo findings in "), "\n\(outcome.output)")
        for bundle in ["Account", "Cart", "Common", "Console", "Goods", "Home", "Messages", "Order", "ShellKit"] {
            #expect(outcome.output.contains("\n\(bundle) "), "\(bundle) has a bundle: \(outcome.output)")
        }
    }

    /// `swift package layering` inside this repository builds each tool of the plugin as the
    /// product named after the tool's target, which SwiftPM makes by itself only for an executable
    /// target no product names ("no product named 'LayeringCommand'" otherwise). CI runs the command
    /// here (the README's); this pins why it works.
    @Test("each tool of a command plugin is a product named after its target")
    func pluginToolsAreProductsOfTheirOwnName() async throws {
        let graph = try await Self.graph.value
        let plugins = graph.targets.filter { $0.kind == .plugin }
        #expect(plugins.map(\.name) == ["LayeringPlugin"])
        for plugin in plugins {
            #expect(!plugin.targetDependencies.isEmpty, "\(plugin.name) runs no tool")
            for tool in plugin.targetDependencies {
                #expect(graph.products[tool] == [tool], "\(plugin.name)'s tool \(tool) needs a product named \(tool)")
            }
        }
    }

    /// Modules/README.md: a business module declares the runtime (SwiftPM rebuilds a target only
    /// when a declared dependency changes) and may import it; an import without the declaration is
    /// a transitive import whose fix is to declare it. The runtime never sees a module.
    @Test("a business module may declare and import the runtime; the runtime may not depend on a module")
    func aModuleDeclaresTheRuntime() throws {
        let configuration = try ConfigurationParser().load(packagePath: Self.root, explicitPath: nil)
        let bazaar = Self.bazaar().adding("Modules/Cart/Runtime.swift", to: "Cart", "import MediatorRuntime\n")
        let undeclared = try bazaar.check(configuration)
        #expect(
            undeclared.violations.map(\.rule) == ["transitive-import"], "\(TextReportFormatter().render(undeclared))")
        #expect(undeclared.violations.allSatisfy { $0.severity == .warning && $0.fix.contains("declare") })
        let declared = try bazaar.changing("Cart") { $0.targetDependencies.append("MediatorRuntime") }
            .check(configuration)
        #expect(declared.violations.isEmpty, "\(TextReportFormatter().render(declared))")
        let upward = try bazaar.changing("MediatorRuntime") { $0.targetDependencies.append("Cart") }
            .check(configuration)
        #expect(upward.violations.contains { $0.rule == "runtime-boundary" && $0.severity == .error })
    }

    /// The in-memory Bazaar with the targets the repository's layering.json names by path, each
    /// declared dependency on the contracts imported.
    static func bazaar() -> InMemoryPackage {
        var bazaar = InMemoryPackage.bazaar
        bazaar.targets += [
            PackageTarget(name: "Values", path: "Mediator/Values"),
            PackageTarget(
                name: "ContractSupport", path: "Mediator/Contracts/Support", targetDependencies: ["MediatorRuntime"]),
            PackageTarget(name: "AllContracts", path: "Mediator/Contracts/All", targetDependencies: ["Mediator"]),
        ]
        return
            bazaar
            .adding("Mediator/Contracts/All/All.swift", to: "AllContracts", "@_exported import Mediator\n")
            .adding("Modules/Goods/GoodsModule.swift", to: "Goods", "import Mediator\nimport Common\n")
            .adding("Tools/StandIns/StandIn.swift", to: "StandIns", "import Mediator\nimport Common\n")
            .adding("Tests/CartTests/Contract.swift", to: "CartTests", "import Mediator\n")
    }

    /// Modules/README.md: Package.swift's dependencies are the record of who uses whose contract, so
    /// the repository's layering.json reports a declared contract no file imports (and, as in every
    /// package, an imported one not declared).
    @Test("a declared contract no source file imports is an error under the repository's configuration")
    func anUnusedContractDependencyIsAnError() throws {
        let configuration = try ConfigurationParser().load(packagePath: Self.root, explicitPath: nil)
        let bazaar = Self.bazaar()
        #expect(try bazaar.check(configuration).violations.filter { $0.severity == .error }.isEmpty)
        var withoutImports = bazaar
        withoutImports.files["Goods"] = ["Modules/Goods/GoodsModule.swift": "import Common\n"]
        let unused = try withoutImports.check(configuration)
        let errors = unused.violations.filter { $0.severity == .error }
        #expect(errors.map(\.rule) == ["unused-dependency"], "\(TextReportFormatter().render(unused))")
        #expect(errors.allSatisfy { $0.importer == "Goods" && $0.imported == "Mediator" })
        #expect(errors.first?.fix.hasPrefix("remove Mediator from Goods's dependencies in Package.swift") == true)
        // The list of every contract is for the app, the shell and tests: never a business module.
        let list = try bazaar.adding("Modules/Cart/All.swift", to: "Cart", "import AllContracts\n")
            .changing("Cart") { $0.targetDependencies.append("AllContracts") }.check(configuration)
        #expect(list.violations.contains { $0.rule == "business-boundary" && $0.imported == "AllContracts" })
    }
}
