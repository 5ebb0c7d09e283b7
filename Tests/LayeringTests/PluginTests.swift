import Foundation
import Testing

/// `swift package layering ...` from a small package that depends on this one by path, the way a
/// team adopts it. Builds the Layering target once in the consumer's own scratch folder (about 25 s
/// on two busy cores), then runs four commands through the plugin.
@Suite("The SwiftPM command plugin")
struct PluginTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    @Test(
        "check fails on an undeclared import, baseline records it, check then passes; sarif and resources through the plugin"
    )
    func consumer() async throws {
        let swift = try #require(ChildProcess.find("swift"), "swift must be on PATH")
        let package = try GeneratedPackage(files: [
            "Package.swift": """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "Consumer",
                defaultLocalization: "en",
                dependencies: [.package(path: "\(Self.repository)")],
                targets: [.target(name: "Core"), .target(name: "Feature", resources: [.process("Resources")])]
            )

            """,
            "Sources/Core/Core.swift": "public struct Core {}\n",
            "Sources/Feature/Resources/en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n",
            "Sources/Feature/Feature.swift": "import Core\n",
        ])
        defer { package.remove() }
        func plugin(_ arguments: [String]) async throws -> ChildProcess {
            try await ChildProcess.run(
                swift,
                ["package", "--package-path", package.path, "--scratch-path", package.path + "/.build"]
                    + ["layering"] + arguments)
        }

        let failing = try await plugin(["check"])
        #expect(failing.status != 0)
        #expect(
            failing.output.contains("error [undeclared-import] Feature → Core\n  Sources/Feature/Feature.swift:1"),
            "\(failing.errorOutput)")

        let baseline = try await plugin(["baseline"])
        #expect(baseline.status == 0, "\(baseline.errorOutput)")
        #expect(FileManager.default.fileExists(atPath: package.path + "/layering-baseline.json"))

        let passing = try await plugin(["check", "--format", "sarif"])
        #expect(passing.status == 0, "\(passing.output)\(passing.errorOutput)")
        let start = try #require(passing.output.firstIndex(of: "{"))
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(passing.output[start...].utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")

        let resources = try await plugin(["resources", "--sizes"])
        #expect(resources.status == 0, "unused-key is a warning: \(resources.output)\(resources.errorOutput)")
        #expect(resources.output.contains("warning [unused-key] Feature: greeting\n"), "\(resources.output)")
        #expect(resources.output.contains("Feature       1          22  -"), "\(resources.output)")
    }
}
