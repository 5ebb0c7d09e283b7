import Foundation
import Layering
import Testing

/// The checker on real packages written to disk: manifest loads through `swift package describe`
/// (about half a second each), so each package here exercises many cases at once.
@Suite("Generated packages")
struct GeneratedPackageTests {
    private static let dependency: [String: String] = [
        "Vendor/Dep/Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "Dep", products: [.library(name: "DepProduct", targets: ["DepProduct"])],
            targets: [.target(name: "DepProduct")])

        """,
        // A nested package is never scanned, whatever it imports.
        "Vendor/Dep/Sources/DepProduct/Dep.swift": "import Cart\nimport Goods\n",
    ]

    /// One package with every kind of violation.
    private static let broken: [String: String] = dependency.merging([
        "Package.swift": GeneratedPackage.manifest(
            targets: """
                    .target(name: "MediatorRuntime", dependencies: ["Common"], path: "Mediator/Runtime"),
                    .target(name: "Mediator", dependencies: ["MediatorRuntime"], path: "Mediator/Contracts"),
                    .target(name: "Common", path: "Common"),
                    .target(name: "Cart", dependencies: ["Mediator", "Common"], path: "Modules/Cart"),
                    .target(
                        name: "Goods",
                        dependencies: ["Mediator", "Common", "Cart", .product(name: "DepProduct", package: "Dep")],
                        path: "Modules/Goods"),
                    .target(name: "Home", dependencies: ["Mediator", "Common", "StandIns"], path: "Modules/Home"),
                    .target(name: "StandIns", dependencies: ["Mediator", "Common"], path: "Tools/StandIns"),
                    .executableTarget(name: "App", dependencies: ["Cart", "Goods", "Home"], path: "App/Main"),
                    .testTarget(name: "CartTests", dependencies: ["Cart"], path: "Tests/CartTests"),
                """,
            dependencies: #".package(path: "Vendor/Dep")"#),
        "Mediator/Runtime/Runtime.swift": "import Common\npublic struct Router {}\n",
        "Mediator/Contracts/Exports.swift": "@_exported import MediatorRuntime\n",
        "Common/Log.swift": "import Foundation\nimport Mediator\n",
        "Modules/Cart/CartModule.swift": """
        import Mediator
        import Common
        // import Goods in a comment is fine
        let text = "import Goods"
        import Goods

