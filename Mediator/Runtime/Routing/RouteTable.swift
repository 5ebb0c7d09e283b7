/// The routes of a router: a trie of pattern segments stored in flat arrays.
///
/// Nodes refer to each other by index, so the table is a value that lives inside the
/// router's lock and a lookup walks plain arrays with no reference counting per step.
struct RouteTable: Sendable {
    struct Node: Sendable {
        var literals = Literals()
        var parameter: Int32 = -1
        /// The route whose pattern ends in a catch-all here.
        var catchAllRoute: Int32 = -1
        /// The route whose pattern ends exactly here.
        var route: Int32 = -1
    }

    /// What matching hands on about a route: a lookup copies the entry out of the lock, so it
    /// holds only what opening a route reads (the summary, which only introspection reads, is
    /// in `summaries`, and only when it says something).
    struct Entry: Sendable {
        let pattern: RoutePattern
        let isNativeOnly: Bool
        /// The owner's index in `owners`, filled in by `insert`: a table of 10,000 routes has a
        /// few owners, so each entry keeps 4 bytes rather than a 16-byte name.
        var owner: Int32 = -1
        /// The route's reserved query names, lowercased.
        let reservedParameters: Set<String>
        /// The bound route type; `nil` for a pattern-only route.
        let bound: BoundRouteType?
        /// What the remote entry runs.
        let handler: Router.Handler

        /// The bound route type's name, as in `GoodsDetail`; `nil` for a pattern-only route.
        var typeName: String? { bound?.typeName }

        /// The parameters, for introspection: a pattern-only route's path parameters are text;
        /// a bound type's are its probed schema's (none when the probe cannot follow its
        /// decoding, see `RouteSchema.of`).
        var parameters: [RouteParameterInfo] {
            guard let bound else {
                return pattern.parameterNames.map {
                    RouteParameterInfo(name: $0, typeName: "String", isOptional: false, isPath: true)
                }
            }
            guard case .known(let schema) = bound.schema else { return [] }
            let pathNames = pattern.parameterNames
            return schema.properties.map {
                RouteParameterInfo(
                    name: $0.name, typeName: $0.typeName, isOptional: $0.isOptional,
                    isPath: pathNames.contains($0.name))
            }
        }
    }

    private(set) var nodes: [Node] = [Node()]
    /// The routes' owners, each once.
    private(set) var owners: [String] = []
    private(set) var entries: [Entry] = []
    /// The guards of the requirements the routes declare, one per requirement.
    var guards = GuardTable()
    /// The summaries that say something, with their entry's index, in entry order: most
    /// routes of a big table have none, and an empty one is not kept.
    private(set) var summaries: [(entry: Int32, summary: RouteSummary)] = []
    private var entryByType = TypeTable<Int32>()

    /// Adds a route; the same route type, or a route of the same shape, is an error naming both
    /// owners (the type's error first).
    ///
    /// Two patterns have the same shape (`goods/:id` and `goods/:slug`) exactly when they end
    /// in the same slot of the same node, so the trie itself finds duplicates.
    mutating func insert(
        _ entry: consuming Entry, owner: String, segments: [RoutePattern.Segment], summary: consuming RouteSummary,
        type: ObjectIdentifier? = nil
    ) throws(WiringError.Problem) {
        let endsInCatchAll = entry.pattern.endsInCatchAll
        if let type, let existing = entryByType[type] {
            // The same type twice says so, though its pattern is a duplicate too.
            throw .duplicateRouteType(
                type: entry.typeName ?? entry.pattern.description,
                existingOwner: self.owner(of: entries[Int(existing)]),
                newOwner: owner)
        }
        let index = Int32(entries.count)
        var node = 0
        for (position, segment) in segments.enumerated() {
            switch segment {
            case .literal(let literal):
                let text = Self.key(literal, at: position)
                let hash = Literals.hash(text)
                if let child = nodes[node].literals.node(for: text, hash: hash) {
                    node = Int(child)
                } else {
                    nodes.append(Node())
                    nodes[node].literals.add(text, hash: hash, node: Int32(nodes.count - 1))
                    node = nodes.count - 1
                }
            case .parameter:
                if nodes[node].parameter < 0 {
                    nodes.append(Node())
                    nodes[node].parameter = Int32(nodes.count - 1)
                }
                node = Int(nodes[node].parameter)
            case .catchAll:
                break
            }
        }
        // A duplicate's path exists already, so the walk above added no node for it.
        try throwIfTaken(node, endsInCatchAll: endsInCatchAll, by: entry, owner: owner)
        if endsInCatchAll {
            nodes[node].catchAllRoute = index
        } else {
            nodes[node].route = index
        }
        entry.owner = ownerIndex(owner)
        entries.append(entry)
        if !summary.isEmpty { summaries.append((index, summary)) }
        if let type { entryByType[type] = index }
    }

