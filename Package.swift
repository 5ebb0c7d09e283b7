// swift-tools-version: 6.1
// Bazaar: a business-module architecture kit for Swift.
//
// Layers (see README.md and Mediator/README.md):
//   App/, Tools/*      top: may depend on anything in the package
//   Modules/<Name>     business: only Common, the runtime and contracts (its own and those it uses)
//   Mediator/          runtime, one contract per module, and Values (Money): never Common, never a business module
//   Common/            foundation: never Mediator, never a business module
// Every target names its `path:`; one place below decides the language settings.

import PackageDescription

// MARK: - Language settings shared by every target

let swiftSettings: [SwiftSetting] = [
    // Swift Evolution SE-0335: an existential is spelled `any P`.
    .enableUpcomingFeature("ExistentialAny"),
    // Swift Evolution SE-0461: a nonisolated async function runs on its caller's executor. A
    // one-shot `bazaar open` then runs on the main thread from start to end, and one whose loads
    // never wait starts no other thread (Tools/Benchmarks/README.md: the app's start).
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    // Swift Evolution SE-0444: a member is visible only where its module is imported.
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// A business module (a `ModuleSpec`, not the runtime's `BusinessModule`) and the other modules' contracts it uses.
struct ModuleSpec {
    /// The module's name: its folder `Modules/<name>`, its target, its contract `<name>Contract`
    /// (folder `Mediator/Contracts/<name>`), its tests `<name>Tests` and its shell `<name>Shell`.
    let name: String
    /// The other modules whose contracts the module's code imports (its routes, services, events or
    /// models): the record of who consumes whom. `layering check` holds it to the imports.
    let uses: [String]
    /// The other modules' contracts its own contract imports (acyclic).
    let contractUses: [String]

    init(_ name: String, uses: [String] = [], contractUses: [String] = []) {
        self.name = name
        self.uses = uses
        self.contractUses = contractUses
    }
}

/// The business modules, in the order of `ModuleContract.all` (Mediator/Contracts/All), the one list
/// of them; a test holds this list to it and to the folders under Modules/, and each module's
/// consumed services to its `uses`. `swift run scaffold module NAME` adds a line here.
let businessModules = [
    ModuleSpec("Account"),
    ModuleSpec("Goods", uses: ["Cart"]),
    ModuleSpec("Cart", uses: ["Account", "Goods", "Order"], contractUses: ["Goods"]),
    ModuleSpec("Order", uses: ["Account", "Cart", "Goods", "Home"], contractUses: ["Account", "Goods"]),
    ModuleSpec("Messages", uses: ["Home"]),
    ModuleSpec("Home", uses: ["Account", "Cart", "Goods", "Messages", "Order"]),
    // scaffold: new modules go above this line
]

func contract(_ name: String) -> Target.Dependency { .target(name: "\(name)Contract") }

/// What every contract re-exports (the shared contract types, the runtime, `Values`), declared by every
/// target that uses contracts all the same: SwiftPM rebuilds a target when a declared dependency
/// changes, not one it reaches only through a re-export (swiftlang/swift-package-manager#10483).
let contractBase: [Target.Dependency] = ["ContractSupport", "MediatorRuntime", "Values"]

/// `<Name>Contract`: the module's routes, service protocols, events and shared models.
func moduleContract(_ module: ModuleSpec) -> Target {
    .target(
        name: "\(module.name)Contract",
        dependencies: contractBase + module.contractUses.map(contract),
        path: "Mediator/Contracts/\(module.name)"
    )
}

/// A module depends on Common, the runtime, its own contract and the contracts it uses.
func businessModule(_ module: ModuleSpec) -> Target {
    .target(
        name: module.name,
        dependencies: ["Common", contract(module.name)] + module.uses.map(contract) + contractBase,
        path: "Modules/\(module.name)",
        exclude: ["README.md"],
        resources: [.process("Resources")]
    )
}

/// `XShell`: `shell X` linking X and no other business module, so it builds without them.
func moduleShell(_ module: ModuleSpec) -> Target {
    .executableTarget(
        name: "\(module.name)Shell",
        dependencies: ["ShellKit", "Console", contract(module.name), .target(name: module.name)] + contractBase,
        path: "Tools/Shell/PerModule/\(module.name)Shell"
    )
}

func moduleTests(_ module: ModuleSpec) -> Target {
    .testTarget(
        name: "\(module.name)Tests",
        dependencies: [.target(name: module.name), "AllContracts", "Common", "StandIns", "ModuleTesting"]
            + contractBase,
        path: "Tests/\(module.name)Tests"
    )
}

let package = Package(
    name: "Bazaar",
    defaultLocalization: "en",
    products: [
        .executable(name: "bazaar", targets: ["BazaarApp"]),
        .executable(name: "shell", targets: ["Shell"]),
        .executable(name: "layering", targets: ["LayeringCommand"]),
        // The plugin's tool under its target's name too: in this package `swift package layering` builds
        // the tool as the product named after the target (SwiftPM makes that product only for an
        // executable target no product names; swiftlang/swift-package-manager#8831).
        .executable(name: "LayeringCommand", targets: ["LayeringCommand"]),
        .executable(name: "scaffold", targets: ["Scaffold"]),
        // `swift package layering check` in a package that depends on this one (Tools/Layering/README.md).
        .plugin(name: "LayeringPlugin", targets: ["LayeringPlugin"]),
        .library(name: "MediatorRuntime", targets: ["MediatorRuntime"]),
        // For Tools/Benchmarks, which counts the strings files' parser and loader.
        .library(name: "Common", targets: ["Common"]),
    ] + businessModules.map { .executable(name: "\($0.name)Shell", targets: ["\($0.name)Shell"]) },
    targets: [
        // MARK: - Foundation and runtime

        .target(
            name: "Values",
            path: "Mediator/Values"
        ),
        .testTarget(
            name: "ValuesTests",
            dependencies: ["Values"],
            path: "Tests/ValuesTests"
        ),
        .target(
            name: "Common",
            path: "Common",
            exclude: ["README.md"],
            resources: [.process("Resources")]
        ),
        .testTarget(
            name: "CommonTests",
            dependencies: ["Common", "TestSupport"],
            path: "Tests/CommonTests"
        ),
        .target(
            name: "MediatorRuntime",
            path: "Mediator/Runtime"
        ),
        .testTarget(
            name: "MediatorRuntimeTests",
            dependencies: ["MediatorRuntime"],
            path: "Tests/MediatorRuntimeTests"
        ),
        .target(
            name: "ContractSupport",
            dependencies: ["MediatorRuntime", "Values"],
            path: "Mediator/Contracts/Support"
        ),
        .testTarget(
            name: "ContractSupportTests",
            dependencies: ["ContractSupport", "MediatorRuntime", "Values"],
            path: "Tests/ContractSupportTests"
        ),

        // MARK: - Contracts and business modules (each depends on Common and contracts only)
    ]
        + businessModules.map(moduleContract)
        + [
            // Only the app, the shell and tests see every contract.
            .target(
                name: "AllContracts",
                dependencies: contractBase + businessModules.map { contract($0.name) },
                path: "Mediator/Contracts/All"
            )
        ]
        + businessModules.map(businessModule)
        + businessModules.map(moduleTests)
        + [
            // MARK: - The app

            .target(
                name: "Terminal",
                path: "App/Terminal"
            ),
            .testTarget(
                name: "TerminalTests",
                dependencies: ["Terminal"],
                path: "Tests/TerminalTests"
            ),
            .target(
                name: "Console",
                dependencies: ["Terminal", "Common"] + contractBase,
                path: "App/Console",
                resources: [.process("Resources")]
            ),
            .testTarget(
                name: "ConsoleTests",
                dependencies: ["Console", "Terminal", "AllContracts", "Common", "TestSupport"] + contractBase,
                path: "Tests/ConsoleTests"
            ),
            .target(
                name: "ModuleMakers",
                dependencies: ["Common", "Console", "AllContracts"] + businessModules.map { .target(name: $0.name) }
                    + contractBase,
                path: "App/ModuleMakers"
            ),
            .executableTarget(
                name: "BazaarApp",
                dependencies: ["Common", "Console", "ModuleMakers"],
                path: "App/Main"
            ),
            .testTarget(
                name: "AppTests",
                dependencies: [
                    "BazaarApp", "Console", "ModuleMakers", "Terminal", "AllContracts", "Common", "ProgramTesting",
                    "TestSupport",
                ] + contractBase,
                path: "Tests/AppTests",
                exclude: ["Snapshots"]
            ),

            // MARK: - Tools

            .target(
                name: "StandIns",
                dependencies: ["AccountContract", "CartContract", "GoodsContract", "OrderContract", "Common"]
                    + contractBase,
                path: "Tools/StandIns",
                exclude: ["README.md"]
            ),
            .target(
                name: "ShellKit",
                dependencies: ["Console", "Terminal", "StandIns", "AllContracts", "Common"] + contractBase,
                path: "Tools/Shell/Kit",
                resources: [.process("Resources")]
            ),
            .executableTarget(
                name: "Shell",
                dependencies: ["ShellKit", "ModuleMakers"],
                path: "Tools/Shell/Main"
            ),
        ]
        + businessModules.map(moduleShell)
        + [
            .testTarget(
                name: "ShellTests",
                dependencies: [
                    "ShellKit", "ModuleMakers", "Console", "StandIns", "AllContracts", "Common", "Layering",
                    "ProgramTesting", "TestSupport",
                ] + contractBase,
                path: "Tests/ShellTests",
                exclude: ["Snapshots"]
            ),
            .executableTarget(
                name: "Scaffold",
                dependencies: ["Layering"],
                path: "Tools/Scaffold"
            ),
            .testTarget(
                name: "ScaffoldTests",
                dependencies: ["Scaffold", "Layering", "TestSupport"],
                path: "Tests/ScaffoldTests"
            ),
            .target(
                name: "Layering",
                path: "Tools/Layering/Sources/Layering"
            ),
            .executableTarget(
                name: "LayeringCommand",
                dependencies: ["Layering"],
                path: "Tools/Layering/Sources/LayeringCommand"
            ),
            .plugin(
                name: "LayeringPlugin",
                capability: .command(
                    intent: .custom(verb: "layering", description: "Check the package's layers and imports")),
                dependencies: ["LayeringCommand"],
                path: "Tools/Layering/Plugins/LayeringPlugin"
            ),
            .testTarget(
                name: "LayeringTests",
                dependencies: ["Layering", "TestSupport"],
                path: "Tests/LayeringTests"
            ),

            // MARK: - Test helpers

            .target(
                name: "TestSupport",
                dependencies: ["MediatorRuntime"],
                path: "Tests/Support"
            ),
            // The package's programs run in-process (`InProcessProgram.bazaar`, `.shell`, `.moduleShell`).
            .target(
                name: "ProgramTesting",
                dependencies: ["Console", "ModuleMakers", "ShellKit", "TestSupport"] + contractBase,
                path: "Tests/ProgramTesting"
            ),
            .target(
                name: "ModuleTesting",
                dependencies: ["AccountContract", "CartContract", "GoodsContract", "Common", "StandIns"] + contractBase,
                path: "Tests/ModuleTesting"
            ),
        ],
    swiftLanguageModes: [.v6]
)

// A concrete generic type (`[Language: String]`, a `Codable` type's keyed container) is made
// through its metadata accessor, which hands the runtime its conformances, instead of from its
// mangled name, which makes the runtime look each conformance up by scanning every one in the
// process (once per type and process). Semantics are unchanged. SwiftPM refuses unsafe flags in a
// package another depends on by version, so no target a library or plugin product reaches gets it
// (`MediatorRuntime`, `Common`, the layering tool stay adoptable). Kept for speed: it saves the
// release `bazaar open bazaar://home`, linked statically as it ships, 6.85 M of 14.47 M
// instructions (`Tools/Benchmarks/profile start` with and without it).
let startFlags: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]

/// The targets of `package` a library or plugin product reaches, through target dependencies.
func reachedFromDependableProducts(of package: Package) -> Set<String> {
    let targets = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var reached: Set<String> = []
    var pending = package.products.flatMap { product -> [String] in
        switch product {
        case let library as Product.Library: library.targets
        case let plugin as Product.Plugin: plugin.targets
        default: []
        }
    }
    while let name = pending.popLast() {
        guard reached.insert(name).inserted, let target = targets[name] else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
            default: break
            }
        }
    }
    return reached
}

// One place decides the language settings for all targets (plugins take no settings).
let dependable = reachedFromDependableProducts(of: package)
for target in package.targets where target.type != .plugin {
    target.swiftSettings =
        (target.swiftSettings ?? []) + swiftSettings + (dependable.contains(target.name) ? [] : startFlags)
}
