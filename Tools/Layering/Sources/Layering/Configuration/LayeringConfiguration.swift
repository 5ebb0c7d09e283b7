/// The layers, exceptions and extra known modules the checker applies.
///
/// Without a configuration file the checker uses ``standard``, derived from target paths. A file
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
    /// Where the configuration came from, for messages: a file path, or `nil` for ``standard``.
    public var origin: String?

    /// Creates a configuration.
    public init(
        layers: [Layer],
        exceptions: [LayerException] = [],
        toolchainModules: Set<String> = [],
        productModules: [String: [String]] = [:],
        origin: String? = nil
    ) {
        self.layers = layers
        self.exceptions = exceptions
        self.toolchainModules = toolchainModules
        self.productModules = productModules
        self.origin = origin
    }

    /// The rules of ARCHITECTURE.md, derived from target paths:
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
        let targetList = graph.targets.map(\.name).joined(separator: ", ")
        // The standard patterns are conventions that may match nothing; patterns a file spells out must match.
        let checksPatterns = origin != nil && layers != Self.standard.layers
        for layer in layers {
            for name in layer.targets where graph.target(named: name) == nil {
                throw LayeringError(
                    "\(file): layer \"\(layer.name)\" names target \"\(name)\", which the package does not have;"
                        + " expected one of \(targetList)")
            }
            for pattern in layer.paths where checksPatterns {
                guard graph.targets.contains(where: { Layer.pattern(pattern, matches: $0.path) }) else {
                    throw LayeringError(
                        "\(file): layer \"\(layer.name)\" path \"\(pattern)\" matches no target's path;"
                            + " expected a folder such as \(graph.targets.first?.path ?? "Sources/Name")")
                }
            }
        }
        let products = graph.productNames
        for exception in exceptions {
            if graph.target(named: exception.from) == nil {
                throw LayeringError(
                    "\(file): exception from \"\(exception.from)\" names no target of the package;"
                        + " expected one of \(targetList)")
            }
            if graph.target(named: exception.to) == nil, !products.contains(exception.to),
                graph.target(forModule: exception.to) == nil
            {
                throw LayeringError(
                    "\(file): exception to \"\(exception.to)\" names no target or product of the package;"
                        + " expected one of \(targetList)")
            }
        }
        for product in productModules.keys.sorted() where !products.contains(product) {
            throw LayeringError(
                "\(file): productModules names \"\(product)\", which no target depends on;"
                    + " expected a product named in a target's dependencies")
        }
    }
}
