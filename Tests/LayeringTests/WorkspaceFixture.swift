import Foundation

/// A monorepo of small packages depending on each other by path, as teams lay them out: two
/// packages under `Packages/` (Core, and L10n with a strings table), two features under `Features/`
/// (Cart imports Goods, which the layers forbid; Goods imports Core without declaring it), an app
/// package outside both folders that Cart depends on by path (found through that dependency), and a
/// feature whose manifest does not load. Written once per test run; the commands are run on it once and their outcomes shared.
enum WorkspaceFixture {
    static let configuration = """
        {
          "packages": ["Packages/*", "Features/*"],
          "layers": [
            {"name": "tests", "kinds": ["test"], "mayDependOn": ["*"]},
            {"name": "features", "packages": ["Features/*"], "mayDependOn": ["core"], "independent": true},
            {"name": "core", "packages": ["Packages/*", "Shared/*"]}
          ]
        }

        """

    /// The files of the workspace, by path relative to its folder.
    static let files: [String: String] = [
        "layering.json": configuration,
        "Packages/Core/Package.swift": manifest(
            "Core", products: ["Core"], targets: #".target(name: "Core")"#),
        "Packages/Core/Sources/Core/Core.swift": "import Foundation\npublic struct Clock {}\n",
        "Packages/L10n/Package.swift": manifest(
            "L10n", products: ["L10n"],
            targets: #".target(name: "L10n", resources: [.process("Resources")])"#, localization: true),
        "Packages/L10n/Sources/L10n/L10n.swift": "import Foundation\npublic let bundle = Bundle.module\n",
        "Packages/L10n/Sources/L10n/Resources/en.lproj/Localizable.strings":
            "\"cart.title\" = \"Cart\";\n\"nobody.uses\" = \"Nobody\";\n",
        "Features/Goods/Package.swift": manifest(
            "Goods", products: ["Goods"], dependencies: ["../../Packages/Core"],
            targets: #".target(name: "Goods"), .testTarget(name: "GoodsTests", dependencies: ["Goods"])"#),
        "Features/Goods/Sources/Goods/Goods.swift": "import Core\npublic struct Item {}\n",
        "Features/Goods/Tests/GoodsTests/GoodsTests.swift": "import Testing\n@testable import Goods\n",
        "Features/Cart/Package.swift": manifest(
            "Cart", products: ["Cart"],
            dependencies: ["../../Packages/Core", "../../Packages/L10n", "../Goods", "../../Shared/Money"],
            targets: #"""
                .target(name: "Cart", dependencies: [
                    .product(name: "Core", package: "Core"), .product(name: "L10n", package: "L10n"),
                    .product(name: "Goods", package: "Goods"), .product(name: "Money", package: "Money"),
                ])
                """#),
        "Features/Cart/Sources/Cart/Cart.swift":
            "import Core\nimport L10n\nimport Goods\nimport Money\nlet title = \"cart.title\"\n",
        "Features/Broken/Package.swift":
            "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(\n",
        "Features/Broken/Sources/Broken/Broken.swift": "public let broken = 1\n",
        "Shared/Money/Package.swift": manifest("Money", products: ["Money"], targets: #".target(name: "Money")"#),
        "Shared/Money/Sources/Money/Money.swift": "public struct Money {}\n",
    ]

    static func manifest(
        _ name: String, products: [String] = [], dependencies: [String] = [], targets: String,
        localization: Bool = false
    ) -> String {
        let products = products.map { #".library(name: "\#($0)", targets: ["\#($0)"])"# }.joined(separator: ", ")
        let dependencies = dependencies.map { #".package(path: "\#($0)")"# }.joined(separator: ", ")
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "\(name)",\(localization ? "\n    defaultLocalization: \"en\"," : "")
                products: [\(products)],
                dependencies: [\(dependencies)],
                targets: [
                    \(targets)
                ]
            )

            """
    }
}
