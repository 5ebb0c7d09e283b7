/// The layers, exceptions and extra known modules the checker applies.
///
/// Without a configuration file the checker uses ``standard`` (derived from target paths) on a package
/// with Bazaar's layout (`Modules/`, `Mediator/`, `Common/`) and ``universal`` on any other. A file
/// `layering.json` at the package root replaces the parts it names (see ``ConfigurationParser``).
public struct LayeringConfiguration: Sendable, Hashable {
    /// The name of the configuration file looked for at the package root.
    public static let fileName = "layering.json"

    /// Layers in order: a target belongs to the first layer that contains it; a target in none is
    /// unrestricted (it may depend on anything, but restricted layers may not depend on it).
    public var layers: [Layer]
    /// Accepted dependencies that the rules would forbid.
    public var exceptions: [LayerException]
    /// Modules allowed everywhere in addition to ``ToolchainModules/names``.
    public var toolchainModules: Set<String>
    /// The modules each third-party product provides, when they differ from the product's name.
    public var productModules: [String: [String]]
    /// The severity chosen per rule name; a rule absent here keeps its own.
    public var severities: [String: SeveritySetting]
    /// The `resources` section: keys to keep and the package's key functions, for `layering resources`.
    public var resources = ResourceRules()
    /// Dependencies linked on purpose and never imported, which `unused-dependency` does not report.
    public var linkOnly: [LinkOnlyDependency] = []
    /// How the layer rules treat edges that exist only in imports under `#if DEBUG`.
    public var debugImports = ConditionalImportSetting.check
    /// For `--workspace`: the package folders to check, globs relative to the workspace
    /// (`Packages/*`); empty: every folder under it with a Package.swift.
    public var packages: [String] = []
    /// Where the configuration came from, for messages: a file path, or `nil` for the built-in ones.
    public var origin: String?

    /// The rules every package gets, whatever its layers.
    public static let universalRules = [
        "undeclared-import", "transitive-import", "unknown-module", "testable-import", "dependency-cycle",
        "empty-target", "stale-exception", "stale-baseline",
    ]

    /// The folders that make a package look like Bazaar, so that ``standard`` applies without a file.
    public static let standardLayoutFolders = ["Modules", "Mediator", "Common"]

    /// Creates a configuration.
    public init(
        layers: [Layer],
        exceptions: [LayerException] = [],
        toolchainModules: Set<String> = [],
        productModules: [String: [String]] = [:],
        severities: [String: SeveritySetting] = [:],
        origin: String? = nil
    ) {
        self.layers = layers
        self.exceptions = exceptions
        self.toolchainModules = toolchainModules
        self.productModules = productModules
        self.severities = severities
        self.origin = origin
    }

    /// No layers: only the ``universalRules``, for a package without a configuration file and
    /// without Bazaar's layout.
    public static let universal = LayeringConfiguration(layers: [])

    /// Whether this is ``universal`` because no configuration file was found.
    public var isUniversalDefault: Bool { origin == nil && layers.isEmpty }

    /// Every rule name this configuration can report: the universal and resource rules, `unused-dependency` when a
    /// layer reports unused dependencies, and three per layer.
    public var ruleNames: [String] {
        Self.universalRules + ResourceRules.kinds.map(\.name)
            + (layers.contains(where: \.reportsUnusedDependencies) ? ["unused-dependency"] : [])
            + layers.flatMap { ["\($0.name)-isolation", "\($0.name)-boundary", "\($0.name)-third-party"] }
            + layers.filter { !$0.forbiddenModules.isEmpty }.map { "\($0.name)-forbidden-module" }
    }

