/// The routes: a trie of pattern segments in flat arrays, nodes referring to each other by index.
struct RouteTable: Sendable {
    struct Node: Sendable {
        var literals = Literals()
        var parameter: Int32 = -1
        var catchAllRoute: Int32 = -1
        var route: Int32 = -1
    }

    /// What opening a route reads (the summaries, read only by introspection, are apart).
    struct Entry: Sendable {
        let pattern: RoutePattern
        let isNativeOnly: Bool
        /// The owner's index in `owners`: 4 bytes an entry rather than a 16-byte name.
        var owner: Int32 = -1
        /// Lowercased.
        let reservedParameters: Set<String>
        /// A bound type's decoding and handler; `nil` for a pattern-only route, which has `handler`.
        let bound: BoundRouteType?
        let handler: Router.Handler?

        var typeName: String? { bound.map { TypeName.of($0.type) } }

        /// For introspection: a bound type's probed schema, a pattern-only route's path parameters as text.
        var parameters: [RouteParameterInfo] {
            guard let bound else {
                return pattern.parameterNames.map {
                    RouteParameterInfo(name: $0, typeName: "String", isOptional: false, isPath: true)
                }
            }
            guard case .success(let schema) = bound.schema else { return [] }
            let pathNames = pattern.parameterNames
            return schema.properties.map {
                RouteParameterInfo(
                    name: $0.name, typeName: TypeName.of($0.type), isOptional: $0.isOptional,
                    isPath: pathNames.contains($0.name))
            }
        }
    }

    private(set) var nodes: [Node] = [Node()]
    private(set) var owners: [String] = []
    private(set) var entries: [Entry] = []
    var guards = GuardTable()
    /// Only the summaries that say something: most routes of a big table have none.
    private(set) var summaries: [(entry: Int32, summary: RouteSummary)] = []
    private(set) var entryByType = TypeTable<Int32>()

    /// Adds the route of pattern `text` walking the trie over its bytes (a literal made a `String` only
    /// for a new node); the same type, or a pattern of the same shape (ending in the same slot), is an
    /// error naming both owners. (Kept for speed: `profile hub`, Tools/Benchmarks/README.md.)
    mutating func insert(
        _ entry: consuming Entry, text: String, shape: RoutePattern.Shape, owner: String,
        summary: consuming RouteSummary = "", type: ObjectIdentifier? = nil
    ) throws(WiringError.Problem) {
        if let type, let existing = entryByType[type] {
            // The same type twice says so, though its pattern is a duplicate too.
            throw .duplicateRouteType(
                type: entry.typeName ?? entry.pattern.description,
                existingOwner: self.owner(of: entries[Int(existing)]),
                newOwner: owner)
        }
        var text = text
        let node = text.withUTF8 { walk($0, shape) }
        let existing = shape.endsInCatchAll ? nodes[node].catchAllRoute : nodes[node].route
        if existing >= 0 {
            let other = entries[Int(existing)]
            throw .duplicateRoute(
                pattern: entry.pattern.description, existing: other.pattern.description,
                existingOwner: self.owner(of: other), newOwner: owner)
        }
        let index = Int32(entries.count)
        if shape.endsInCatchAll {
            nodes[node].catchAllRoute = index
        } else {
            nodes[node].route = index
        }
        entry.owner = ownerIndex(owner)
        entries.append(entry)
        if !summary.isEmpty { summaries.append((index, summary)) }
        if let type { entryByType[type] = index }
    }

    /// Walks the trie along a well-formed pattern, adding the nodes it lacks; answers the last.
    private mutating func walk(_ bytes: UnsafeBufferPointer<UInt8>, _ shape: RoutePattern.Shape) -> Int {
        var node = 0
        var partStart = shape.start
        for position in shape.start...shape.end where position == shape.end || bytes[position] == UInt8(ascii: "/") {
            let part = UnsafeBufferPointer(rebasing: bytes[partStart..<position])
            let isFirst = partStart == shape.start
            partStart = position + 1
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
                let hasCapitals = isFirst && part.contains { (0x41...0x5A).contains($0) }
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
        }
        return node
    }

    private mutating func ownerIndex(_ owner: String) -> Int32 {
        if owners.last == owner { return Int32(owners.count - 1) }
        if let known = owners.firstIndex(of: owner) { return Int32(known) }
        owners.append(owner)
        return Int32(owners.count - 1)
    }

    func owner(of entry: Entry) -> String {
        owners[Int(entry.owner)]
    }

    /// Reserves room for `count` more routes, growing at least geometrically. (Kept for what it
    /// holds: without it a table of 10,000 routes keeps 2.71 MB of heap, not 1.88 MB, and
    /// registering them costs 5.4 % more instructions.)
    mutating func reserveCapacity(additional count: Int) {
        let entriesNeeded = entries.count + count
        if entries.capacity < entriesNeeded { entries.reserveCapacity(max(entriesNeeded, entries.capacity * 2)) }
        let nodesNeeded = nodes.count + count * 2
        if nodes.capacity < nodesNeeded { nodes.reserveCapacity(max(nodesNeeded, nodes.capacity * 2)) }
    }

    /// Gives back what the children of the root and of nodes from `first` on hold beyond them.
    mutating func compactChildren(from first: Int) {
        nodes[0].literals.compact()
        for index in max(first, 1)..<nodes.count { nodes[index].literals.compact() }
    }

    /// The entry and captured values for decoded path segments: literal, parameter, then catch-all, backtracking.
    func match<Segments: RandomAccessCollection<String>>(_ segments: Segments) -> (entry: Int, values: [String])?
    where Segments.Index == Int {
        var values: [String] = []
        guard let entry = match(segments, from: segments.startIndex, node: 0, values: &values) else { return nil }
        return (entry, values)
    }

    private func match<Segments: RandomAccessCollection<String>>(
        _ segments: Segments, from position: Int, node: Int, values: inout [String]
    ) -> Int? where Segments.Index == Int {
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
