import Foundation
import Layering
import TestSupport
import Testing

@testable import Shell

/// `swift build --target <Module>` compiles nothing but the runtime, the contracts, Common,
/// `Values` below both, and that module: held from the package's declared target graph (the layering checker's loader,
/// which runs `swift package describe` with its own scratch path).
@Suite struct BuildAloneTests {
    @Test func eachModuleDependsOnlyOnTheMediatorAndCommon() throws {
        let graph = try ManifestLoader().load(packagePath: BuiltProducts.packageRoot.path)
        for module in ShellModule.all.map(\.name) {
            let dependencies = try #require(graph.transitiveTargetDependencies(of: module), "no target \(module)")
            #expect(
                dependencies == ["Common", "Mediator", "MediatorRuntime", "Values"],
                "\(module) builds with \(dependencies)")
        }
    }
}
