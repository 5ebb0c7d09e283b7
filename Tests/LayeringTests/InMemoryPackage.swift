import Layering

/// A package held in memory: a graph shaped like Bazaar's and Swift text per file, so rules can be
/// checked without a manifest load.
struct InMemoryPackage {
    var targets: [PackageTarget]
    /// Target name → (path relative to the package root → Swift text).
    var files: [String: [String: String]] = [:]

    /// Runtime, contracts (re-exporting the runtime), Common, two business modules, the app, a tool
    /// and a test target, all declaring what the standard rules allow.
    static var bazaar: InMemoryPackage {
        InMemoryPackage(
            targets: [
                PackageTarget(name: "MediatorRuntime", path: "Mediator/Runtime"),
                PackageTarget(name: "Mediator", path: "Mediator/Contracts", targetDependencies: ["MediatorRuntime"]),
                PackageTarget(name: "Common", path: "Common"),
                PackageTarget(name: "Cart", path: "Modules/Cart", targetDependencies: ["Mediator", "Common"]),
                PackageTarget(name: "Goods", path: "Modules/Goods", targetDependencies: ["Mediator", "Common"]),
                PackageTarget(name: "StandIns", path: "Tools/StandIns", targetDependencies: ["Mediator", "Common"]),
                PackageTarget(
                    name: "BazaarApp", kind: .executable, path: "App/Main",
                    targetDependencies: ["Cart", "Goods", "StandIns"]),
                PackageTarget(
                    name: "CartTests", kind: .test, path: "Tests/CartTests",
                    targetDependencies: ["Cart", "Mediator", "StandIns"]),
            ],
            files: [
                "Mediator": ["Mediator/Contracts/Exports.swift": "@_exported import MediatorRuntime\n"],
                "Cart": ["Modules/Cart/CartModule.swift": "import Foundation\nimport Mediator\nimport Common\n"],
                "CartTests": [
                    "Tests/CartTests/CartTests.swift": "@testable import Cart\nimport Testing\nimport StandIns\n"
                ],
            ]
        )
    }

    /// Replaces target `name` using `change`.
    func changing(_ name: String, _ change: (inout PackageTarget) -> Void) -> InMemoryPackage {
        var copy = self
        if let index = copy.targets.firstIndex(where: { $0.name == name }) { change(&copy.targets[index]) }
        return copy
    }

    /// Adds a file with `text` to target `name`.
    func adding(_ path: String, to name: String, _ text: String) -> InMemoryPackage {
        var copy = self
        copy.files[name, default: [:]][path] = text
        return copy
    }

    var graph: PackageGraph {
        PackageGraph(name: "Fixture", rootPath: "/fixture", targets: targets)
    }

    func check(_ configuration: LayeringConfiguration = .standard) throws -> LayeringReport {
        try LayeringChecker(configuration: configuration).check(graph: graph, sources: PackageSources(contents: files))
    }
}

extension LayeringReport {
    /// Each violation as "rule importer → imported", the way tests compare them.
    var edges: [String] {
        violations.map { "\($0.rule) \($0.importer) → \($0.imported)" }
    }
}
