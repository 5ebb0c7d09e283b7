import Foundation
import Layering
import Testing

/// `--workspace`: many packages checked as one graph (``WorkspaceFixture``).
@Suite("Workspaces of many packages")
struct WorkspaceTests {
    /// What the commands printed on the fixture, each run once for the whole suite.
    struct Outcomes: Sendable {
        var check: LayeringTool.Outcome
        var json: LayeringTool.Outcome
        var resources: LayeringTool.Outcome
        var baseline: String
        var starter: String
        var recheck: LayeringTool.Outcome
    }

    static let outcomes: Outcomes? = {
        guard let workspace = try? GeneratedPackage(files: WorkspaceFixture.files) else { return nil }
        defer { workspace.remove() }
        let tool = LayeringTool()
        let root = workspace.path
        let check = tool.run(["check", "--workspace", root])
        let json = tool.run(["check", "--workspace", root, "--format", "json"])
        let resources = tool.run(["resources", "--workspace", root])
        let recheck = tool.run(["check", "--workspace", root])
        _ = tool.run(["baseline", "--workspace", root])
        let baseline = (try? String(contentsOfFile: root + "/layering-baseline.json", encoding: .utf8)) ?? ""
        _ = tool.run(["init", "--workspace", root, "--output", root + "/starter.json"])
        let starter = (try? String(contentsOfFile: root + "/starter.json", encoding: .utf8)) ?? ""
        return Outcomes(
            check: check, json: json, resources: resources, baseline: baseline, starter: starter, recheck: recheck)
    }()