    /// The standard layers (the root README's "Layers: who may import whom"), derived from target paths:
    /// test targets and `Tests/` may depend on anything; `Modules/*` (business) only on `Mediator/`
    /// and `Common/`, never on each other nor on third-party products; `Mediator/` and `Common/` on
    /// neither each other nor business modules; `App/` and `Tools/` on anything.
    public static let standard = LayeringConfiguration(layers: [
        Layer(name: "tests", paths: ["Tests"], kinds: [.test], mayDependOn: [Layer.anything]),
        Layer(
            name: "business", paths: ["Modules/*"], mayDependOn: ["mediator", "common"], isIndependent: true,
            isolationFix:
                "call it through Mediator (a route, a service protocol or an event in the contracts) instead;"
                + " business modules never depend on each other"),
        Layer(name: "mediator", paths: ["Mediator"]),
        Layer(name: "common", paths: ["Common"]),
        Layer(name: "top", paths: ["App", "Tools"], mayDependOn: [Layer.anything]),
    ])

    /// The layer of `target`, or `nil` if no layer contains it.
    public func layer(of target: PackageTarget) -> Layer? {
        layers.first { $0.contains(target) }
    }

    /// Whether every target may import `module` without declaring it.
    public func isToolchainModule(_ module: String) -> Bool {
        ToolchainModules.names.contains(module) || toolchainModules.contains(module)
    }

    /// Checks that every target name in the configuration is a target of `graph` (and every
    /// exception's `to` a target or a product some target uses), and that every path pattern of
    /// layers a configuration file defines matches a target.
    public func validate(against graph: PackageGraph) throws(LayeringError) {
        let file = origin ?? Self.fileName
        let targetNames = graph.targets.map(\.name)
        // The standard patterns are conventions that may match nothing; patterns a file spells out must match.
        let checksPatterns = origin != nil && layers != Self.standard.layers
        func anyTarget(_ pattern: String) -> Bool {
            graph.targets.contains { LayerException.matches(pattern, $0) }
        }
        for layer in layers {
            for name in layer.targets where !anyTarget(name) {
                throw LayeringError(
                    "\(file): layer \"\(layer.name)\" names target \"\(name)\", which matches no target of the package;"
                        + " expected \(NameSuggestions.phrase(for: name, among: targetNames))")
            }
            for pattern in layer.packages where origin != nil {
                guard graph.targets.contains(where: { Glob.matches(pattern, folder: $0.packagePath) }) else {
                    let folders = Set(graph.targets.map(\.packagePath)).filter { !$0.isEmpty }.sorted()
                    throw LayeringError(
                        "\(file): layer \"\(layer.name)\" packages \"\(pattern)\" matches no package of the workspace;"
                            + (folders.isEmpty
                                ? " packages name the folders of a workspace's packages: run with --workspace"
                                : " expected a folder such as \(folders[0])"))
                }
            }
            for pattern in layer.paths where checksPatterns {
                guard graph.targets.contains(where: { Glob.matches(pattern, folder: $0.path) }) else {
                    throw LayeringError(
                        "\(file): layer \"\(layer.name)\" path \"\(pattern)\" matches no target's path;"
                            + " expected a folder such as \(graph.targets.first?.path ?? "Sources/Name")")
                }
            }
        }
        let products = graph.productNames
        let modules = Set(graph.targets.map(\.moduleName))
        for exception in exceptions {
            if !anyTarget(exception.from) {
                throw LayeringError(
                    "\(file): exception from \"\(exception.from)\" matches no target of the package;"
                        + " expected \(NameSuggestions.phrase(for: exception.from, among: targetNames))")
            }
            if !anyTarget(exception.to), !products.contains(where: { Glob.matches(exception.to, name: $0) }),
                !modules.contains(where: { Glob.matches(exception.to, name: $0) })
            {
                throw LayeringError(
                    "\(file): exception to \"\(exception.to)\" matches no target or product of the package;"
                        + " expected \(NameSuggestions.phrase(for: exception.to, among: targetNames + products))")
            }
        }
        for product in productModules.keys.sorted() where !products.contains(product) {
            throw LayeringError(
                "\(file): productModules names \"\(product)\", which no target depends on;"
                    + " expected a product named in a target's dependencies")
        }
    }
}