        """,
        "Modules/Cart/Routes.swift": "import MediatorRuntime\n",
        "Modules/Goods/Goods.swift": "import Mediator\nimport DepProduct\nimport Alamofire\n",
        "Modules/Home/Home.swift": "import StandIns\n",
        "Tools/StandIns/StandIns.swift": "import Mediator\n",
        "App/Main/main.swift": "import Cart\nimport Common\nimport Unknown\n",
        "Tests/CartTests/CartTests.swift": "@testable import Cart\nimport Testing\nimport Goods\n",
    ]) { $1 }

    @Test("every kind of violation is caught with file:line in one run, exit status 1")
    func everyViolation() throws {
        let package = try GeneratedPackage(files: Self.broken)
        defer { package.remove() }
        let outcome = LayeringTool().run(["check", "--package-path", package.path, "--format", "json"])
        #expect(outcome.status == .violations, "\(outcome.errorOutput)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        let violations = try #require(json["violations"] as? [[String: Any]])
        let found = violations.map { violation in
            let places = (violation["evidence"] as? [[String: Any]] ?? []).map { evidence in
                let file = evidence["file"] as? String ?? "?"
                return (evidence["line"] as? Int).map { "\(file):\($0)" } ?? file
            }
            return "\(violation["severity"] ?? "") [\(violation["rule"] ?? "")] \(violation["importer"] ?? "") → "
                + "\(violation["imported"] ?? "") \(places.joined(separator: " "))"
        }
        #expect(
            found == [
                "error [business-isolation] Cart → Goods Modules/Cart/CartModule.swift:5",
                "error [undeclared-import] Cart → Goods Modules/Cart/CartModule.swift:5",
                "error [undeclared-import] CartTests → Goods Tests/CartTests/CartTests.swift:3",
                "error [common-boundary] Common → Mediator Common/Log.swift:2",
                "error [undeclared-import] Common → Mediator Common/Log.swift:2",
                "error [unknown-module] Goods → Alamofire Modules/Goods/Goods.swift:3",
                "error [business-isolation] Goods → Cart Package.swift:14",
                "error [business-third-party] Goods → DepProduct Package.swift:14 Modules/Goods/Goods.swift:2",
                "error [business-boundary] Home → StandIns Package.swift:16 Modules/Home/Home.swift:1",
                "error [mediator-boundary] MediatorRuntime → Common Package.swift:8 Mediator/Runtime/Runtime.swift:1",
                "warning [transitive-import] App → Common App/Main/main.swift:2",
                "warning [unknown-module] App → Unknown App/Main/main.swift:3",
                "warning [transitive-import] Cart → MediatorRuntime Modules/Cart/Routes.swift:1",
            ])
        #expect(
            json["summary"] as? [String: Int] == [
                "violations": 13, "errors": 10, "warnings": 3, "targets": 9, "files": 10,
            ])
    }

    @Test(
        "a clean package passes through the built executable: no false positive from comments, strings, #if, system modules, test targets, nested packages or build folders"
    )
    func cleanThroughExecutable() async throws {
        let executable = ChildProcess.layering
        try #require(FileManager.default.isExecutableFile(atPath: executable), "build the layering product first")
        var files = Self.dependency
        files["Package.swift"] = GeneratedPackage.manifest(
            targets: """
                    .target(name: "MediatorRuntime", path: "Mediator/Runtime"),
                    .target(name: "Mediator", dependencies: ["MediatorRuntime"], path: "Mediator/Contracts"),
                    .target(name: "Common", path: "Common"),
                    .target(name: "Cart", dependencies: ["Mediator", "Common"], path: "Modules/Cart"),
                    .target(name: "StandIns", dependencies: ["Mediator", "Common"], path: "Tools/StandIns"),
                    .executableTarget(
                        name: "App", dependencies: ["Cart", .product(name: "DepProduct", package: "Dep")],
                        path: "App/Main"),
                    .testTarget(name: "CartTests", dependencies: ["Cart", "StandIns", "Mediator"], path: "Tests/CartTests"),
                """,
            dependencies: #".package(path: "Vendor/Dep")"#)
        files["Mediator/Runtime/Runtime.swift"] = "import Synchronization\n"
        files["Mediator/Contracts/Exports.swift"] = "@_exported import MediatorRuntime\nimport Dispatch\n"
        files["Common/Log.swift"] =
            "import Foundation\n#if canImport(Glibc)\nimport Glibc\n#else\nimport Darwin\n#endif\n"
        files["Modules/Cart/CartModule.swift"] = #"""
            import Mediator; import Common
            @preconcurrency import FoundationEssentials
            // import Goods
            /* import Goods /* nested */ import Order */
            let a = "import Goods"
            let b = """
            import Goods
            """
            let c = #"import Goods \(x)"#
            let d = "\("import Goods")"

