import Foundation
import Layering
import Testing

/// A package that is not Bazaar, taken through what a team does on the first afternoon: check it
/// with no configuration, write a configuration with globs and severities, `init`, `baseline`, and
/// check again after edits. Each step is one manifest load of the same small package.
@Suite("Adopting layering in a foreign package")
struct AdoptionTests {
    private static let files: [String: String] = [
        "Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Foreign",
            targets: [
                .target(name: "Core"),
                .target(name: "Net", dependencies: ["Core"]),
                .target(name: "App", dependencies: ["Net"]),
                .executableTarget(name: "Tool"),
                .target(name: "Empty"),
                .testTarget(name: "AppTests", dependencies: ["App"]),
            ]
        )

        """,
        "Sources/Core/Core.swift": "public struct Core {}\n",
        "Sources/Net/Net.swift": "import Core\n",
        "Sources/App/App.swift": "import Net\nimport Core\n",
        "Sources/Tool/main.swift": "\u{FEFF}import Net\n#if canImport(Core)\nimport Core\n#endif\nprint(1)\n",
        "Sources/Empty/.gitkeep": "",
        "Tests/AppTests/AppTests.swift": "@testable import App\nimport Core\nimport Testing\n",
        "custom.json": """
        {
          "layers": [
            { "name": "core", "targets": ["Co*"] },
            { "name": "net", "paths": ["Sources/N*"] },
            { "name": "top", "paths": ["Sources/**"], "mayDependOn": ["*"] }
          ],
          "severity": { "undeclared-import": "warning", "transitive-import": "off", "net-boundary": "warning" },
          "exceptions": [{ "from": "A*", "to": "C*", "rule": "transitive-import", "reason": "tests reach into Core" }]
        }
        """,
    ]

    private func summary(_ outcome: LayeringTool.Outcome) throws -> [String] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        let violations = try #require(json["violations"] as? [[String: Any]])
        return violations.map { violation in
            let places = (violation["evidence"] as? [[String: Any]] ?? []).map { evidence in
                let file = evidence["file"] as? String ?? "?"
                return (evidence["line"] as? Int).map { "\(file):\($0)" } ?? file
            }
            return "\(violation["severity"] ?? "") [\(violation["rule"] ?? "")] \(violation["importer"] ?? "") → "
                + "\(violation["imported"] ?? "") \(places.joined(separator: " "))"
        }
    }

    @Test("no configuration, a configuration with globs and severities, init, baseline, edits")
    func afternoon() throws {
        let package = try GeneratedPackage(files: Self.files)
        defer { package.remove() }
        let root = package.path

        // 1. Run from a subfolder with no configuration: only the universal rules, found upward.
        let first = LayeringTool(currentDirectory: root + "/Sources/App").run(["check", "--format", "json"])
        #expect(first.status == .violations, "\(first.errorOutput)")
        #expect(
            try summary(first) == [
                "error [undeclared-import] Tool → Net Sources/Tool/main.swift:1",
                "warning [transitive-import] App → Core Sources/App/App.swift:2",
                "warning [transitive-import] AppTests → Core Tests/AppTests/AppTests.swift:2",
                "warning [empty-target] Empty → Empty Package.swift",
                "warning [undeclared-import] Tool → Core Sources/Tool/main.swift:3",
            ])
        #expect(first.output.contains("\"universalRulesOnly\" : true"))

        // 2. A configuration with globs, severities and a glob exception: warnings only, exit 0.
        let custom = LayeringTool().run(["check", "--package-path", root, "--config", root + "/custom.json"])
        #expect(custom.status == .clean, "\(custom.output)\(custom.errorOutput)")
        #expect(
            custom.output.split(separator: "\n").filter { $0.hasPrefix("warning") || $0.hasPrefix("error") } == [
                "warning [empty-target] Empty → Empty",
                "warning [net-boundary] Net → Core",
                "warning [undeclared-import] Tool → Core",
                "warning [undeclared-import] Tool → Net",
            ])
        #expect(!custom.output.contains("Only the universal rules"))

        // 3. init writes a starter that the package satisfies, and never overwrites it.
        let initialized = LayeringTool().run(["init", "--package-path", root])
        #expect(initialized.status == .clean, "\(initialized.errorOutput)")
        // A foreign package has no Tools/Layering folder: the message points to the tool's own README.
        #expect(!initialized.output.contains("(Tools/Layering/README.md"))
        #expect(
            initialized.output.contains(
                "the layering tool's manual, Reference/Manual.md beside its README, explains every key"))
        let starter = try String(contentsOfFile: root + "/layering.json", encoding: .utf8)
        #expect(starter.contains("\"Sources/*\""))
        #expect(starter.contains("\"transitive-import\" : \"warning\""))
        let again = LayeringTool().run(["init", "--package-path", root])
        #expect(again.status == .badInput)
        #expect(again.errorOutput.contains("layering.json already exists"))
        let withStarter = LayeringTool().run(["check", "--package-path", root, "--format", "json"])
        #expect(try summary(withStarter) == (try summary(first)))

        // 4. baseline records today's state; check then passes and says what it hides.
        let baseline = LayeringTool().run(["baseline", "--package-path", root])
        #expect(baseline.status == .clean)
        #expect(baseline.output.hasPrefix("Recorded 5 violations (5 places) in \(root)/layering-baseline.json"))
        let known = LayeringTool().run(["check", "--package-path", root])
        #expect(known.status == .clean, "\(known.output)")
        #expect(
            known.output.hasPrefix("No violations in 5 targets, 5 files.\nnote: 5 known violations in the baseline"))

        // 5. An edit above a known import keeps it known; a new import of a known edge is new;
        //    a fixed import leaves a stale entry.
        try Data("// moved down\n\nimport Net\nprint(1)\n".utf8).write(
            to: package.root.appendingPathComponent("Sources/Tool/main.swift"))
        try Data("import Net\n".utf8).write(to: package.root.appendingPathComponent("Sources/Tool/More.swift"))
        try Data("import Net\n".utf8).write(to: package.root.appendingPathComponent("Sources/App/App.swift"))
        let edited = LayeringTool().run(["check", "--package-path", root, "--format", "json"])
        #expect(edited.status == .violations)
        #expect(
            try summary(edited) == [
                "error [undeclared-import] Tool → Net Sources/Tool/More.swift:1",
                "warning [stale-baseline] App → Core layering-baseline.json",
                "warning [stale-baseline] Tool → Core layering-baseline.json",
            ])
    }

    @Test("init on a package whose library declares a tool (a macro, an executable): the starter lets it")
    func initKeepsToolDependencies() throws {
        let package = try GeneratedPackage(files: [
            "Package.swift": GeneratedPackage.manifest(
                targets: """
                        .executableTarget(name: "Generator"),
                        .target(name: "Lib", dependencies: ["Generator"]),
                        .target(name: "Other"),
                    """),
            "Sources/Generator/main.swift": "print(1)\n",
            "Sources/Lib/Lib.swift": "public let lib = 1\n",
            "Sources/Other/Other.swift": "public let other = 1\n",
        ])
        defer { package.remove() }
        let initialized = LayeringTool().run(["init", "--package-path", package.path])
        #expect(initialized.status == .clean, "\(initialized.errorOutput)")
        let starter = try String(contentsOfFile: package.path + "/layering.json", encoding: .utf8)
        #expect(starter.contains("\"third-party\",\n        \"tools\""), "\(starter)")
        let check = LayeringTool().run(["check", "--package-path", package.path])
        #expect(check.status == .clean, "\(check.output)\(check.errorOutput)")
        #expect(!check.output.contains("libraries-boundary"), "\(check.output)")
    }
}
