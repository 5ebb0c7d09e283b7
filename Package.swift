// swift-tools-version: 6.1
// Bazaar: a business-module architecture kit for Swift.
//
// Layers (see README.md and Mediator/README.md):
//   App/, Tools/*      top: may depend on anything in the package
//   Modules/<Name>     business: only Mediator and Common
//   Mediator/          runtime, contracts and their values (Money): never Common, never a business module
//   Common/            foundation: never Mediator, never a business module
// Every target names its `path:`; one place below decides the language settings.

import PackageDescription

// MARK: - Language settings shared by every target

let swiftSettings: [SwiftSetting] = [
    // Swift Evolution SE-0335: an existential is spelled `any P`.
    .enableUpcomingFeature("ExistentialAny"),
    // Swift Evolution SE-0444: a member is visible only where its module is imported.
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// The business modules, in the order of `ModuleContract.all` (Mediator/Contracts), the one list
/// of them; a test holds this list to it and to the folders under Modules/.
/// `swift run scaffold module NAME` adds a line here.
let businessModules = [
    "Account",
    "Goods",
    "Cart",
    "Order",
    "Messages",
    "Home",
    // scaffold: new modules go above this line
]

func businessModule(_ name: String) -> Target {
    .target(
        name: name,
        dependencies: ["Mediator", "Common"],
        path: "Modules/\(name)",
        exclude: ["README.md"],
        resources: [.process("Resources")]
    )
}

/// `XShell`: `shell X` linking X and no other business module, so it builds without them.
func moduleShell(_ name: String) -> Target {
    .executableTarget(
        name: "\(name)Shell",
        dependencies: ["ShellKit", "Console", "Mediator", .target(name: name)],
        path: "Tools/Shell/PerModule/\(name)Shell"
    )
}

func moduleTests(_ name: String) -> Target {
    .testTarget(
        name: "\(name)Tests",
        dependencies: [.target(name: name), "Mediator", "Common", "StandIns", "ModuleTesting"],
        path: "Tests/\(name)Tests"
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
    ] + businessModules.map { .executable(name: "\($0)Shell", targets: ["\($0)Shell"]) },
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
            name: "Mediator",
            dependencies: ["MediatorRuntime", "Values"],
            path: "Mediator/Contracts"
        ),

        // MARK: - Business modules (each depends on Mediator and Common only)
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
                dependencies: ["Terminal", "Mediator", "Common"],
                path: "App/Console",
                resources: [.process("Resources")]
            ),
            .testTarget(
                name: "ConsoleTests",
                dependencies: ["Console", "Terminal", "Mediator", "Common", "TestSupport"],
                path: "Tests/ConsoleTests"
            ),
            .target(
                name: "ModuleMakers",
                dependencies: ["Console", "Mediator"] + businessModules.map { .target(name: $0) },
                path: "App/ModuleMakers"
            ),
            .executableTarget(
                name: "BazaarApp",
                dependencies: ["Console", "Mediator", "Common", "ModuleMakers"],
                path: "App/Main"
            ),
            .testTarget(
                name: "AppTests",
                dependencies: ["BazaarApp", "Terminal", "Mediator", "Common", "TestSupport"],
                path: "Tests/AppTests",
                exclude: ["Snapshots"]
            ),

            // MARK: - Tools

            .target(
                name: "StandIns",
                dependencies: ["Mediator", "Common"],
                path: "Tools/StandIns",
                exclude: ["README.md"]
            ),
            .target(
                name: "ShellKit",
                dependencies: ["Console", "Terminal", "StandIns", "Mediator", "Common"],
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
                    "ShellKit", "ModuleMakers", "Console", "StandIns", "Mediator", "Common", "Layering", "TestSupport",
                ],
                path: "Tests/ShellTests",
                exclude: ["Snapshots"]
            ),
            .executableTarget(
                name: "Scaffold",
                path: "Tools/Scaffold"
            ),
            .testTarget(
                name: "ScaffoldTests",
                dependencies: ["Layering", "TestSupport"],
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
                dependencies: ["Layering"],
                path: "Tests/LayeringTests"
            ),

            // MARK: - Test helpers

            .target(
                name: "TestSupport",
                path: "Tests/Support"
            ),
            .target(
                name: "ModuleTesting",
                dependencies: ["Mediator", "Common", "StandIns"],
                path: "Tests/ModuleTesting"
            ),
        ],
    swiftLanguageModes: [.v6]
)

// One place decides the language settings for all targets (plugins take no settings).
for target in package.targets where target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + swiftSettings
}
