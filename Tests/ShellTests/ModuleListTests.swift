import AllContracts
import Common
import Console
import Foundation
import Layering
import ModuleMakers
import StandIns
import TestSupport
import Testing

/// `ModuleContract.all` is the one list of the business modules: the makers of `bazaar` and
/// `shell`, Package.swift's `businessModules` (its module, test and `XShell` targets), the
/// folders under Modules/, and `shell --list --names` (which `.ci/run` loops over) agree with it.
@Suite struct ModuleListTests {
    static let names = ModuleContract.all.map(\.name)

    @Test func theMakersFollowTheContractsList() async throws {
        #expect(ModuleMakers.all.map(\.name) == Self.names)
        for maker in ModuleMakers.all {
            let module = try maker.make(ModuleContext(store: InMemoryStateStore(), language: .english))
            #expect(module.name == maker.name, "the maker for \(maker.name) makes \(module.name)")
        }
    }

    /// Each contract lists exactly the routes its module binds: the shell reads them to give the
    /// absent modules stand-in pages, so a route missing here would be "not found" in the shell.
    @Test(arguments: ModuleMakers.all.map(\.name))
    func eachContractListsTheRoutesItsModuleBinds(module: String) async throws {
        let maker = try #require(ModuleMakers.all.first { $0.name == module })
        let value = try maker.make(ModuleContext(store: InMemoryStateStore(), language: .english))
        let hub = try await StandInCatalogue.standard.overrides(for: value.consumes).overrides.run {
            try await Hub.build([value], router: BazaarURL.routerConfiguration)
        }
        let bound = hub.routes().filter { $0.owner == module }.map(\.pattern)
        let listed = maker.contract.routes.map { $0.pattern }
        #expect(Set(bound) == Set(listed) && bound.count == listed.count, "\(module) binds \(bound)")
        let entry = type(of: maker.contract.entry).pattern
        #expect(listed.contains(entry), "the entry \(entry) is one of the routes")
        let provided = try #require(hub.moduleInfo().first { $0.name == module }).provides
        #expect(Set(provided) == Set(maker.contract.services.map(\.name)), "\(module) provides \(provided)")
    }

    /// `consumes` (what the runtime orders start-up by and the shell gives stand-ins for) cannot
    /// disagree with Package.swift: each consumed service is declared by exactly one contract, and
    /// the module's target declares that contract (its `uses:` in `businessModules`).
    @Test(arguments: ModuleMakers.all.map(\.name))
    func eachConsumedServiceComesFromADeclaredContract(module: String) async throws {
        let maker = try #require(ModuleMakers.all.first { $0.name == module })
        let value = try maker.make(ModuleContext(store: InMemoryStateStore(), language: .english))
        let declared = try #require(BuildAloneTests.graph.get().target(named: module)).targetDependencies
        for service in value.consumes {
            let owners = ModuleContract.all.filter { $0.services.contains(service) }
            #expect(owners.count == 1, "\(service) is declared by \(owners.map(\.name))")
            for owner in owners {
                #expect(
                    declared.contains("\(owner.name)Contract"),
                    "\(module) consumes \(service), but Package.swift does not give it \(owner.name)Contract")
            }
        }
    }

    @Test func noTwoContractsListTheSameRoute() async {
        let patterns = ModuleContract.all.flatMap { $0.routes.map { $0.pattern } }
        #expect(Set(patterns).count == patterns.count, "\(patterns)")
        #expect(Set(Self.names.map { $0.lowercased() }).count == Self.names.count)
    }

    @Test func thePackageAndTheFoldersFollowTheContractsList() async throws {
        let graph = try BuildAloneTests.graph.get()
        let modules = graph.targets.filter { $0.path.hasPrefix("Modules/") }
        // The graph lists targets by name, so the lists are compared as sets.
        #expect(Set(modules.map(\.name)) == Set(Self.names), "Package.swift's businessModules")
        #expect(Set(modules.map(\.path)) == Set(Self.names.map { "Modules/\($0)" }))
        let shells = graph.targets.filter { $0.path.hasPrefix("Tools/Shell/PerModule/") }
        #expect(Set(shells.map(\.name)) == Set(Self.names.map { "\($0)Shell" }), "the XShell targets")
        for name in Self.names {
            #expect(graph.target(named: "\(name)Tests")?.kind == .test, "no test target \(name)Tests")
        }
        let root = BuiltProducts.packageRoot
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Modules").path)
            .filter { name in
                var isDirectory: ObjCBool = false
                let path = root.appendingPathComponent("Modules/\(name)").path
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            }
        #expect(folders.sorted() == Self.names.sorted(), "the folders under Modules/")
    }

    @Test func ciLoopsOverTheShellsList() async throws {
        let names = try await ShellRunner()(["--list", "--names"])
        #expect(names.exitCode == 0, "\(names)")
        #expect(names.standardOutput == Self.names.map { "\($0)\n" }.joined(), "\(names)")
        let ci = try String(
            contentsOf: BuiltProducts.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        #expect(ci.contains("shell --list --names"), "the CI loop should read the list from the shell")
        #expect(!ci.contains(Self.names.joined(separator: " ")), "the CI script spells the module list")
    }
}
