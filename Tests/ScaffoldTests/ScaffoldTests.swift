import Foundation
import Layering
import TestSupport
import Testing

/// `scaffold module NAME` in a temporary copy of the package: bad input changes nothing; a good
/// name gives a module that passes `layering check` and whose shell depends on no other business
/// module. That it builds with its test target, passes it, and runs in its own shell with
/// stand-in pages is CI's scaffolding step (`.ci/run`), which builds two scaffolded modules.
@Suite struct ScaffoldTests {
    /// The files a scaffold edits; bad input must leave them as they were.
    static let lists = [
        "Package.swift", "Mediator/Contracts/All/ModuleContract+All.swift", "App/ModuleMakers/ModuleMakers.swift",
    ]

    @Test func aNewModulePassesTheLayeringCheckAndNeedsNoOtherModule() async throws {
        let copy = try PackageCopy()
        defer { copy.remove() }
        // The tree copied must keep its own rules first: a boundary broken in it is no fault of scaffold.
        let before = LayeringTool().run(["check", "--package-path", copy.root.path])
        try #require(
            before.status == .clean,
            "the tree this test copied breaks a layering rule before anything is scaffolded; fix the tree (swift run layering check), not scaffold:\n\(before.output)"
        )
        let scaffold = try BuiltProducts.executable(named: "scaffold")
        let lists = try Self.lists.map { try copy.read($0) }
        // A name the package does not have yet (it may have scaffolded Coupons itself).
        let name = try #require(
            ["Coupons", "Vouchers", "GiftCards", "Rebates"].first {
                !FileManager.default.fileExists(atPath: copy.root.appendingPathComponent("Modules/\($0)").path)
            })
        let lower = name.prefix(1).lowercased() + name.dropFirst()

        for (arguments, message) in [
            (["module", "coupons"], "must start with a capital letter"),
            (["module", "Cart"], "a module named Cart exists already"),
            (["module", "CART"], "a module named CART exists already"),
            (["module", "Gift-Cards"], "only letters A-Z, a-z and digits"),
            (["module", "All"], "taken by Swift or the contracts"),
            (["module", "Hub"], "declares a type named Hub"),
            (["module"], "name the module"),
            (["module", "Coupons", "Vouchers"], "takes one name"),
            (["module", "Coupons", "--force"], "unknown option '--force'"),
            ([], "say what to create"),
        ] {
            // In-process (the built scaffold runs once, below, to create the module).
            let result = ScaffoldCollisionTests.scaffold(
                arguments + ["--package-path", copy.root.path], from: copy.root)
            #expect(result.status == 2, "\(arguments): \(result)")
            #expect(result.errors.hasPrefix("scaffold: ") && result.errors.contains(message), "\(result)")
            #expect(result.errors.split(separator: "\n").count == 1, "\(result)")
        }
        let notBazaar = ScaffoldCollisionTests.scaffold(
            ["module", name, "--package-path", copy.root.appendingPathComponent("Common").path], from: copy.root)
        #expect(notBazaar.status == 2 && notBazaar.errors.contains("Bazaar package"), "\(notBazaar)")
        #expect(try Self.lists.map { try copy.read($0) } == lists, "bad input changed a list")
        #expect(!FileManager.default.fileExists(atPath: copy.root.appendingPathComponent("Modules/\(name)").path))

        let created = try await ExecutableInvocation(
            scaffold, arguments: ["module", name, "--package-path", copy.root.path]
        ).run()
        #expect(created.exitCode == 0 && created.standardError.isEmpty, "\(created)")
        for path in [
            "Mediator/Contracts/\(name)/\(name)Routes.swift", "Mediator/Contracts/\(name)/\(name)Contract.swift",
            "Modules/\(name)/\(name)Module.swift", "Modules/\(name)/Pages/\(name)EntryPage.swift",
            "Modules/\(name)/Resources/en.lproj/Localizable.strings",
            "Modules/\(name)/Resources/zh-Hans.lproj/Localizable.strings", "Modules/\(name)/README.md",
            "Tests/\(name)Tests/\(name)ModuleTests.swift", "Tools/Shell/PerModule/\(name)Shell/main.swift",
        ] {
            #expect(created.standardOutput.contains(path), "the report names \(path)")
            #expect(FileManager.default.fileExists(atPath: copy.root.appendingPathComponent(path).path), "\(path)")
        }
        #expect(try copy.read(Self.lists[0]).contains("ModuleSpec(\"\(name)\"),"))
        #expect(try copy.read(Self.lists[1]).contains(".\(lower),"))
        #expect(try copy.read(Self.lists[1]).contains("@_exported import \(name)Contract\n"))
        #expect(try copy.read(Self.lists[2]).contains("import \(name)\n"))
        #expect(created.standardOutput.contains("swift run \(name)Shell"), "\(created)")

        let again = ScaffoldCollisionTests.scaffold(
            ["module", name, "--package-path", copy.root.path], from: copy.root)
        #expect(again.status == 2 && again.errors.contains("exists already"), "\(again)")

        let layering = try await ExecutableInvocation(
            try BuiltProducts.executable(named: "layering"), arguments: ["check", "--package-path", copy.root.path],
            timeout: 300
        ).run()
        #expect(layering.exitCode == 0, "\(layering)")
        let graph = try ManifestLoader().load(packagePath: copy.root.path)
        let dependencies = try #require(graph.transitiveTargetDependencies(of: "\(name)Shell"))
        let businessModules = graph.targets.filter { $0.path.hasPrefix("Modules/") }.map(\.name)
        #expect(
            Set(dependencies).intersection(businessModules) == [name], "\(name)Shell builds with \(dependencies)")
        let moduleDependencies = try #require(graph.target(named: name)?.targetDependencies)
        #expect(
            Set(moduleDependencies) == ["Common", "\(name)Contract", "ContractSupport", "MediatorRuntime", "Values"],
            "\(name) declares \(moduleDependencies)")
    }
}
