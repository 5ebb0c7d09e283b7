/// Which products of local dependency packages provide and bring along which modules
/// (from ``PackageGraph/dependencyProducts``).
struct DependencyModuleIndex: Sendable {
    private let providers: [String: [String]]
    private let broughtAlong: [String: Set<String>]

    init(graph: PackageGraph) {
        var providers: [String: [String]] = [:]
        var broughtAlong: [String: Set<String>] = [:]
        for product in graph.dependencyProducts {
            for module in product.modules { providers[module, default: []].append(product.name) }
            for module in product.broughtAlong where providers[module] == nil { providers[module] = [] }
            broughtAlong[product.name, default: []].formUnion(product.broughtAlong)
        }
        self.providers = providers.mapValues { Array(Set($0)).sorted() }
        self.broughtAlong = broughtAlong
    }

    /// The products that provide `module`, sorted (empty if its package offers none); `nil` if no
    /// read manifest has the module.
    func products(providing module: String) -> [String]? {
        providers[module]
    }

    /// Whether `product` (of a read manifest) brings `module` along.
    func product(_ product: String, bringsAlong module: String) -> Bool {
        broughtAlong[product]?.contains(module) ?? false
    }
}
