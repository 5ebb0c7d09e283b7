/// The routes: a trie of pattern segments in flat arrays, nodes referring to each other by index.
/// Filled once, by `add`, as a hub is built; frozen after.
struct RouteTable: Sendable {
    struct Node: Sendable {
        var literals = Literals()
        var parameter: Int32 = -1
        var catchAllRoute: Int32 = -1
        var route: Int32 = -1
    }

    private(set) var nodes: [Node] = [Node()]
    /// Each module's name, as `add` met it: an entry's owner is an index here.
    private(set) var owners: [String] = []
    private(set) var entries: [Entry] = []
    private(set) var guards = GuardTable()
    /// Only the summaries that say something: most routes of a big table have none.
    private(set) var summaries: [(entry: Int32, summary: RouteSummary)] = []
    private(set) var entryByType = TypeTable<Int32>()

    /// Adds what `modules` registered, with room for every route reserved at once; answers every problem
    /// in registration order. (Kept for speed: grown module by module, `ProfileDriver hub 300` took 1.2 s,
    /// not 0.9 s, in page faults.)
    mutating func add(_ modules: [(owner: String, registered: [ModuleRegistrar.Registration])]) -> [WiringError.Problem]
    {
        let count = modules.reduce(0) { $0 + $1.registered.reduce(0) { $0 + $1.routeCount } }
        entries.reserveCapacity(entries.count + count)
        nodes.reserveCapacity(nodes.count + count * 2)
        var problems: [WiringError.Problem] = []
        for (name, registered) in modules {
            owners.append(name)
            let owner = Int32(owners.count - 1)
            for registration in registered {
                do throws(WiringError.Problem) {
                    switch registration {
                    case .route(let entry): try insert(entry, owner: owner)
                    case .routeGuard(let routeGuard): try guards.add(routeGuard)
                    case .problem(let problem): throw problem
                    case .patterns(let patterns, let handler):
                        // Each entry made in place, never copied (a copy and its release cost 12 % of `profile hub`).
                        for text in patterns {
                            do throws(WiringError.Problem) {
                                let pattern = try RoutePattern(text)
                                try insert(
                                    Entry(pattern: pattern, isNativeOnly: false, bound: nil, handler: handler),
                                    owner: owner)
                            } catch {
                                problems.append(error)
                            }
                        }
                    }
                } catch {
                    problems.append(error)
                }
            }
        }
        // What appending left beyond the literal children (kept for the heap: benchmark row 5).
        for index in nodes.indices { nodes[index].literals.compact() }
        return problems
    }

    /// Adds one route, walking the trie over its pattern's bytes (a literal made a `String` only for a
    /// new node); the same type, or a pattern of the same shape (ending in the same slot), is an error
    /// naming both owners. (Kept for speed: `profile hub`, Tools/Benchmarks/README.md.)
    private mutating func insert(_ entry: consuming Entry, owner: Int32) throws(WiringError.Problem) {
        let type = entry.bound.map { ObjectIdentifier($0.type) }
        if let type, let existing = entryByType[type] {
            // The same type twice says so, though its pattern is a duplicate too.
            throw .duplicateRouteType(
                type: entry.typeName ?? entry.pattern.description,
                existingOwner: self.owner(of: entries[Int(existing)]), newOwner: owners[Int(owner)])
        }
        let node = walk(entry.pattern.description)
        let endsInCatchAll = entry.pattern.endsInCatchAll
        let existing = endsInCatchAll ? nodes[node].catchAllRoute : nodes[node].route
        if existing >= 0 {
            let other = entries[Int(existing)]
            throw .duplicateRoute(
                pattern: entry.pattern.description, existing: other.pattern.description,
                existingOwner: self.owner(of: other), newOwner: owners[Int(owner)])
        }
        let index = Int32(entries.count)
        if endsInCatchAll {
            nodes[node].catchAllRoute = index
        } else {
            nodes[node].route = index
        }
        if let summary = entry.bound?.type.summary, !summary.isEmpty { summaries.append((index, summary)) }
        if let type { entryByType[type] = index }
        entry.owner = owner
        entries.append(entry)
    }

    /// Walks the trie along a pattern's normalised text, adding the nodes it lacks; answers the last.
    private mutating func walk(_ pattern: String) -> Int {
        var pattern = pattern
        return pattern.withUTF8 { bytes in
            var node = 0
            var partStart = 0
            for position in 0...bytes.count where position == bytes.count || bytes[position] == UInt8(ascii: "/") {
                let part = UnsafeBufferPointer(rebasing: bytes[partStart..<position])
                switch part.first {
                case UInt8(ascii: ":"):
                    if nodes[node].parameter < 0 {
                        nodes.append(Node())
                        nodes[node].parameter = Int32(nodes.count - 1)
                    }
                    node = Int(nodes[node].parameter)
                case UInt8(ascii: "*"):
                    break
                default:
                    // The first segment is a host, compared case-insensitively, so keyed lowercased: one
                    // with capitals is made a `String` to lowercase it; any other is looked up from its bytes.
                    let hasCapitals = partStart == 0 && part.contains { (0x41...0x5A).contains($0) }
                    let text = hasCapitals ? String(decoding: part, as: UTF8.self).lowercased() : nil
                    let hash = text.map { Literals.hash($0) } ?? Literals.hash(bytes: part)
                    let known =
                        if let text { nodes[node].literals.node(for: text, hash: hash) } else {
                            nodes[node].literals.node(forBytes: part, hash: hash)
                        }
                    if let known {
                        node = Int(known)
                    } else {
                        nodes.append(Node())
                        nodes[node].literals.add(
                            text ?? String(decoding: part, as: UTF8.self), hash: hash, node: Int32(nodes.count - 1))
                        node = nodes.count - 1
                    }
                }
                partStart = position + 1
            }
            return node
        }
    }

    func owner(of entry: Entry) -> String {
        owners[Int(entry.owner)]
    }

    /// Puts `replacements` in place of the modules' guards of their requirements.
    mutating func replaceGuards(with replacements: [RouteGuard]) {
        for routeGuard in replacements { guards.replace(with: routeGuard) }
    }

    /// A problem for each requirement a route declares that no guard decides.
    func unguardedRequirements() -> [WiringError.Problem] {
        entries.indices.flatMap { index -> [WiringError.Problem] in
            guard let requirements = entries[index].bound?.requirements else { return [] }
            return requirements.filter { guards.guardOf($0) == nil }.map {
                let entry = entries[index]
                return .unguardedRequirement(
                    requirement: $0.name, route: entry.pattern.description, owner: owner(of: entry))
            }
        }
    }

    /// The entry and captured values for decoded path segments: literal, parameter, then catch-all, backtracking.
    func match(_ segments: [String], from position: Int, node: Int, values: inout [String]) -> Int? {
        if position == segments.endIndex {
            let route = nodes[node].route
            return route >= 0 ? Int(route) : nil
        }
        let segment = segments[position]
        let literals = nodes[node].literals
        if !literals.isEmpty, let child = literals.node(for: segment, hash: Literals.hash(segment)),
            let found = match(segments, from: position + 1, node: Int(child), values: &values)
        {
            return found
        }
        let parameter = nodes[node].parameter
        if parameter >= 0 {
            values.append(segment)
            if let found = match(segments, from: position + 1, node: Int(parameter), values: &values) {
                return found
            }
            values.removeLast()
        }
        let catchAll = nodes[node].catchAllRoute
        if catchAll >= 0 {
            if entries[Int(catchAll)].pattern.parameterCount > values.count {
                values.append(segments[position...].joined(separator: "/"))
            }
            return Int(catchAll)
        }
        return nil
    }
}
