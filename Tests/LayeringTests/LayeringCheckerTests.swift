import Layering
import Testing

@Suite("Rules on in-memory packages")
struct LayeringCheckerTests {
    @Test("a package that follows the rules has no violation")
    func clean() throws {
        let report = try InMemoryPackage.bazaar.check()
        #expect(report.violations.isEmpty)
        #expect(report.exitStatus == .clean)
        #expect(report.fileCount == 3)
        #expect(report.layerOfTarget["Cart"] == "business")
        #expect(report.layerOfTarget["MediatorRuntime"] == "mediator")
        #expect(report.layerOfTarget["Common"] == "common")
        #expect(report.layerOfTarget["BazaarApp"] == "top")
        #expect(report.layerOfTarget["CartTests"] == "tests")
    }

    @Test("a business module importing another is caught with file and line, and as an undeclared import")
    func businessImport() throws {
        let report = try InMemoryPackage.bazaar
            .adding("Modules/Cart/Pricing.swift", to: "Cart", "import Mediator\n\nimport Goods\n")
            .check()
        #expect(report.edges == ["business-isolation Cart → Goods", "undeclared-import Cart → Goods"])
        let isolation = try #require(report.violations.first)
        #expect(isolation.evidence.map(\.location) == ["Modules/Cart/Pricing.swift:3"])
        #expect(isolation.evidence.map(\.text) == ["import Goods"])
        #expect(isolation.fix.contains("through Mediator"))
        #expect(report.violations[1].fix.contains("remove the import"))
        #expect(report.exitStatus == .violations)
    }

