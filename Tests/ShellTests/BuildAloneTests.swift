import Foundation
import Layering
import Mediator
import TestSupport
import Testing

/// What each build compiles, held from the package's declared target graph (the layering
/// checker's loader, which runs `swift package describe` with its own scratch path).
@Suite struct BuildAloneTests {
    /// The package graph, loaded once for the suite.
    static let graph = Result { () throws(LayeringError) in
        try ManifestLoader().load(packagePath: BuiltProducts.packageRoot.path)
    }

    static let modules = ModuleContract.all.map(\.name)

    /// `swift build --target <Module>` compiles nothing but the runtime, the contracts with their
    /// `Values`, Common, and that module.
    @Test(arguments: modules)
    func eachModuleDependsOnlyOnTheMediatorAndCommon(module: String) throws {
        let graph = try Self.graph.get()
        let dependencies = try #require(graph.transitiveTargetDependencies(of: module), "no target \(module)")
        #expect(
            dependencies == ["Common", "Mediator", "MediatorRuntime", "Values"], "\(module) builds with \(dependencies)"
        )
    }

    /// `swift build --product XShell` compiles X, the contracts, Common, the runtime, the
    /// stand-ins, the console with its terminal kit and the shell's code, and no other business module.
    @Test(arguments: modules)
    func eachModuleShellBuildsWithItsModuleAlone(module: String) throws {
        let graph = try Self.graph.get()
        let shell = try #require(graph.target(named: "\(module)Shell"), "no target \(module)Shell")
        #expect(shell.kind == .executable)
        let dependencies = try #require(graph.transitiveTargetDependencies(of: shell.name))
        #expect(
            dependencies
                == [
                    module, "Common", "Console", "Mediator", "MediatorRuntime", "ShellKit", "StandIns", "Terminal",
                    "Values",
                ]
                .sorted(),
            "\(module)Shell builds with \(dependencies)")
    }

    /// `shell` and `bazaar` link every module, through the one list of makers.
    @Test func shellAndTheAppLinkEveryModule() throws {
        let graph = try Self.graph.get()
        for target in ["Shell", "BazaarApp"] {
            let dependencies = Set(try #require(graph.transitiveTargetDependencies(of: target)))
            #expect(Set(Self.modules).isSubset(of: dependencies), "\(target) builds with \(dependencies)")
        }
    }
}
