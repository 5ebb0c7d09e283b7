import Foundation
import Layering
import Testing

/// The rules teams asked for, on an app laid out as isowords is: models, clients, features and an
/// app, with the negative case beside each positive one.
@Suite("Rules teams asked for")
struct TeamRulesTests {
    /// Models (no UI framework), a client using third-party products, a feature and its live
    /// implementation, the app that links the implementation, and tests.
    static let app = InMemoryPackage(
        targets: [
            PackageTarget(name: "Models", path: "Sources/Models"),
            PackageTarget(
                name: "ApiClient", path: "Sources/ApiClient", targetDependencies: ["Models"],
                productDependencies: ["Dependencies", "Alamofire"]),
            PackageTarget(name: "Settings", path: "Sources/Settings", targetDependencies: ["Models", "ApiClient"]),
            PackageTarget(name: "Profile", path: "Sources/Profile", targetDependencies: ["Models"]),
            PackageTarget(name: "SettingsLive", path: "Sources/SettingsLive", targetDependencies: ["Settings"]),
            PackageTarget(
                name: "App", kind: .executable, path: "Sources/App", targetDependencies: ["Settings", "SettingsLive"]),
            PackageTarget(
                name: "SettingsTests", kind: .test, path: "Tests/SettingsTests", targetDependencies: ["Settings"]),
        ],
        files: [
            "Models": [
                "Sources/Models/User.swift":
                    "import Foundation\nimport SwiftUI\n#if canImport(UIKit)\nimport UIKit\n#endif\n"
            ],
            "ApiClient": ["Sources/ApiClient/Client.swift": "import Models\nimport Dependencies\nimport Alamofire\n"],
            "Settings": [
                "Sources/Settings/Settings.swift": "import Models\nimport ApiClient\nimport SwiftUI\n",
                "Sources/Settings/Preview.swift": "#if DEBUG\n@testable import Models\nimport Profile\n#endif\n",
            ],
            "SettingsTests": ["Tests/SettingsTests/Tests.swift": "import Testing\n@testable import Settings\n"],
            "App": ["Sources/App/main.swift": "import Settings\n"],
        ])

    static func configuration(_ extra: String = "", debug: String? = nil) throws -> LayeringConfiguration {
        let text = """
            {
              "layers": [
                {"name": "tests", "kinds": ["test"], "mayDependOn": ["*"]},
                {"name": "app", "targets": ["App"], "mayDependOn": ["*"]},
                {"name": "features", "targets": ["Settings", "Profile", "*Live"], "mayDependOn": ["clients", "models"],
                 "independent": true, "reportUnusedDependencies": true},
                {"name": "clients", "targets": ["ApiClient"], "mayDependOn": ["models"], "allowedProducts": ["Dependencies*"]},
                {"name": "models", "targets": ["Models"], "forbiddenModules": ["SwiftUI", "UIKit", "GameKit"]}
              ]\(debug.map { #", "conditionalImports": {"DEBUG": "\#($0)"}"# } ?? "")\(extra)
            }
            """
        return try ConfigurationParser().parse(Data(text.utf8), origin: "layering.json", defaults: .universal)
    }

    @Test(
        "forbiddenModules: SDK modules named in a layer are errors there, wherever they are imported, and nowhere else")
    func forbiddenModules() throws {
        let report = try Self.app.check(Self.configuration())
        #expect(
            report.edges.filter { $0.contains("forbidden") } == [
                "models-forbidden-module Models → SwiftUI", "models-forbidden-module Models → UIKit",
            ])
        let swiftUI = try #require(report.violations.first { $0.imported == "SwiftUI" && $0.importer == "Models" })
        #expect(swiftUI.evidence.map(\.location) == ["Sources/Models/User.swift:2"])
        #expect(swiftUI.fix.contains("forbiddenModules in layering.json"))
    }

    @Test(
        "allowedProducts: the products a layer may use; any other is a third-party error, and no layer names them as targets"
    )
    func allowedProducts() throws {
        let report = try Self.app.check(Self.configuration())
        #expect(report.edges.filter { $0.contains("third-party") } == ["clients-third-party ApiClient → Alamofire"])
    }

    @Test(
        "testable-import: a warning in production code, under #if DEBUG too; none in test targets; severity turns it off"
    )
    func testableImport() throws {
        let report = try Self.app.check(Self.configuration())
        let testable = report.violations.filter { $0.rule == "testable-import" }
        #expect(testable.map { "\($0.severity) \($0.importer) → \($0.imported)" } == ["warning Settings → Models"])
        let off = try Self.app.check(Self.configuration(#", "severity": {"testable-import": "off"}"#))
        #expect(!off.edges.contains { $0.hasPrefix("testable-import") })
    }

    @Test("conditionalImports DEBUG: check (the default) reports a preview's import of another feature; allow does not")
    func debugImports() throws {
        let checked = try Self.app.check(Self.configuration(debug: "check"))
        #expect(checked.edges.contains("features-isolation Settings → Profile"))
        #expect(try Self.app.check(Self.configuration()).edges.contains("features-isolation Settings → Profile"))
        let allowed = try Self.app.check(Self.configuration(debug: "allow"))
        #expect(!allowed.edges.contains("features-isolation Settings → Profile"))
        // Not declared, so still an undeclared import (a warning: it is inside #if).
        #expect(allowed.edges.contains("undeclared-import Settings → Profile"))
        // A declared dependency is in every build: allow does not excuse it.
        let declared = Self.app.changing("Settings") { $0.targetDependencies.append("Profile") }
        #expect(
            try declared.check(Self.configuration(debug: "allow")).edges.contains(
                "features-isolation Settings → Profile"))
    }

    @Test("an import is debug-only under #if DEBUG or DEBUG && ..., not under #else, !DEBUG or DEBUG || ...")
    func debugOnlyScan() {
        let source = """
            #if DEBUG
            import A
            #else
            import B
            #endif
            #if !DEBUG
            import C
            #elseif DEBUG && os(iOS)
            import D
            #endif
            #if DEBUG || TESTING
            import E
            #endif
            #if DEBUG
            #if canImport(F)
            import F
            #endif
            #endif
            """
        let imports = ImportScanner().imports(in: source)
        #expect(imports.filter(\.isDebugOnly).map(\.module) == ["A", "D", "F"])
    }

    @Test("linkOnly: a dependency linked on purpose and never imported is no unused-dependency")
    func linkOnly() throws {
        let plain = try Self.app.check(Self.configuration())
        #expect(plain.edges.contains("unused-dependency App → SettingsLive"))
        let linked = try Self.app.check(Self.configuration(#", "linkOnly": [{"from": "App", "to": "*Live"}]"#))
        #expect(!linked.edges.contains("unused-dependency App → SettingsLive"))
        #expect(linked.edges.count == plain.edges.count - 1)
    }

    @Test(
        "bad rule settings are one line naming the key and what would be right",
        arguments: [
            (
                #", "conditionalImports": {"DEBUG": "maybe"}"#,
                #"conditionalImports.DEBUG is "maybe"; expected "allow" or "check""#
            ),
            (
                #", "conditionalImports": {"RELEASE": "allow"}"#,
                #"unknown key "RELEASE" in conditionalImports; expected one of DEBUG"#
            ),
            (#", "linkOnly": [{"from": "App"}]"#, #"linkOnly[0] has no "to""#),
            (#", "linkOnly": ["App"]"#, "linkOnly[0] must be an object, not a string"),
        ])
    func badSettings(extra: String, message: String) throws {
        do {
            _ = try Self.configuration(extra)
            Issue.record("expected an error for \(extra)")
        } catch let error as LayeringError {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }
}
