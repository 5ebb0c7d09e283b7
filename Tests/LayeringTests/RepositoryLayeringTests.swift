import Foundation
import Layering
import Testing

/// The rules of ARCHITECTURE.md applied to this repository's real package graph and sources:
/// any boundary break fails `swift test` with the checker's report; so does any finding of
/// `layering resources` on its bundles (a key missing in a language or from the tables, a key or
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
}
