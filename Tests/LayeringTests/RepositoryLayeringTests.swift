import Foundation
import Layering
import Testing

/// The rules of ARCHITECTURE.md applied to this repository's real package graph and sources:
/// any boundary break fails `swift test` with the checker's report.
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
}
