/// The modules' dependency graph through their services, checked before anything runs. Keyed by
/// type identity in arrays and `TypeTable`s: a first `Set` or `Dictionary` of a new key type scans
/// every conformance in the process.
struct ModuleGraph {
    struct Node {
        let name: String
        let priority: Int
        let provides: [ServiceKey]
        let consumes: [ServiceKey]
    }

    let nodes: [Node]
    /// Providers that are not modules (the overrides' services), by type identity.
    let externalProviders: [ObjectIdentifier]

    /// Consumed services nobody provides.
    func missingProviders() -> [WiringError.Problem] {
        var provided = TypeTable<Bool>()
        for id in nodes.flatMap(\.provides).map(\.id) + externalProviders { provided[id] = true }
        return nodes.flatMap { node in
            node.consumes.filter { !provided.contains($0.id) }.map {
                WiringError.Problem.missingProvider(consumer: node.name, service: $0.name)
            }
        }
    }

    /// For each module, the indexes of the modules whose services it consumes.
    func dependencies() -> [[Int]] {
        var providerOf = TypeTable<Int>()
        for (index, node) in nodes.enumerated() {
            for key in node.provides where providerOf[key.id] == nil { providerOf[key.id] = index }
        }
        return nodes.enumerated().map { index, node in
            var providers: [Int] = []
            for provider in node.consumes.compactMap({ providerOf[$0.id] })
            where provider != index && !providers.contains(provider) {
                providers.append(provider)
            }
            return providers
        }
    }

    /// Every dependency cycle (Tarjan's components of two or more), each from its first module.
    func cycles() -> [WiringError.Problem] {
        let edges = dependencies()
        var index = 0
        var indexes = [Int?](repeating: nil, count: nodes.count)
        var lowlinks = [Int](repeating: 0, count: nodes.count)
        var onStack = [Bool](repeating: false, count: nodes.count)
        var stack: [Int] = []
        var components: [[Int]] = []

        func connect(_ vertex: Int) {
            indexes[vertex] = index
            lowlinks[vertex] = index
            index += 1
            stack.append(vertex)
            onStack[vertex] = true
            for next in edges[vertex] {
                if indexes[next] == nil {
                    connect(next)
                    lowlinks[vertex] = min(lowlinks[vertex], lowlinks[next])
                } else if onStack[next] {
                    lowlinks[vertex] = min(lowlinks[vertex], indexes[next]!)
                }
            }
            if lowlinks[vertex] == indexes[vertex] {
                var component: [Int] = []
                while let top = stack.popLast() {
                    onStack[top] = false
                    component.append(top)
                    if top == vertex { break }
                }
                if component.count > 1 { components.append(component) }
            }
        }
        for vertex in nodes.indices where indexes[vertex] == nil { connect(vertex) }

        return components.map { component in
            // Walk the cycle along dependency edges from the first module in list order.
            let members = Set(component)
            var path = [component.min()!]
            while path.count < component.count,
                let next = edges[path.last!].first(where: { members.contains($0) && !path.contains($0) })
            {
                path.append(next)
            }
            let remaining = component.sorted().filter { !path.contains($0) }
            return .cycle(modules: (path + remaining).map { nodes[$0].name })
        }.sorted { $0.description < $1.description }
    }

    /// Providers before consumers, then higher priority, then list order. Only without cycles.
    func setUpOrder() -> [Int] {
        let edges = dependencies()
        var waitingOn = edges.map(\.count)
        var dependents = [[Int]](repeating: [], count: nodes.count)
        for (consumer, providers) in edges.enumerated() {
            for provider in providers { dependents[provider].append(consumer) }
        }
        var ready = nodes.indices.filter { waitingOn[$0] == 0 }
        var order: [Int] = []
        while !ready.isEmpty {
            let best = ready.indices.min { lhs, rhs in
                let (left, right) = (ready[lhs], ready[rhs])
                return nodes[left].priority != nodes[right].priority
                    ? nodes[left].priority > nodes[right].priority : left < right
            }!
            let next = ready.remove(at: best)
            order.append(next)
            for dependent in dependents[next] {
                waitingOn[dependent] -= 1
                if waitingOn[dependent] == 0 { ready.append(dependent) }
            }
        }
        return order
    }
}
