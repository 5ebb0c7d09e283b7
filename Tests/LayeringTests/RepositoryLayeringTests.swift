import Foundation
import Layering
import Testing

/// The layering rules (the root README's "Layout") applied to this repository's real package graph
/// and sources: any boundary break fails `swift test` with the checker's report; so does any finding
/// of `layering resources` on its bundles (a key missing in a language or from the tables, a key or
/// file no code uses, different placeholders), at any severity.
@Suite("This repository")
struct RepositoryLayeringTests {
    /// The repository root: this file is Tests/LayeringTests/RepositoryLayeringTests.swift.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    @Test("the repository keeps its layers")
    func repositoryKeepsItsLayers() throws {
        let report = try LayeringTool().report(packagePath: Self.root)
        #expect(report.errorCount == 0, "\n\(TextReportFormatter().render(report))")
        #expect(report.targets.contains { $0.name == "LayeringCommand" })
        for target in report.targets where target.path.hasPrefix("Modules/") {
            #expect(report.layerOfTarget[target.name] == "business", "\(target.name) should be a business module")
        }
    }

    @Test("every bundle of the repository passes layering resources without a finding")
    func repositoryResourcesAreClean() throws {
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
    func pluginToolsAreProductsOfTheirOwnName() throws {
        let graph = try ManifestLoader().load(packagePath: Self.root)
        let plugins = graph.targets.filter { $0.kind == .plugin }
        #expect(plugins.map(\.name) == ["LayeringPlugin"])
        for plugin in plugins {
            #expect(!plugin.targetDependencies.isEmpty, "\(plugin.name) runs no tool")
            for tool in plugin.targetDependencies {
                #expect(graph.products[tool] == [tool], "\(plugin.name)'s tool \(tool) needs a product named \(tool)")
            }
        }
    }

    /// Modules/README.md: a business module never imports `MediatorRuntime` directly (it comes
    /// through `Mediator`). The repository's layering.json puts the runtime in a layer of its own
    /// that only the contracts (and the top, and tests) may depend on, so such an import is an error
    /// whose fix is to remove it, not to declare the runtime (Mediator/README.md says so).
    @Test("a business module's direct import of MediatorRuntime is an error under the repository's configuration")
    func aModuleImportingTheRuntimeDirectlyIsAnError() throws {
        let configuration = try ConfigurationParser().load(packagePath: Self.root, explicitPath: nil)
        let bazaar = InMemoryPackage.bazaar
        let report = try bazaar.adding("Modules/Cart/Runtime.swift", to: "Cart", "import MediatorRuntime\n")
            .check(configuration)
        let errors = report.violations.filter { $0.severity == .error }
        #expect(errors.map(\.rule) == ["business-boundary"], "\(TextReportFormatter().render(report))")
        #expect(errors.allSatisfy { $0.importer == "Cart" && $0.imported == "MediatorRuntime" })
        #expect(!report.violations.contains { $0.fix.contains("declare") }, "\(TextReportFormatter().render(report))")
        let declared = try bazaar.changing("Cart") { $0.targetDependencies.append("MediatorRuntime") }
            .check(configuration)
        #expect(declared.violations.contains { $0.rule == "business-boundary" && $0.severity == .error })
    }
}