    @Test("a rule across packages: a feature may not import another feature's package; each finding names its package")
    func acrossPackages() throws {
        let check = try #require(Self.outcomes).check
        #expect(check.status == .violations, "\(check.errorOutput)")
        #expect(
            check.output.contains(
                """
                error [features-isolation] Cart → Goods (in Features/Cart)
                  Features/Cart/Package.swift:11  Cart declares a dependency on Goods
                  Features/Cart/Sources/Cart/Cart.swift:3  import Goods
                """), "\(check.output)")
        #expect(
            check.output.contains(
                """
                error [undeclared-import] Goods → Core (in Features/Goods)
                  Features/Goods/Sources/Goods/Goods.swift:1  import Core
                  fix: declare "Core" in Goods's dependencies in Features/Goods/Package.swift:9, where Goods is declared, or remove the import
                """), "\(check.output)")
        // The package reached only through Cart's path dependency is checked too, in its layer.
        #expect(!check.output.contains("Cart → Money"))
        #expect(check.output.contains("2 violations (2 errors) in 6 targets, 6 files."))
    }

    @Test("a package that does not load is one line naming it and SwiftPM's reason; the rest is checked")
    func brokenPackage() throws {
        let check = try #require(Self.outcomes).check
        let lines = check.output.split(separator: "\n").filter { $0.contains("Features/Broken") }
        #expect(lines.count == 1, "\(check.output)")
        #expect(lines.first?.hasPrefix("note: package Features/Broken was not checked: the manifest") == true)
        #expect(lines.first?.contains("Package.swift:") == true)
        #expect(check.output.contains("note: 5 of 6 packages were checked"))
    }

    @Test("the JSON lists every package checked with its path and target count, and each violation's package")
    func json() throws {
        let json = try #require(Self.outcomes).json
        struct Document: Decodable {
            struct Package: Decodable, Equatable {
                var path: String
                var name: String
                var targets: Int
                var error: String?
            }
            struct Violation: Decodable {
                var rule: String
                var package: String?
            }
            var packages: [Package]
            var violations: [Violation]
        }
        let document = try JSONDecoder().decode(Document.self, from: Data(json.output.utf8))
        #expect(
            document.packages.map { "\($0.path) \($0.name) \($0.targets) \($0.error == nil)" } == [
                "Features/Broken Broken 0 false", "Features/Cart Cart 1 true", "Features/Goods Goods 2 true",
                "Packages/Core Core 1 true", "Packages/L10n L10n 1 true", "Shared/Money Money 1 true",
            ])
        #expect(
            document.violations.map { "\($0.rule) \($0.package ?? "-")" } == [
                "features-isolation Features/Cart", "undeclared-import Features/Goods",
            ])
    }

    @Test("a key is used when a target of another package that depends on the table's target uses it")
    func keysAcrossPackages() throws {
        let resources = try #require(Self.outcomes).resources
        #expect(!resources.output.contains("\"cart.title\""), "\(resources.output)")
        #expect(
            resources.output.contains("warning [unused-key] L10n: nobody.uses (in Packages/L10n)"),
            "\(resources.output)")
    }

    @Test("the baseline records each place with its package, and a re-check reads the cache and says the same")
    func baselineAndCache() throws {
        let outcomes = try #require(Self.outcomes)
        #expect(outcomes.baseline.contains(#""package" : "Features/Cart""#), "\(outcomes.baseline)")
        #expect(outcomes.recheck.output == outcomes.check.output)
    }

    @Test("init --workspace writes the packages by folder and a layer for each folder")
    func starter() throws {
        let starter = try #require(Self.outcomes).starter
        #expect(starter.contains(#""packages" : ["#), "\(starter)")
        #expect(starter.contains(#""Features/*""#))
        #expect(starter.contains(#""name" : "features""#))
    }

    @Test("a package beside the workspace, reached by a path dependency, is checked and owns its files as ../Shared")
    func besideTheWorkspace() throws {
        let root = try GeneratedPackage(files: [
            "Shared/Money/Package.swift": WorkspaceFixture.manifest(
                "Money", products: ["Money"], targets: #".target(name: "Money", resources: [.process("Resources")])"#,
                localization: true),
            "Shared/Money/Sources/Money/Money.swift": "import Foundation\npublic let bundle = Bundle.module\n",
            "Shared/Money/Sources/Money/Resources/en.lproj/Localizable.strings": "\"money.unused\" = \"x\";\n",
            "App/Features/Cart/Package.swift": WorkspaceFixture.manifest(
                "Cart", dependencies: ["../../../Shared/Money"],
                targets: #".target(name: "Cart", dependencies: [.product(name: "Money", package: "Money")])"#),
            "App/Features/Cart/Sources/Cart/Cart.swift": "import Money\n",
        ])
        defer { root.remove() }
        let workspace = root.path + "/App"
        let resources = LayeringTool().run(["resources", "--workspace", workspace])
        #expect(resources.output.hasPrefix("warning [unused-key] Money: money.unused (in ../Shared/Money)\n"))
        #expect(resources.output.contains("  ../Shared/Money/Sources/Money/Resources/en.lproj/Localizable.strings:1"))
        let tool = LayeringTool(standardInput: { "../Shared/Money/Sources/Money/Money.swift\n../notes.txt\n" })
        let affected = tool.run(["affected", "--workspace", workspace, "--files", "-"])
        #expect(
            affected.output == """
                1 changed file touches 1 target: Money
                2 targets affected: Cart, Money
                0 test targets to run
                note: 1 changed file left out, outside \(workspace) or hidden (../notes.txt)

                """, "\(affected.errorOutput)")
    }

    @Test("a workspace where nothing loads, or that holds no package, is exit 2 with one line")
    func nothingLoads() throws {
        let broken = try GeneratedPackage(files: [
            "A/Package.swift": "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(\n"
        ])
        defer { broken.remove() }
        let outcome = LayeringTool().run(["check", "--workspace", broken.path])
        #expect(outcome.status == .badInput)
        #expect(outcome.errorOutput.hasPrefix("layering: no package of the workspace \(broken.path) loads (1 tried)"))
        #expect(outcome.errorOutput.split(separator: "\n").count == 1)
        let empty = LayeringTool().run(["check", "--workspace", broken.path + "/A/Sources"])
        #expect(empty.status == .badInput)
        #expect(empty.errorOutput.contains("is not a folder"))
    }
}
