import Foundation
import Layering
import Testing

/// `layering resources --workspace` loads only the packages it needs: those that may own a bundle,
/// those depending on them and those they depend on; the JSON's `packages` lists what was loaded.
@Suite("layering resources in a workspace loads only the packages with bundles and their neighbours")
struct ResourceWorkspaceTests {
    /// The `packages` of a JSON run, by folder, and the notes.
    static func loaded(_ outcome: LayeringTool.Outcome) throws -> (packages: [String], notes: [String]) {
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any],
            "\(outcome.output)\(outcome.errorOutput)")
        let packages = (document["packages"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        return (packages, document["notes"] as? [String] ?? [])
    }

    @Test("a package with no resources and no dependency to or from one is not loaded; a sibling using a bundle is")
    func onlyTheNeighboursOfBundles() throws {
        let workspace = try GeneratedPackage(files: [
            // L10n owns the bundle and depends on Contracts, whose code names one of its keys.
            "Packages/L10n/Package.swift": WorkspaceFixture.manifest(
                "L10n", products: ["L10n"], dependencies: ["../Contracts"],
                targets: #"""
                    .target(name: "L10n", dependencies: [.product(name: "Contracts", package: "Contracts")],
                            resources: [.process("Resources")])
                    """#, localization: true),
            "Packages/L10n/Sources/L10n/L10n.swift": "import Foundation\npublic let bundle = Bundle.module\n",
            "Packages/L10n/Sources/L10n/Resources/en.lproj/Localizable.strings":
                "\"cart.title\" = \"Cart\";\n\"contract.error\" = \"Failed\";\n\"nobody.uses\" = \"Nobody\";\n",
            "Packages/Contracts/Package.swift": WorkspaceFixture.manifest(
                "Contracts", products: ["Contracts"], targets: #".target(name: "Contracts")"#),
            "Packages/Contracts/Sources/Contracts/Contracts.swift": "public let errorKey = \"contract.error\"\n",
            // Core has no resources, and Search reaches no bundle: neither is loaded.
            "Packages/Core/Package.swift": WorkspaceFixture.manifest(
                "Core", products: ["Core"], targets: #".target(name: "Core")"#),
            "Packages/Core/Sources/Core/Core.swift": "public struct Clock {}\n",
            "Features/Search/Package.swift": WorkspaceFixture.manifest(
                "Search", dependencies: ["../../Packages/Core"],
                targets: #".target(name: "Search", dependencies: [.product(name: "Core", package: "Core")])"#),
            "Features/Search/Sources/Search/Search.swift": "import Core\n",
            // Cart uses L10n's bundle from another package: it is loaded, and its key is used.
            "Features/Cart/Package.swift": WorkspaceFixture.manifest(
                "Cart", dependencies: ["../../Packages/L10n", "../../Packages/Core"],
                targets: #"""
                    .target(name: "Cart", dependencies: [
                        .product(name: "L10n", package: "L10n"), .product(name: "Core", package: "Core"),
                    ])
                    """#),
            "Features/Cart/Sources/Cart/Cart.swift": "import L10n\nimport Core\nlet title = \"cart.title\"\n",
        ])
        defer { workspace.remove() }
        let outcome = LayeringTool().run(["resources", "--workspace", workspace.path, "--format", "json"])
        let (packages, notes) = try Self.loaded(outcome)
        #expect(packages == ["Features/Cart", "Packages/Contracts", "Packages/L10n"])
        #expect(
            notes.contains(
                "2 packages have no resources and no dependency to or from a package with them, so they were not"
                    + " loaded: Features/Search and Packages/Core"), "\(notes)")
        #expect(outcome.output.contains("nobody.uses"), "\(outcome.output)")
        #expect(!outcome.output.contains("\"cart.title\""), "\(outcome.output)")
        #expect(!outcome.output.contains("contract.error"), "\(outcome.output)")
    }

    @Test("a workspace without resources loads no package, but one whose manifest makes a path is loaded")
    func noBundles() throws {
        let workspace = try GeneratedPackage(files: [
            "Core/Package.swift": WorkspaceFixture.manifest(
                "Core", products: ["Core"], targets: #".target(name: "Core")"#),
            "Core/Sources/Core/Core.swift": "public struct Clock {}\n",
            "App/Package.swift": WorkspaceFixture.manifest("App", targets: #".target(name: "App")"#)
                .replacingOccurrences(
                    of: "dependencies: [],", with: #"dependencies: [.package(path: "../" + "Core")],"#),
            "App/Sources/App/App.swift": "let x = 1\n",
        ])
        defer { workspace.remove() }
        let text = LayeringTool().run(["resources", "--workspace", workspace.path])
        #expect(text.status == .clean, "\(text.output)\(text.errorOutput)")
        #expect(text.output.contains("No findings in 0 bundles"), "\(text.output)")
        let (packages, notes) = try Self.loaded(
            LayeringTool().run(["resources", "--workspace", workspace.path, "--format", "json"]))
        // App may depend on a package with a bundle (its manifest makes the path): it is loaded.
        #expect(packages == ["App"])
        #expect(notes.contains { $0.hasSuffix("so it was not loaded: Core") }, "\(notes)")
    }

    @Test("a folder linked back to one above it is looked through once: the selection ends, and finds no bundle")
    func linkedFolders() throws {
        let workspace = try GeneratedPackage(files: [
            "Core/Package.swift": WorkspaceFixture.manifest(
                "Core", products: ["Core"], targets: #".target(name: "Core")"#),
            "Core/Sources/Core/Core.swift": "public struct Clock {}\n",
        ])
        defer { workspace.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path + "/Core/Sources/Core/Again", withDestinationPath: "../..")
        let (packages, notes) = try Self.loaded(
            LayeringTool().run(["resources", "--workspace", workspace.path, "--format", "json"]))
        #expect(packages.isEmpty, "\(packages)")
        #expect(notes.contains { $0.hasSuffix("so it was not loaded: Core") }, "\(notes)")
    }
}
