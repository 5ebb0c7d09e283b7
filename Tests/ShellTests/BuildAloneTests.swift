import AllContracts
import Foundation
import Layering
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

    /// `swift build --target <Module>` compiles nothing but the runtime, `Values`, Common, the shared
    /// contract types and the contracts the module declares (its own among them) with the contracts
    /// those import: no other business module, and no contract it did not ask for. Package.swift
    /// declares the runtime, `Values` and `ContractSupport` for each module and contract.
    @Test(arguments: modules)
    func eachModuleDependsOnlyOnCommonAndTheContractsItDeclares(module: String) async throws {
        let graph = try Self.graph.get()
        let target = try #require(graph.target(named: module), "no target \(module)")
        let declared = target.targetDependencies
        #expect(declared.contains("\(module)Contract"), "\(module) declares \(declared)")
        #expect(
            Set(declared) == Self.base.union(declared.filter { Self.contracts.contains($0) }),
            "\(module) declares \(declared): only Common, the runtime, Values and contracts")
        var expected = Self.base
        for contract in declared where contract.hasSuffix("Contract") {
            expected.insert(contract)
            expected.formUnion(try #require(graph.transitiveTargetDependencies(of: contract)))
        }
        let dependencies = try #require(graph.transitiveTargetDependencies(of: module))
        #expect(Set(dependencies) == expected, "\(module) builds with \(dependencies)")
    }

    /// The contract targets, one per module.
    static let contracts = Set(modules.map { "\($0)Contract" })
    /// What every module declares besides contracts: Common, and what every contract re-exports
    /// (declared too, because SwiftPM rebuilds a target only when a declared dependency changes).
    static let base: Set<String> = ["Common", "ContractSupport", "MediatorRuntime", "Values"]

    /// `swift build --product XShell` compiles X, the contracts, Common, the runtime, the
    /// stand-ins, the console with its terminal kit and the shell's code, and no other business module.
    @Test(arguments: modules)
    func eachModuleShellBuildsWithItsModuleAlone(module: String) async throws {
        let graph = try Self.graph.get()
        let shell = try #require(graph.target(named: "\(module)Shell"), "no target \(module)Shell")
        #expect(shell.kind == .executable)
        let dependencies = try #require(graph.transitiveTargetDependencies(of: shell.name))
        #expect(Set(dependencies).intersection(Self.modules) == [module], "\(module)Shell builds with \(dependencies)")
        #expect(
            Set(dependencies).isSuperset(of: ["Common", "Console", "ShellKit", "StandIns", "AllContracts", "Terminal"]),
            "\(module)Shell builds with \(dependencies)")
    }

    /// `shell` and `bazaar` link every module, through the one list of makers.
    @Test func shellAndTheAppLinkEveryModule() async throws {
        let graph = try Self.graph.get()
        for target in ["Shell", "BazaarApp"] {
            let dependencies = Set(try #require(graph.transitiveTargetDependencies(of: target)))
            #expect(Set(Self.modules).isSubset(of: dependencies), "\(target) builds with \(dependencies)")
        }
    }
}
