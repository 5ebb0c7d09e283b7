import Foundation
import Layering
import Testing

/// What `layering` keeps in `<build folder>/layering`: each package's loaded graph (keyed by its
/// manifests, `Package.resolved`, the toolchain and its folders) and each file's imports (by size and
/// modification time). A change to any of them is seen; a cache that cannot be written is a note.
@Suite("The cache of loaded packages and scanned sources")
struct CacheTests {
    private static func entries(_ package: GeneratedPackage, _ kind: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "\(package.path)/.build/layering/\(kind)")) ?? [])
            .sorted()
    }

    private static func manifest(_ targets: String) -> String {
        "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [\(targets)])\n"
    }

    @Test(
        "a re-check reads the cache; a new file, a manifest edit, a Package.resolved change and a file edit are each seen"
    )
    func invalidation() throws {
        let package = try GeneratedPackage(files: [
            "Package.swift": Self.manifest(#".target(name: "A")"#),
            "Sources/A/A.swift": "import Foundation\n",
        ])
        defer { package.remove() }
        let tool = LayeringTool()
        let check = ["check", "--package-path", package.path]
        #expect(tool.run(check).output.hasPrefix("No violations in 1 target, 1 file."))
        let recorded = try #require(Self.entries(package, "packages").first)
        let recordedPath = "\(package.path)/.build/layering/packages/\(recorded)"
        let written = try FileManager.default.attributesOfItem(atPath: recordedPath)[.modificationDate] as? Date
        #expect(tool.run(check).output.hasPrefix("No violations in 1 target, 1 file."))
        #expect(try FileManager.default.attributesOfItem(atPath: recordedPath)[.modificationDate] as? Date == written)
        #expect(Self.entries(package, "packages").count == 1)

        // A new file (and folder): SwiftPM lists it, so the graph is loaded again.
        try FileManager.default.createDirectory(atPath: package.path + "/Sources/B", withIntermediateDirectories: true)
        try "public struct B {}\n".write(toFile: package.path + "/Sources/B/B.swift", atomically: true, encoding: .utf8)
        try "import B\n".write(toFile: package.path + "/Sources/A/A2.swift", atomically: true, encoding: .utf8)
        let added = tool.run(check)
        #expect(added.output.contains("warning [unknown-module] A → B"), "\(added.output)")
        #expect(added.output.contains("in 1 target, 2 files."))
        #expect(Self.entries(package, "packages").count == 2)

        // A manifest edit: the new target and dependency are seen.
        try Self.manifest(#".target(name: "A", dependencies: ["B"]), .target(name: "B")"#)
            .write(toFile: package.path + "/Package.swift", atomically: true, encoding: .utf8)
        #expect(tool.run(check).output.hasPrefix("No violations in 2 targets, 3 files."))
        #expect(Self.entries(package, "packages").count == 3)

        // Package.resolved is part of the key.
        try #"{"pins": [], "version": 3}"#.write(
            toFile: package.path + "/Package.resolved", atomically: true, encoding: .utf8)
        #expect(tool.run(check).output.hasPrefix("No violations in 2 targets, 3 files."))
        #expect(Self.entries(package, "packages").count == 4)

        // A file's edit changes its size and time: its imports are read again.
        try "import Foundation\nimport C\n".write(
            toFile: package.path + "/Sources/A/A2.swift", atomically: true, encoding: .utf8)
        let edited = tool.run(check)
        #expect(edited.output.contains("warning [unknown-module] A → C"), "\(edited.output)")
        #expect(Self.entries(package, "scans").count == 1)

        // --no-cache gives the same answer, and neither reads nor writes the cache.
        try FileManager.default.removeItem(atPath: package.path + "/.build")
        #expect(tool.run(check + ["--no-cache"]).output == edited.output)
        #expect(!FileManager.default.fileExists(atPath: package.path + "/.build/layering"))
    }

    @Test("a manifest SwiftPM refuses is recorded with its reason, not described again until it changes")
    func unloadable() throws {
        let package = try GeneratedPackage(files: [
            "Package.swift": Self.manifest(#".target(name: "A", dependencies: [undefinedName])"#),
            "Sources/A/A.swift": "import Foundation\n",
        ])
        defer { package.remove() }
        let tool = LayeringTool()
        let check = ["check", "--package-path", package.path]
        let first = tool.run(check)
        #expect(first.status == .badInput)
        #expect(first.errorOutput.contains("Package.swift does not load: Package.swift:"), "\(first.errorOutput)")
        #expect(first.errorOutput.contains("undefinedName"), "\(first.errorOutput)")
        let recorded = try #require(Self.entries(package, "packages").first)
        let recordedPath = "\(package.path)/.build/layering/packages/\(recorded)"
        let written = try FileManager.default.attributesOfItem(atPath: recordedPath)[.modificationDate] as? Date

        let again = tool.run(check)
        #expect(again.status == .badInput)
        #expect(again.errorOutput == first.errorOutput)
        #expect(try FileManager.default.attributesOfItem(atPath: recordedPath)[.modificationDate] as? Date == written)
        #expect(Self.entries(package, "packages") == [recorded])

        try Self.manifest(#".target(name: "A")"#)
            .write(toFile: package.path + "/Package.swift", atomically: true, encoding: .utf8)
        #expect(tool.run(check).output.hasPrefix("No violations in 1 target, 1 file."))
    }

    @Test("a cache that cannot be written is one note, and the answer is the same")
    func unwritable() throws {
        let package = try GeneratedPackage(files: [
            "Package.swift": Self.manifest(#".target(name: "A")"#),
            "Sources/A/A.swift": "import Foundation\nimport Missing\n",
            "not-a-folder": "a file where the build folder would be\n",
        ])
        defer { package.remove() }
        let outcome = LayeringTool().run([
            "check", "--package-path", package.path, "--scratch-path", package.path + "/not-a-folder",
        ])
        #expect(outcome.status == .clean, "\(outcome.errorOutput)")
        #expect(outcome.output.hasPrefix("warning [unknown-module] A → Missing"))
        let notes = outcome.output.split(separator: "\n").filter { $0.hasPrefix("note: the cache in ") }
        #expect(notes.count == 1, "\(outcome.output)")
        #expect(notes.first?.contains("cannot be written") == true)
    }

    @Test("a removed package is no longer checked, and nothing it left in a cache is read")
    func removedPackage() throws {
        let workspace = try GeneratedPackage(files: [
            "A/Package.swift": Self.manifest(#".target(name: "A")"#).replacingOccurrences(of: "\"P\"", with: "\"A\""),
            "A/Sources/A/A.swift": "import Foundation\n",
            "B/Package.swift": Self.manifest(#".target(name: "B")"#).replacingOccurrences(of: "\"P\"", with: "\"B\""),
            "B/Sources/B/B.swift": "import A\n",
        ])
        defer { workspace.remove() }
        let tool = LayeringTool()
        let before = tool.run(["check", "--workspace", workspace.path])
        #expect(before.output.contains("in 2 targets, 2 files."), "\(before.output)")
        try FileManager.default.removeItem(atPath: workspace.path + "/B")
        let after = tool.run(["check", "--workspace", workspace.path, "--format", "json"])
        #expect(after.status == .clean, "\(after.errorOutput)")
        #expect(after.output.contains(#""path" : "A""#))
        #expect(!after.output.contains(#""path" : "B""#))
        #expect(after.output.contains(#""targets" : 1,"#) || after.output.contains(#""targets" : 1\#n"#))
    }
}
