import Foundation
import Layering
import Testing

/// Every imported module placed the way SwiftPM builds it: renamed modules, modules of resolved
/// dependencies (read from the build folder's checkouts, and cached), C targets' own module maps.
/// Each package is shaped as the real ones that showed the case, the wrong import beside the right one.
@Suite("Module placement")
struct ModulePlacementTests {
    @Test("-module-alias in unsafeFlags and moduleAliases on a product dependency rename what a target imports")
    func moduleAliases() throws {
        // As sourcekit-lsp: a plugin target builds a second copy of a module under another name and
        // imports it by the first name; as SwiftPM documents: a product renamed where it clashes.
        let package = try GeneratedPackage(files: [
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Aliases",
                dependencies: [.package(path: "Vendor/Draw")],
                targets: [
                    .target(name: "SKLogging"),
                    .target(name: "SKLoggingForPlugin"),
                    .target(
                        name: "Plugin", dependencies: ["SKLoggingForPlugin"],
                        swiftSettings: [.unsafeFlags(["-module-alias", "SKLogging=SKLoggingForPlugin"])]),
                    .target(name: "Unaliased", dependencies: ["SKLoggingForPlugin"]),
                    .target(name: "Utils"),
                    .target(
                        name: "Canvas",
                        dependencies: [
                            "Utils", .product(name: "Utils", package: "Draw", moduleAliases: ["Utils": "DrawUtils"]),
                        ]),
                    .target(name: "Sketch", dependencies: ["Utils"]),
                ]
            )

            """,
            "Sources/SKLogging/Log.swift": "public let log = 1\n",
            "Sources/SKLoggingForPlugin/Log.swift": "public let log = 2\n",
            "Sources/Plugin/Plugin.swift": "import SKLogging\n",
            "Sources/Unaliased/Unaliased.swift": "import SKLogging\n",
            "Sources/Utils/Utils.swift": "public let utils = 1\n",
            "Sources/Canvas/Canvas.swift": "import DrawUtils\nimport Utils\n",
            "Sources/Sketch/Sketch.swift": "import DrawUtils\n",
            "Vendor/Draw/Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Draw", products: [.library(name: "Utils", targets: ["Utils"])],
                targets: [.target(name: "Utils")])

            """,
            "Vendor/Draw/Sources/Utils/Utils.swift": "public let drawing = 1\n",
        ])
        defer { package.remove() }
        let report = try LayeringTool().report(packagePath: package.path)
        #expect(report.edges == ["undeclared-import Unaliased → SKLogging", "unknown-module Sketch → DrawUtils"])
        #expect(report.notes.isEmpty)
    }

    /// A package depending by URL on one that offers products named otherwise than their modules.
    private static let toolsSupportUser: [String: String] = [
        "Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Editor",
            dependencies: [.package(url: "https://example.invalid/swift-tools-support-core.git", from: "1.0.0")],
            targets: [
                .target(
                    name: "Core",
                    dependencies: [.product(name: "SwiftToolsSupport-auto", package: "swift-tools-support-core")]),
                .target(
                    name: "TextView",
                    dependencies: [.product(name: "UITextView+Placeholder", package: "swift-tools-support-core")]),
            ]
        )

        """,
        "Sources/Core/Core.swift": "import TSCBasic\nimport TSCUtility\nimport TSCLibc\nimport TSCTestSupport\n",
        "Sources/TextView/TextView.swift": "import UITextView_Placeholder\n",
    ]

    /// The dependency as `swift package resolve` checks it out, under `folder`/checkouts.
    private static func checkout(in folder: String) -> [String: String] {
        let root = "\(folder)/checkouts/swift-tools-support-core"
        return [
            "\(root)/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "swift-tools-support-core",
                products: [
                    .library(name: "SwiftToolsSupport-auto", targets: ["TSCBasic", "TSCUtility"]),
                    .library(name: "TSCTestSupport", targets: ["TSCTestSupport"]),
                    .library(name: "UITextView+Placeholder", targets: ["UITextView+Placeholder"]),
                ],
                targets: [
                    .target(name: "TSCLibc"),
                    .target(name: "TSCBasic", dependencies: ["TSCLibc"]),
                    .target(name: "TSCUtility", dependencies: ["TSCBasic"]),
                    .target(name: "TSCTestSupport", dependencies: ["TSCBasic"]),
                    .target(name: "UITextView+Placeholder"),
                ])

            """,
            "\(root)/Sources/TSCBasic/Basic.swift": "public let basic = 1\n",
        ]
    }

    @Test("a resolved dependency's manifest is read from .build/checkouts, cached, and read again when it changes")
    func resolvedDependency() throws {
        let package = try GeneratedPackage(files: Self.toolsSupportUser.merging(Self.checkout(in: ".build")) { $1 })
        defer { package.remove() }
        let placed = ["undeclared-import Core → TSCTestSupport", "transitive-import Core → TSCLibc"]
        let first = try LayeringTool().report(packagePath: package.path)
        #expect(first.edges == placed)
        #expect(first.notes.isEmpty)
        #expect(first.violations.first?.fix.contains("declare the product TSCTestSupport in Core's") == true)

        // The dump is kept under the build folder; a second run reads it instead of the manifest.
        let cacheFolder = package.root.appendingPathComponent(".build/layering/manifests")
        let entries = try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path)
        #expect(entries.count == 1)
        let entry = cacheFolder.appendingPathComponent(try #require(entries.first))
        let recorded = try String(contentsOf: entry, encoding: .utf8)
        try recorded.replacingOccurrences(of: "TSCTestSupport", with: "TSCTestKit").write(
            to: entry, atomically: true, encoding: .utf8)
        let cached = try LayeringTool().report(packagePath: package.path)
        #expect(cached.edges == ["transitive-import Core → TSCLibc", "unknown-module Core → TSCTestSupport"])

        // An edited manifest is evaluated again, and recorded beside the old entry.
        let manifest = package.root.appendingPathComponent(".build/checkouts/swift-tools-support-core/Package.swift")
        try (String(contentsOf: manifest, encoding: .utf8) + "// edited\n").write(
            to: manifest, atomically: true, encoding: .utf8)
        let edited = try LayeringTool().report(packagePath: package.path)
        #expect(edited.edges == placed)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path).count == 2)
    }

    @Test("the root's describe output is cached by its manifest and file tree; a new file is a miss")
    func describeCache() throws {
        let package = try GeneratedPackage(files: [
            "Package.swift": GeneratedPackage.manifest(
                targets: """
                        .target(name: "Core"),
                        .target(name: "Feature", dependencies: ["Core"]),
                    """),
            "Sources/Core/Core.swift": "public let core = 1\n",
            "Sources/Feature/Feature.swift": "import Core\n",
        ])
        defer { package.remove() }
        #expect(try LayeringTool().report(packagePath: package.path).edges.isEmpty)
        let cacheFolder = package.root.appendingPathComponent(".build/layering/packages")
        let entries = try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path)
        #expect(entries.count == 1)

        // The next run reads the recorded output, not the manifest: a changed entry shows.
        let entry = cacheFolder.appendingPathComponent(try #require(entries.first))
        let recorded = try String(contentsOf: entry, encoding: .utf8)
        try recorded.replacingOccurrences(of: "T\tCore\tCore\t", with: "T\tKore\tKore\t")
            .replacingOccurrences(of: "t\tCore\n", with: "t\tKore\n").write(
                to: entry, atomically: true, encoding: .utf8)
        #expect(try LayeringTool().report(packagePath: package.path).edges == ["unknown-module Feature → Core"])

        // An entry that does not decode is a miss, never an error.
        try "3\nnot a graph".write(to: entry, atomically: true, encoding: .utf8)
        #expect(try LayeringTool().report(packagePath: package.path).edges.isEmpty)

        // A new source file changes the file tree: the manifest is described again.
        try Data("import Core\n".utf8).write(to: package.root.appendingPathComponent("Sources/Feature/More.swift"))
        let fresh = try LayeringTool().report(packagePath: package.path)
        #expect(fresh.edges.isEmpty)
        #expect(fresh.fileCount == 3)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path).count == 2)
    }

    @Test("a checkout whose manifest does not evaluate: its modules are a note, and it is not evaluated again")
    func brokenCheckout() throws {
        var files = Self.toolsSupportUser.merging(Self.checkout(in: ".build")) { $1 }
        files[".build/checkouts/swift-tools-support-core/Package.swift"] = "this is no manifest\n"
        let package = try GeneratedPackage(files: files)
        defer { package.remove() }
        for _ in 1...2 {
            let report = try LayeringTool().report(packagePath: package.path)
            #expect(report.violations.isEmpty)
            #expect(report.notes.count == 1)
            #expect(report.notes.first?.contains("(swift-tools-support-core) could not be read") == true)
        }
        let cacheFolder = package.root.appendingPathComponent(".build/layering/manifests")
        let entries = try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path)
        #expect(entries.count == 1)
        let recorded = try String(
            contentsOf: cacheFolder.appendingPathComponent(try #require(entries.first)), encoding: .utf8)
        #expect(recorded.hasSuffix("\nunreadable"))
    }

    @Test("--scratch-path names the build folder holding the checkouts")
    func scratchPath() throws {
        let package = try GeneratedPackage(files: Self.toolsSupportUser.merging(Self.checkout(in: "ci-build")) { $1 })
        defer { package.remove() }
        let outcome = LayeringTool().run([
            "check", "--package-path", package.path, "--scratch-path", package.path + "/ci-build",
        ])
        #expect(outcome.status == .violations, "\(outcome.errorOutput)")
        #expect(outcome.output.hasPrefix("error [undeclared-import] Core → TSCTestSupport\n"))
        #expect(!outcome.output.contains("note:"))
    }

    @Test("unresolved dependencies: one note naming them and `swift package resolve`, no warning per import")
    func unresolvedDependencies() throws {
        let package = try GeneratedPackage(files: Self.toolsSupportUser)
        defer { package.remove() }
        let outcome = LayeringTool().run(["check", "--package-path", package.path])
        #expect(outcome.status == .clean, "\(outcome.errorOutput)")
        #expect(
            outcome.output == """
                No violations in 2 targets, 2 files. Only the universal rules applied: no layering.json and not Bazaar's layout; `layering init` writes a starter layering.json with layers.
                note: 4 imported modules (TSCBasic, TSCLibc, TSCTestSupport, TSCUtility) could not be placed: the manifest of 1 dependency of Editor (swift-tools-support-core) could not be read (not resolved, or not evaluating with this toolchain); run `swift package resolve` in \(package.path), or pass --scratch-path with the build folder that holds the checkouts, and check again

                """)
    }

    @Test("a C target's own module map and a system library's name the modules importers use")
    func moduleMaps() throws {
        // As swift-package-manager's system-zlib: the folder is named one way, the module another.
        let package = try GeneratedPackage(files: [
            "Package.swift": GeneratedPackage.manifest(
                targets: """
                        .target(name: "system-zlib"),
                        .systemLibrary(name: "CSQLite"),
                        .target(name: "Compress", dependencies: ["system-zlib", "CSQLite"]),
                        .target(name: "Loose"),
                    """),
            "Sources/system-zlib/shim.c": "#include \"shim.h\"\n",
            "Sources/system-zlib/include/shim.h": "#include <zlib.h>\n",
            "Sources/system-zlib/include/module.modulemap": """
            // The library's name on Linux.
            module zlibLinux [system] {
                header "shim.h"
                link "z"
                module Inner { export * }
                export *
            }

            """,
            "Sources/CSQLite/module.modulemap": "module SQLiteShim [system] { header \"shim.h\" link \"sqlite3\" }\n",
            "Sources/CSQLite/shim.h": "#include <sqlite3.h>\n",
            "Sources/Compress/Compress.swift": "import zlibLinux\nimport SQLiteShim\n",
            "Sources/Loose/Loose.swift": "import zlibLinux\n",
        ])
        defer { package.remove() }
        let report = try LayeringTool().report(packagePath: package.path)
        #expect(report.edges == ["undeclared-import Loose → system-zlib"])
    }

    @Test("an unknown module imported under #if canImport of itself is no finding; under another condition it is")
    func canImportGuard() throws {
        let package = InMemoryPackage(
            targets: [
                PackageTarget(name: "Home", path: "Sources/Home", productDependencies: ["UITextView+Placeholder"])
            ],
            files: [
                "Home": [
                    "Sources/Home/Home.swift": """
                    #if canImport(HomeKitPlus)
                    import HomeKitPlus
                    #elseif canImport(FoundationModelsX) && !os(Linux)
                    import FoundationModelsX
                    #else
                    import Fallback
                    #endif
                    #if os(iOS)
                    import PhoneOnly
                    #endif
                    #if !canImport(Missing)
                    import Missing
                    #endif
                    import UITextView_Placeholder

                    """
                ]
            ])
        let report = try package.check(.universal)
        #expect(
            report.edges == [
                "unknown-module Home → Fallback", "unknown-module Home → Missing", "unknown-module Home → PhoneOnly",
            ])
    }

    @Test("SDK, toolchain and plugin modules are known; toolchainModules in layering.json still adds to them")
    func systemModules() throws {
        let imports = [
            "HomeKit", "GameplayKit", "MobileCoreServices", "Accessibility", "Translation", "FoundationModels",
            "XcodeProjectPlugin", "PackagePlugin", "WinSDK", "FoundationNetworking", "Android", "InHouseSDK",
        ]
        let package = InMemoryPackage(
            targets: [PackageTarget(name: "App", path: "Sources/App")],
            files: ["App": ["Sources/App/App.swift": imports.map { "import \($0)\n" }.joined()]])
        #expect(try package.check(.universal).edges == ["unknown-module App → InHouseSDK"])
        var configuration = LayeringConfiguration.universal
        configuration.toolchainModules = ["InHouseSDK"]
        #expect(try package.check(configuration).edges.isEmpty)
    }
}