            """#
        files["Tools/StandIns/StandIns.swift"] = "public import Mediator\ninternal import Common\n"
        files["App/Main/main.swift"] = "import Cart\nimport DepProduct\n"
        files["Tests/CartTests/CartTests.swift"] =
            "@testable import Cart\nimport StandIns\nimport Testing\nimport XCTest\n"
        // Not a source of any target: a build folder and a stray file outside every target.
        files[".build/debug/Leftover.swift"] = "import Goods\n"
        files["Scripts/tool.swift"] = "import Cart\nimport Goods\n"
        let package = try GeneratedPackage(files: files)
        defer { package.remove() }

        let run = try await ChildProcess.run(executable, ["check", "--package-path", package.path])
        #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
        #expect(run.output == "No violations in 7 targets, 7 files.\n")

        // init on Bazaar's layout spells out the standard layers the package satisfies. The file goes
        // beside the package, not in it: a new file in the package would load its manifest again.
        // In-process: the executable prints and exits with what the entry answers, as the runs
        // before and after this show.
        let starter = package.path + "-starter.json"
        defer { try? FileManager.default.removeItem(atPath: starter) }
        let initialized = LayeringTool().run(["init", "--package-path", package.path, "--output", starter])
        #expect(initialized.status == .clean, "\(initialized.errorOutput)")
        let withStarter = LayeringTool().run(["check", "--package-path", package.path, "--config", starter])
        #expect(withStarter.status == .clean, "\(withStarter.errorOutput)")
        #expect(withStarter.output == "No violations in 7 targets, 7 files.\n", "\(withStarter.errorOutput)")
        #expect(try String(contentsOfFile: starter, encoding: .utf8).contains("\"Modules/*\""))

        let bad = try await ChildProcess.run(executable, ["check", "--format", "yaml"])
        #expect(bad.status == 2)
        #expect(bad.output.isEmpty)
        #expect(bad.errorOutput == "layering: unknown format 'yaml' for check; expected text, json, github or sarif\n")
    }

    @Test("a manifest that does not load, and a configuration that is not JSON, exit 2 with one line")
    func badPackages() throws {
        let package = try GeneratedPackage(files: [
            "Package.swift": "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \n",
            "Sources/A/a.swift": "",
        ])
        defer { package.remove() }
        let manifest = LayeringTool().run(["check", "--package-path", package.path])
        #expect(manifest.status == .badInput)
        #expect(manifest.errorOutput.hasPrefix("layering: the manifest \(package.path)/Package.swift does not load: "))
        #expect(manifest.errorOutput.contains("Package.swift:4:1: error: "))
        #expect(!manifest.errorOutput.contains("compiled with"))
        #expect(manifest.errorOutput.filter { $0 == "\n" }.count == 1)

        try Data("{ layers: }".utf8).write(to: package.root.appendingPathComponent("layering.json"))
        let configuration = LayeringTool().run(["graph", "--package-path", package.path])
        #expect(configuration.status == .badInput)
        #expect(configuration.errorOutput.hasPrefix("layering: layering.json is not valid JSON"))

        let missing = LayeringTool().run(["check", "--package-path", package.path, "--config", "/nonexistent.json"])
        #expect(missing.errorOutput.hasPrefix("layering: cannot read the configuration file /nonexistent.json"))
    }

    @Test("a configuration file names other layers and exceptions; unknown target names in it exit 2")
    func configurationFile() throws {
        let package = try GeneratedPackage(files: [
            "Package.swift": GeneratedPackage.manifest(
                targets: """
                        .target(name: "Search", dependencies: ["Core", "Profile"], path: "Features/Search"),
                        .target(name: "Profile", dependencies: ["Core"], path: "Features/Profile"),
                        .target(name: "Feed", dependencies: ["Core"], path: "Features/Feed"),
                        .target(name: "Core", path: "Core"),
                    """),
            "Features/Search/Search.swift": "import Core\nimport Profile\n",
            "Features/Profile/Profile.swift": "import Core\n",
            "Features/Feed/Feed.swift": "import Core\nimport Search\n",
            "Core/Core.swift": "import Foundation\n",
            "layering.json": """
            {
              "layers": [
                { "name": "feature", "paths": ["Features/*"], "mayDependOn": ["core"], "independent": true },
                { "name": "core", "paths": ["Core"] }
              ],
              "exceptions": [
                { "from": "Search", "to": "Profile", "reason": "search shows profiles until the router lands" }
              ]
            }
            """,
            "typo.json": #"{ "exceptions": [{ "from": "Serch", "to": "Profile", "reason": "typo" }] }"#,
        ])
        defer { package.remove() }
        let outcome = LayeringTool().run(["check", "--package-path", package.path])
        #expect(outcome.status == .violations)
        #expect(
            outcome.output.hasPrefix(
                """
                error [feature-isolation] Feed → Search
                  Features/Feed/Feed.swift:2  import Search
                  fix: reach Search through core and toolchain modules instead; feature targets never depend on each other

