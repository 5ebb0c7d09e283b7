/// The modules' dependency graph through their services, checked before anything runs. Keyed by type identity
/// in `TypeTable`s: a first `Set` or `Dictionary` of a new key type scans every conformance in the process.
struct ModuleGraph {
    let modules: [any BusinessModule]
    /// The services each module registered, by index.
    let provides: [[ServiceKey]]
    /// Providers that are not modules (the overrides' services), by type identity.
    let externalProviders: [ObjectIdentifier]

    func missingProviders() -> [WiringError.Problem] {
        var provided = TypeTable<Bool>()
        for id in provides.flatMap({ $0 }).map(\.id) + externalProviders { provided[id] = true }
        return modules.flatMap { module in
            module.consumes.filter { provided[$0.id] == nil }.map {
                WiringError.Problem.missingProvider(consumer: module.name, service: $0.name)
            }
        }
    }

    /// For each module, the indexes of the modules whose services it consumes.
    func dependencies() -> [[Int]] {
        var providerOf = TypeTable<Int>()
        for (index, provided) in provides.enumerated() {
            for key in provided where providerOf[key.id] == nil { providerOf[key.id] = index }
        }
        return modules.indices.map { index in
            var providers: [Int] = []
            for provider in modules[index].consumes.compactMap({ providerOf[$0.id] })
            where provider != index && !providers.contains(provider) {
                providers.append(provider)
            }
            return providers
        }
    }

    /// Every dependency cycle (modules that reach each other), each from its first module.
    func cycles() -> [WiringError.Problem] {
        let edges = dependencies()
        let reaches = modules.indices.map { start in
            var reached = [Bool](repeating: false, count: modules.count)
            var stack = [start]
            while let vertex = stack.popLast() {
                for next in edges[vertex] where !reached[next] {
                    reached[next] = true
                    stack.append(next)
                }
            }
            return reached
        }
        var cycles: [WiringError.Problem] = []
        for first in modules.indices where reaches[first][first] {
            let cycle = modules.indices.filter { reaches[first][$0] && reaches[$0][first] }
            guard cycle.first == first else { continue }  // Each cycle once, from its first module.
            // Walk the cycle along dependency edges from its first module.
            var path = [first]
            while path.count < cycle.count,
                let next = edges[path.last!].first(where: { cycle.contains($0) && !path.contains($0) })
            {
                path.append(next)
            }
            cycles.append(.cycle(modules: (path + cycle.filter { !path.contains($0) }).map { modules[$0].name }))
        }
        return cycles.sorted { $0.description < $1.description }
    }

    /// Providers before consumers, then higher priority, then list order. Only without cycles.
    func setUpOrder() -> [Int] {
        let edges = dependencies()
        var isPlaced = [Bool](repeating: false, count: modules.count)
        var order: [Int] = []
        while let next = modules.indices.filter({ !isPlaced[$0] && edges[$0].allSatisfy { isPlaced[$0] } }).min(by: {
            modules[$0].priority != modules[$1].priority ? modules[$0].priority > modules[$1].priority : $0 < $1
        }) {
            isPlaced[next] = true
            order.append(next)
        }
        return order
    }
}
