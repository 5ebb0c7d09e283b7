import Foundation
import Testing

/// The router's `@_spi(Benchmarks)` entry points (pattern-only registration and lookup) exist
/// for the benchmark package and the runtime's own tests: no module, contract, app or shell
/// file may import them.
@Suite struct BenchmarkSPITests {
    /// The repository root: this file is Tests/LayeringTests/BenchmarkSPITests.swift.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func onlyTheBenchmarksAndTestsImportTheBenchmarkSPI() throws {
        var importers: [String] = []
        for folder in ["Modules", "Mediator", "App", "Tools"] {
            let base = Self.root.appendingPathComponent(folder)
            let files = try #require(FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil))
            for case let file as URL in files where file.pathExtension == "swift" {
                let path = String(file.path.dropFirst(Self.root.path.count + 1))
                guard !path.hasPrefix("Tools/Benchmarks/") else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                if text.split(separator: "\n").contains(where: { $0.contains("@_spi(Benchmarks) import") }) {
                    importers.append(path)
                }
            }
        }
        #expect(importers.isEmpty, "files outside Tools/Benchmarks and Tests import the Benchmarks SPI")
    }
}