    /// Inserts a pattern-only route from its text, walking the trie over the text's bytes: no
    /// segment array, no `String` for a literal the trie has already. Answers `false`, having
    /// inserted nothing, when the text is not one `RoutePattern.parseWellFormed` accepts (the
    /// caller parses it the general way, which says what is wrong); a duplicate throws as
    /// `insert` does. (Kept for speed: registering 10,000 routes in 100 modules, `profile hub`;
    /// the figures are in Tools/Benchmarks/README.md, "Kept for speed".)
    mutating func insertWellFormed(
        _ text: String, owner: String, handler: @escaping Router.Handler
    ) throws(WiringError.Problem) -> Bool {
        var text = text
        guard let shape = text.withUTF8({ RoutePattern.wellFormedShape($0) }) else { return false }
        let node = text.withUTF8 { walk($0, shape) }
        let description =
            shape.start == 0 && shape.end == text.utf8.count
            ? text : String(Substring(text.utf8.dropFirst(shape.start).prefix(shape.end - shape.start)))
        var entry = Entry(
            pattern: RoutePattern(wellFormed: description, shape), isNativeOnly: false, reservedParameters: [],
            bound: nil, handler: handler)
        try throwIfTaken(node, endsInCatchAll: shape.endsInCatchAll, by: entry, owner: owner)
        let index = Int32(entries.count)
        if shape.endsInCatchAll {
            nodes[node].catchAllRoute = index
        } else {
            nodes[node].route = index
        }
        entry.owner = ownerIndex(owner)
        entries.append(entry)
        return true
    }

    /// Walks the trie along a well-formed pattern's segments, adding the nodes it lacks;
    /// answers the node where the pattern ends.
    private mutating func walk(_ bytes: UnsafeBufferPointer<UInt8>, _ shape: RoutePattern.WellFormedShape) -> Int {
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
                // The first segment is a host, keyed lowercased (see `key`): one with capitals is
                // made a `String` to lowercase it; any other is looked up from its bytes.
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

    /// The index of `owner` in `owners`, added if new.
    private mutating func ownerIndex(_ owner: String) -> Int32 {
        if owners.last == owner { return Int32(owners.count - 1) }
        if let known = owners.firstIndex(of: owner) { return Int32(known) }
        owners.append(owner)
        return Int32(owners.count - 1)
    }

    /// A literal as the trie keys it: the first segment is a URL's host, which compares
    /// case-insensitively, so it is lowercased as `RouteURL` lowercases the host.
    private static func key(_ literal: String, at position: Int) -> String {
        guard position == 0, literal.utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return literal }
        return literal.lowercased()
    }

    /// The name of the module that registered `entry`.
    func owner(of entry: Entry) -> String {
        owners[Int(entry.owner)]
    }

    private func throwIfTaken(
        _ node: Int, endsInCatchAll: Bool, by entry: Entry, owner: String
    ) throws(WiringError.Problem) {
        let existing = endsInCatchAll ? nodes[node].catchAllRoute : nodes[node].route
        guard existing >= 0 else { return }
        let other = entries[Int(existing)]
        throw .duplicateRoute(
            pattern: entry.pattern.description, existing: other.pattern.description,
            existingOwner: self.owner(of: other),
            newOwner: owner)
    }

    /// Reserves room for `count` more routes, so bulk registration grows storage once.
    ///
    /// Storage grows at least geometrically: many bulk registrations in a row (one per module
    /// at start-up) must not each copy the whole table into storage just big enough.
    mutating func reserveCapacity(additional count: Int) {
        let entriesNeeded = entries.count + count
        if entries.capacity < entriesNeeded {
            entries.reserveCapacity(max(entriesNeeded, entries.capacity * 2))
        }
        let nodesNeeded = nodes.count + count * 2
        if nodes.capacity < nodesNeeded { nodes.reserveCapacity(max(nodesNeeded, nodes.capacity * 2)) }
    }

    /// Gives back the storage the children of the root and of the nodes from `first` on hold
    /// beyond them: what one bulk registration added, without walking the whole table.
    mutating func compactChildren(from first: Int) {
        nodes[0].literals.compact()
        for index in max(first, 1)..<nodes.count { nodes[index].literals.compact() }
    }

    /// Each route's summary, in entry order (empty where it has none).
    func summaryList() -> [RouteSummary] {
        var list = [RouteSummary](repeating: "", count: entries.count)
        for (entry, summary) in summaries { list[Int(entry)] = summary }
        return list
    }

    /// The entry bound to a typed route, if any.
    func entry(forType type: ObjectIdentifier) -> Int? {
        entryByType[type].map(Int.init)
    }

    /// Finds the route for decoded path segments: literal before parameter before catch-all at
    /// each position, backtracking when a branch dead-ends. Returns the entry index and the
    /// captured values in pattern order.
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