                error [undeclared-import] Feed → Search
                """))
        #expect(outcome.output.hasSuffix("2 violations (2 errors) in 4 targets, 4 files.\n"))

        let typo = LayeringTool().run([
            "check", "--package-path", package.path, "--config", package.path + "/typo.json",
        ])
        #expect(typo.status == .badInput)
        #expect(
            typo.errorOutput
                == "layering: \(package.path)/typo.json: exception from \"Serch\" matches no target of the package;"
                + " expected Search (4 targets; `layering graph --format json` lists them all)\n")
    }

    @Test(
        "a dependency the manifest makes (a helper function) is cited at the target's line, and an undeclared import too"
    )
    func declarationsTheManifestMakes() throws {
        let package = try GeneratedPackage(files: [
            "Package.swift": GeneratedPackage.manifest(
                targets: """
                        .target(name: "Cart", dependencies: [contract("Goods")], path: "Features/Cart"),
                        .target(name: "GoodsContract", path: "Contracts/Goods"),
                        .target(name: "Util", path: "Util"),
                    """)
                + "func contract(_ name: String) -> Target.Dependency { .target(name: name + \"Contract\") }\n",
            "Features/Cart/Cart.swift": "import Util\n",
            "Contracts/Goods/Goods.swift": "import Foundation\n",
            "Util/Util.swift": "import Foundation\n",
            "layering.json": """
            {
              "layers": [
                { "name": "feature", "paths": ["Features/*"], "mayDependOn": ["contract", "util"] },
                { "name": "contract", "paths": ["Contracts/*"], "reportUnusedDependencies": true },
                { "name": "util", "paths": ["Util"] }
              ]
            }
            """,
        ])
        defer { package.remove() }
        let outcome = LayeringTool().run(["check", "--package-path", package.path])
        #expect(outcome.status == .violations, "\(outcome)")
        #expect(
            outcome.output.contains(
                "  Package.swift:8  Cart declares a dependency on GoodsContract\n"
                    + "  fix: remove GoodsContract from Cart's dependencies in Package.swift, where line 8 declares Cart"
                    + " (the manifest makes the name): no source file of Cart imports it\n"), "\(outcome.output)")
        #expect(
            outcome.output.contains(
                "declare \"Util\" in Cart's dependencies in Package.swift:8, where Cart is declared"),
            "\(outcome.output)")
    }

    @Test("a layer that reports unused dependencies: a declaration no file imports is an error with its fix")
    func unusedDependency() throws {
        let package = try GeneratedPackage(files: [
            "Package.swift": GeneratedPackage.manifest(
                targets: """
                        .target(name: "Cart", dependencies: ["CartContract", "GoodsContract", "Util"], path: "Features/Cart"),
                        .target(name: "Goods", dependencies: ["GoodsContract"], path: "Features/Goods"),
                        .target(name: "CartContract", dependencies: ["GoodsContract"], path: "Contracts/Cart"),
                        .target(name: "GoodsContract", path: "Contracts/Goods"),
                        .target(name: "Util", path: "Util"),
                    """),
            // Cart imports its contract only under #if (still a use) and never Util (an unreported layer).
            "Features/Cart/Cart.swift": "#if DEBUG\nimport CartContract\n#endif\n",
            "Features/Goods/Goods.swift": "import GoodsContract\n",
            "Contracts/Cart/Cart.swift": "// import GoodsContract is only a comment\n",
            "Contracts/Goods/Goods.swift": "import Foundation\n",
            "Util/Util.swift": "import Foundation\n",
            "layering.json": """
            {
              "layers": [
                { "name": "feature", "paths": ["Features/*"], "mayDependOn": ["contract", "util"], "independent": true },
                { "name": "contract", "paths": ["Contracts/*"], "reportUnusedDependencies": true },
                { "name": "util", "paths": ["Util"] }
              ]
            }
            """,
        ])
        defer { package.remove() }
        let outcome = LayeringTool().run(["check", "--package-path", package.path])
        #expect(outcome.status == .violations, "\(outcome)")
        #expect(
            outcome.output
                == """
                error [unused-dependency] Cart → GoodsContract
                  Package.swift:8  Cart declares a dependency on GoodsContract
                  fix: remove GoodsContract from Cart's dependencies in Package.swift:8: no source file of Cart imports it

                error [unused-dependency] CartContract → GoodsContract
                  Package.swift:10  CartContract declares a dependency on GoodsContract
                  fix: remove GoodsContract from CartContract's dependencies in Package.swift:10: no source file of CartContract imports it

                2 violations (2 errors) in 5 targets, 5 files.

                """, "\(outcome.output)")

        // The rule is the layer's choice: without the option, and with its severity set, it changes.
        // The other configuration is written beside the package, so its manifest is not loaded again.
        let quiet = try String(contentsOf: package.root.appendingPathComponent("layering.json"), encoding: .utf8)
        let other = package.path + "-other.json"
        defer { try? FileManager.default.removeItem(atPath: other) }
        for (configuration, status) in [
            (quiet.replacingOccurrences(of: #", "reportUnusedDependencies": true"#, with: ""), ExitStatus.clean),
            (
                quiet.replacingOccurrences(
                    of: "\n  ]\n}", with: "\n  ],\n  \"severity\": { \"unused-dependency\": \"warning\" }\n}"),
                .clean
            ),
            (
                quiet.replacingOccurrences(
                    of: #""reportUnusedDependencies": true"#, with: #""reportUnusedDependencies": 1"#), .badInput
            ),
        ] {
            try Data(configuration.utf8).write(to: URL(fileURLWithPath: other))
            let run = LayeringTool().run(["check", "--package-path", package.path, "--config", other])
            #expect(run.status == status, "\(configuration): \(run)")
            if status == .badInput {
                #expect(
                    run.errorOutput.contains("reportUnusedDependencies must be true or false, not a number"), "\(run)")
            }
        }
    }
}