    @Test("a declared dependency between business modules is caught even without an import")
    func businessDeclaration() throws {
        let report = try InMemoryPackage.bazaar.changing("Cart") { $0.targetDependencies.append("Goods") }.check()
        #expect(report.edges == ["business-isolation Cart → Goods"])
        #expect(
            report.violations[0].evidence == [
                Evidence(kind: .declaration, file: "Package.swift", text: "Cart declares a dependency on Goods")
            ])
    }

    @Test("importing the runtime that comes through Mediator is a transitive import, fixed by the re-export")
    func transitiveRuntime() throws {
        let report = try InMemoryPackage.bazaar
            .adding("Modules/Cart/Routes.swift", to: "Cart", "import MediatorRuntime\n")
            .check()
        #expect(report.edges == ["transitive-import Cart → MediatorRuntime"])
        #expect(report.violations[0].severity == .warning)
        #expect(report.exitStatus == .clean)
        #expect(report.violations[0].fix.hasPrefix("import Mediator instead, which re-exports MediatorRuntime"))
        #expect(report.violations[0].evidence.map(\.location) == ["Modules/Cart/Routes.swift:1"])
    }

    @Test("undeclared and transitive imports are found in any layer, tests and the app included")
    func importsEverywhere() throws {
        let report = try InMemoryPackage.bazaar
            .adding("Tests/CartTests/More.swift", to: "CartTests", "@testable import Goods\n")
            .adding("App/Main/main.swift", to: "BazaarApp", "import Common\n")
            .check()
        #expect(report.edges == ["undeclared-import CartTests → Goods", "transitive-import BazaarApp → Common"])
        #expect(report.violations.map(\.severity) == [.error, .warning])
        #expect(
            report.violations[0].fix
                == "declare \"Goods\" in CartTests's dependencies in Package.swift, or remove the import")
        #expect(
            report.violations[1].fix
                == "declare \"Common\" in BazaarApp's dependencies in Package.swift: today it comes through Cart, Goods and StandIns"
        )
    }

    @Test("Mediator and Common never depend on each other, nor on business modules")
    func foundationLayers() throws {
        let report = try InMemoryPackage.bazaar
            .changing("Common") { $0.targetDependencies = ["MediatorRuntime"] }
            .changing("Mediator") { $0.targetDependencies.append(contentsOf: ["Common", "Cart"]) }
            .adding("Common/Log.swift", to: "Common", "import MediatorRuntime\n")
            .check()
        #expect(
            report.edges == [
                "common-boundary Common → MediatorRuntime",
                "mediator-boundary Mediator → Cart",
                "mediator-boundary Mediator → Common",
            ])
        #expect(report.violations[0].evidence.map(\.location) == ["Package.swift", "Common/Log.swift:1"])
        #expect(
            report.violations[0].fix.contains(
                "common targets may depend only on other common targets and toolchain modules"))
    }

    @Test("a business module may not depend on a tool, the app or test support")
    func businessBoundary() throws {
        let report = try InMemoryPackage.bazaar
            .changing("Goods") { $0.targetDependencies.append("StandIns") }
            .check()
        #expect(report.edges == ["business-boundary Goods → StandIns"])
        #expect(report.violations[0].fix.contains("mediator, common and toolchain modules"))
    }

    @Test("a business module that uses a third-party product is a violation; the app may")
    func thirdParty() throws {
        let report = try InMemoryPackage.bazaar
            .changing("Goods") { $0.productDependencies = ["Alamofire"] }
            .changing("BazaarApp") { $0.productDependencies = ["Logging"] }
            .adding("Modules/Goods/Net.swift", to: "Goods", "import Alamofire\n")
            .adding("App/Main/main.swift", to: "BazaarApp", "import Logging\n")
            .check()
        #expect(report.edges == ["business-third-party Goods → Alamofire"])
        #expect(report.violations[0].evidence.map(\.location) == ["Package.swift", "Modules/Goods/Net.swift:1"])
    }

    @Test("importing a product declared only by a target outside the closure is an undeclared import")
    func undeclaredProduct() throws {
        let report = try InMemoryPackage.bazaar
            .changing("BazaarApp") { $0.productDependencies = ["Logging"] }
            .adding("Tools/StandIns/Log.swift", to: "StandIns", "import Logging\n")
            .check()
        #expect(report.edges == ["undeclared-import StandIns → Logging"])
        let transitive = try InMemoryPackage.bazaar
            .changing("StandIns") { $0.productDependencies = ["Logging"] }
            .adding("App/Main/main.swift", to: "BazaarApp", "import Logging\n")
            .check()
        #expect(transitive.edges == ["transitive-import BazaarApp → Logging"])
        #expect(transitive.violations[0].fix.hasSuffix("today it comes only through StandIns"))
    }

    @Test("an unknown module is an error in a business module and a warning in the app")
    func unknownModules() throws {
        let report = try InMemoryPackage.bazaar
            .adding("Modules/Cart/Net.swift", to: "Cart", "import Alamofire\n")
            .adding("App/Main/main.swift", to: "BazaarApp", "import SomethingElse\n")
            .check()
        #expect(report.edges == ["unknown-module Cart → Alamofire", "unknown-module BazaarApp → SomethingElse"])
        #expect(report.violations.map(\.severity) == [.error, .warning])
        let appOnly = try InMemoryPackage.bazaar
            .adding("App/Main/main.swift", to: "BazaarApp", "import SomethingElse\n").check()
        #expect(appOnly.exitStatus == .clean)
        #expect(appOnly.warningCount == 1)
    }

    @Test("toolchain modules, comments, strings, self-imports and test targets raise nothing")
    func noFalsePositives() throws {
        let report = try InMemoryPackage.bazaar
            .adding(
                "Modules/Cart/Platform.swift", to: "Cart",
                """
                #if canImport(Glibc)
                @preconcurrency import Glibc
                #elseif canImport(Darwin)
                import Darwin
                #endif
                import Dispatch; import Synchronization
                import FoundationEssentials
                // import Goods
                /* import Goods /* nested */ import Goods */
                let text = "import Goods"
                let more = \"""
                import Goods
                \"""
                let raw = #"import Goods"#
                import Cart
                """
            )
            .adding("Tests/CartTests/Other.swift", to: "CartTests", "import XCTest\nimport Foundation\n")
            .check()
        #expect(report.violations.isEmpty)
    }

    @Test("every violation is reported in one run, errors first")
    func everyViolation() throws {
        let report = try InMemoryPackage.bazaar
            .changing("Goods") { $0.targetDependencies.append("Cart") }
            .adding("Modules/Cart/A.swift", to: "Cart", "import Goods\n")
            .adding("Modules/Cart/B.swift", to: "Cart", "import Goods\nimport MediatorRuntime\n")
            .adding("App/Main/main.swift", to: "BazaarApp", "import Unknown\n")
            .check()
        #expect(
            report.edges == [
                "business-isolation Cart → Goods",
                "undeclared-import Cart → Goods",
                "business-isolation Goods → Cart",
                "unknown-module BazaarApp → Unknown",
                "transitive-import Cart → MediatorRuntime",
            ])
        #expect(report.violations[0].evidence.map(\.location) == ["Modules/Cart/A.swift:1", "Modules/Cart/B.swift:1"])
        #expect(report.errorCount == 3)
        #expect(report.warningCount == 2)
    }

    @Test("exceptions excuse an edge, per rule; an exception that excuses nothing is a warning")
    func exceptions() throws {
        var configuration = LayeringConfiguration.standard
        configuration.exceptions = [
            LayerException(
                from: "Cart", to: "Goods", rule: "business-isolation", reason: "until the price service lands"),
            LayerException(from: "Goods", to: "Cart", reason: "stale"),
        ]
        let report = try InMemoryPackage.bazaar
            .changing("Cart") { $0.targetDependencies.append("Goods") }
            .adding("Modules/Cart/A.swift", to: "Cart", "import Goods\n")
            .check(configuration)
        #expect(report.edges == ["stale-exception Goods → Cart"])
        #expect(report.exitStatus == .clean)
    }

    @Test("custom layers: independence, allowed edges, third-party and unlayered targets")
    func customLayers() throws {
        let configuration = LayeringConfiguration(layers: [
            Layer(
                name: "feature", paths: ["Features/*"], mayDependOn: ["core", Layer.thirdParty], isIndependent: true),
            Layer(name: "core", targets: ["Core", "Util"]),
        ])
        let package = InMemoryPackage(
            targets: [
                PackageTarget(name: "Search", path: "Features/Search", targetDependencies: ["Core", "Profile"]),
                PackageTarget(
                    name: "Profile", path: "Features/Profile", targetDependencies: ["Core", "Scripts"],
                    productDependencies: ["Logging"]),
                PackageTarget(name: "Core", path: "Sources/Core", targetDependencies: ["Util"]),
                PackageTarget(name: "Util", path: "Sources/Util", targetDependencies: ["Search"]),
                PackageTarget(name: "Scripts", path: "Scripts", targetDependencies: ["Search"]),
            ],
            files: ["Profile": ["Features/Profile/P.swift": "import Logging\nimport Core\n"]])
        let report = try package.check(configuration)
        #expect(
            report.edges == [
                "feature-boundary Profile → Scripts",
                "feature-isolation Search → Profile",
                "core-boundary Util → Search",
            ])
        #expect(report.layerOfTarget["Scripts"] == nil)
        #expect(
            report.violations[1].fix.hasPrefix("reach Profile through core, third-party products and toolchain modules")
        )
    }

    @Test("a configuration naming a target the package lacks is bad input")
    func unknownTargetsInConfiguration() {
        var configuration = LayeringConfiguration.standard
        configuration.exceptions = [LayerException(from: "Basket", to: "Goods", reason: "typo")]
        #expect(throws: LayeringError.self) { try InMemoryPackage.bazaar.check(configuration) }
        configuration.exceptions = [LayerException(from: "Cart", to: "Gods", reason: "typo")]
        #expect(throws: LayeringError.self) { try InMemoryPackage.bazaar.check(configuration) }
        configuration.exceptions = []
        configuration.layers[0].targets = ["Nope"]
        #expect(throws: LayeringError.self) { try InMemoryPackage.bazaar.check(configuration) }
        let typo = LayeringConfiguration(
            layers: [Layer(name: "business", paths: ["Modles/*"])], origin: "layering.json")
        #expect(throws: LayeringError.self) { try InMemoryPackage.bazaar.check(typo) }
    }

    @Test("a target's transitive target dependencies")
    func transitiveDependencies() {
        let graph = InMemoryPackage.bazaar.graph
        #expect(graph.transitiveTargetDependencies(of: "Cart") == ["Common", "Mediator", "MediatorRuntime"])
        #expect(graph.transitiveTargetDependencies(of: "MediatorRuntime") == [])
        #expect(graph.transitiveTargetDependencies(of: "CartTests")?.contains("StandIns") == true)
        #expect(graph.transitiveTargetDependencies(of: "Nope") == nil)
        let cyclic = PackageGraph(
            name: "C", rootPath: "/c",
            targets: [
                PackageTarget(name: "A", path: "A", targetDependencies: ["B"]),
                PackageTarget(name: "B", path: "B", targetDependencies: ["A"]),
            ])
        #expect(cyclic.transitiveTargetDependencies(of: "A") == ["B"])
    }

    @Test("module names are c99 names, and imports use them")
    func moduleNames() throws {
        let package = InMemoryPackage(
            targets: [
                PackageTarget(name: "my-core", moduleName: "my_core", path: "Common/Core"),
                PackageTarget(name: "Cart", path: "Modules/Cart"),
            ],
            files: ["Cart": ["Modules/Cart/A.swift": "import my_core\n"]])
        let report = try package.check()
        #expect(report.edges == ["undeclared-import Cart → my-core"])
    }

    @Test("an undeclared import only inside #if is a warning; layer rules still count it in full")
    func conditionalImports() throws {
        let report = try InMemoryPackage.bazaar
            .adding("Tests/CartTests/More.swift", to: "CartTests", "#if canImport(Goods)\nimport Goods\n#endif\n")
            .adding("Modules/Cart/Maybe.swift", to: "Cart", "#if os(Linux)\nimport Goods\n#endif\n")
            .check()
        #expect(
            report.edges == [
                "business-isolation Cart → Goods", "undeclared-import Cart → Goods",
                "undeclared-import CartTests → Goods",
            ])
        #expect(report.violations.map(\.severity) == [.error, .warning, .warning])
        #expect(
            report.violations[2].fix.hasSuffix("(every import of it is inside #if, so it may not be built by default)"))
        #expect(report.violations[2].evidence[0].isConditional)
        // Raised to error by the configuration, an #if import stays a warning.
        var configuration = LayeringConfiguration.standard
        configuration.severities = ["undeclared-import": .error]
        let raised = try InMemoryPackage.bazaar
            .adding("Tests/CartTests/More.swift", to: "CartTests", "#if canImport(Goods)\nimport Goods\n#endif\n")
            .adding("Tests/CartTests/Plain.swift", to: "CartTests", "import StandIns\nimport Common\n")
            .check(configuration)
        #expect(raised.edges == ["transitive-import CartTests → Common", "undeclared-import CartTests → Goods"])
        #expect(raised.violations.map(\.severity) == [.warning, .warning])
    }

    @Test("severity turns any rule into an error or a warning, or off")
    func severities() throws {
        var configuration = LayeringConfiguration.standard
        configuration.severities = [
            "business-isolation": .warning, "undeclared-import": .off, "transitive-import": .error,
        ]
        let report = try InMemoryPackage.bazaar
            .adding("Modules/Cart/Pricing.swift", to: "Cart", "import Goods\nimport MediatorRuntime\n")
            .check(configuration)
        #expect(report.edges == ["transitive-import Cart → MediatorRuntime", "business-isolation Cart → Goods"])
        #expect(report.violations.map(\.severity) == [.error, .warning])
    }

    @Test("a product that a product of another package may bring along is transitive, else undeclared")
    func productsOfOtherPackages() throws {
        let package = InMemoryPackage.bazaar
            .changing("StandIns") { $0.productDependencies = ["NIO"] }
            .changing("CartTests") { $0.productDependencies = ["NIOConcurrencyHelpers"] }
            .adding("Tools/StandIns/Lock.swift", to: "StandIns", "import NIOConcurrencyHelpers\n")
            .adding("Modules/Goods/Lock.swift", to: "Goods", "import NIOConcurrencyHelpers\n")
        var configuration = LayeringConfiguration.standard
        configuration.layers.removeAll { $0.name == "business" }
        let report = try package.check(configuration)
        #expect(
            report.edges == [
                "undeclared-import Goods → NIOConcurrencyHelpers", "transitive-import StandIns → NIOConcurrencyHelpers",
            ])
        #expect(
            report.violations[1].fix.hasSuffix(
                "today it can come only through the products of other packages StandIns uses (NIO)"))
    }

    @Test("a cycle and a skipped empty target are reported from the graph; a foreign layout gets a note")
    func manifestFindings() throws {
        var graph = InMemoryPackage.bazaar.graph
        graph.dependencyCycle = "cyclic dependency declaration found: Common -> Goods -> Common"
        graph.skippedTargets = ["Empty"]
        let report = try LayeringChecker().check(graph: graph, sources: PackageSources(files: []))
        #expect(report.edges == ["dependency-cycle Common → Goods", "empty-target Empty → Empty"])
        #expect(report.violations.map(\.severity) == [.error, .warning])
        #expect(report.notes.count == 1)
        #expect(report.notes[0].hasPrefix("SwiftPM refuses this manifest (cyclic dependency declaration found"))
        let foreign = try LayeringChecker(configuration: .universal).check(
            graph: InMemoryPackage.bazaar.graph, sources: PackageSources(files: []))
        #expect(foreign.notes.isEmpty)
        #expect(foreign.usesUniversalRulesOnly)
        #expect(!report.usesUniversalRulesOnly)
        #expect(
            TextReportFormatter.summary(of: foreign)
                == "No violations in 8 targets, 0 files. Only the universal rules applied: no layering.json and not"
                + " Bazaar's layout; `layering init` writes a starter layering.json with layers.")
        #expect(JSONReportFormatter().render(foreign).contains("\"universalRulesOnly\" : true"))
    }
}
