import Layering
import Testing

@Suite("Globs in layers and exceptions")
struct GlobTests {
    private func layer(paths: [String] = [], targets: [String] = []) -> Layer {
        Layer(name: "l", paths: paths, targets: targets)
    }

    @Test(
        "paths: * within one folder name, ** across folders, a match covers the folders under it",
        arguments: [
            ("Sources/CNIO*", "Sources/CNIOLinux", true),
            ("Sources/CNIO*", "Sources/NIOCore", false),
            ("Sources/CNIO*", "Sources/CNIOLinux/include", true),
            ("Sources/**", "Sources/A", true),
            ("Sources/**", "Sources/A/B", true),
            ("Sources/**", "Sources", false),
            ("Sources/**", "Tests/A", false),
            ("**/Tests", "Packages/Net/Tests", true),
            ("**/Tests", "Tests", true),
            ("**/Tests", "Packages/Net/Sources", false),
            ("Modules/*", "Modules/Cart", true),
            ("Modules/*", "Modules", false),
            ("*/Core", "Sources/Core", true),
            ("Sources/*Kit", "Sources/UIKit", true),
            ("Sources/*Kit", "Sources/Kit", true),
            ("Sources/*Kit", "Sources/KitX", false),
            ("Core", "Core", true),
            ("Core", "CoreX", false),
        ] as [(String, String, Bool)]
    )
    func paths(pattern: String, path: String, matches: Bool) {
        #expect(layer(paths: [pattern]).contains(PackageTarget(name: "T", path: path)) == matches)
    }

    @Test(
        "target names: * matches any run of characters",
        arguments: [
            ("NIO*", "NIOCore", true), ("NIO*", "NIO", true), ("NIO*", "CNIO", false), ("*Tests", "CartTests", true),
            ("N*O*e", "NIOCore", true), ("Cart", "Cart", true), ("Cart", "CartTests", false),
        ] as [(String, String, Bool)]
    )
    func names(pattern: String, name: String, matches: Bool) {
        #expect(layer(targets: [pattern]).contains(PackageTarget(name: name, path: "Elsewhere")) == matches)
    }

    @Test("exceptions match importer and imported by glob, and a glob that matches nothing is an error")
    func exceptions() throws {
        var configuration = LayeringConfiguration.standard
        configuration.exceptions = [LayerException(from: "C*", to: "Goo*", reason: "for now")]
        let report = try InMemoryPackage.bazaar.changing("Cart") { $0.targetDependencies.append("Goods") }
            .check(configuration)
        #expect(report.violations.isEmpty)
        configuration.exceptions = [LayerException(from: "Zz*", to: "Goods", reason: "typo")]
        #expect(throws: LayeringError.self) { try InMemoryPackage.bazaar.check(configuration) }
    }
}
