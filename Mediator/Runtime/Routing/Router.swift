/// A hub's route table and the remote entry's checks, one table for both entries. Only a hub's
/// build registers; then it is frozen, and every lookup reads it without a lock.
final class Router: Sendable {
    let configuration: RouterConfiguration
    let reservedParameters: Set<String>
    private let building = LockedBox(RouteTable())
    /// The table once frozen: one atomic load, no lock.
    private let frozen = PublishedOnce<RouteTable>()

    init(configuration: RouterConfiguration) {
        self.configuration = configuration
        self.reservedParameters = Set(configuration.reservedParameters.map { $0.lowercased() })
    }

    // MARK: Registration

    /// What the remote entry runs for a pattern-only route: its parameters as text.
    typealias Handler = @Sendable (RouteParameters) async throws -> RouteOutcome<ActionOutcome?>

    /// A bound type's own handler, so a native open of `R` answers `R.Result`.
    typealias TypedHandler<R: Route> = @Sendable (R, RouteRequest<R>) async throws -> RouteOutcome<R.Result>

    /// Registers pattern-only routes of `owner` (text parameters, any query) and compacts the nodes they
    /// added; answers every pattern's problem, in the patterns' order. For the benchmark package and
    /// the matcher's tests.
    @discardableResult
    func register(patterns: [String], owner: String, handler: @escaping Handler) -> [WiringError.Problem] {
        var problems: [WiringError.Problem] = []
        // One pass under the lock: each entry is built once and moved into the table, never copied.
        building.withLock { table in
            let firstNewNode = table.nodes.count
            table.reserveCapacity(additional: patterns.count)
            for text in patterns {
                do throws(WiringError.Problem) {
                    let shape = try RoutePattern.shape(of: text)
                    try table.insert(
                        RouteTable.Entry(
                            pattern: RoutePattern(text, shape), isNativeOnly: false, reservedParameters: [],
                            bound: nil, handler: handler),
                        text: text, shape: shape, owner: owner)
                } catch {
                    problems.append(error)
                }
            }
            table.compactChildren(from: firstNewNode)
        }
        return problems
    }

    /// Binds a typed route, checked first against its pattern through its own `Codable` conformance
    /// (`RouteSchema`; a native-only type's properties are not checked).
    func bind<R: Route>(
        _ type: R.Type, owner: String, wholeNumbers: (@Sendable (String) async -> ClosedRange<Int>?)? = nil,
        handler: @escaping TypedHandler<R>
    ) throws(WiringError.Problem) {
        let shape = try RoutePattern.shape(of: R.pattern)
        let pattern = RoutePattern(R.pattern, shape)
        if pattern.description == "*" || pattern.description.hasSuffix("/*") {
            throw .invalidPattern(R.pattern, reason: "a typed route's catch-all needs a property name, as in *path")
        }
        let schema = Result { () throws(RouteSchema.Unsupported) in try RouteSchema.of(R.self) }
        switch schema {
        case .failure(let error) where !R.isNativeOnly:
            throw .unsupportedProperty(
                type: TypeName.of(R.self), property: error.property, propertyType: error.typeName)
        case .success(let probed) where !R.isNativeOnly && probed.isComplete:
            let decoded = probed.properties.map(\.name)
            if let name = pattern.parameterNames.first(where: { !decoded.contains($0) }) {
                throw .parameterWithoutProperty(type: TypeName.of(R.self), parameter: name)
            }
        default: break
        }
        let entry = RouteTable.Entry(
            pattern: pattern, isNativeOnly: R.isNativeOnly,
            reservedParameters: Set(R.reservedParameters.map { $0.lowercased() }),
            bound: BoundRouteType(
                R.self, schema: schema, wholeNumbers: wholeNumbers, typed: handler),
            handler: nil)
        try building.withLock { (table) throws(WiringError.Problem) in
            try table.insert(
                entry, text: R.pattern, shape: shape, owner: owner, summary: R.summary, type: ObjectIdentifier(R.self))
        }
    }

    // MARK: Lookup

    /// Throws for a catch-all segment holding an encoded `/`.
    func match(_ url: RouteURL) throws(RouteError) -> RouteMatch? {
        let segments = url.segments
        let found: (RouteTable.Entry, [String], String)? = read { table in
            guard let (index, values) = table.match(segments) else { return nil }
            return (table.entries[index], values, table.owner(of: table.entries[index]))
        }
        guard let (entry, values, owner) = found else { return nil }
        if entry.pattern.endsInCatchAll,
            let segment = segments[(Int(entry.pattern.segmentCount) - 1)...].first(where: { $0.contains("/") })
        {
            throw .malformedURL(RouteURL.quoted(url.scheme + "://" + url.path), reason: .encodedSlash(segment: segment))
        }
        var items: [RouteParameters.Item] = []
        items.reserveCapacity(values.count + url.queryItems.count)
        for (name, value) in zip(entry.pattern.parameterNames, values) {
            items.append(RouteParameters.Item(name: name, value: value))
        }
        // A query item never repeats a path parameter's name (the path wins): names are unique.
        let pathCount = items.count
        for item in url.queryItems where !items.prefix(pathCount).contains(where: { $0.name == item.name }) {
            items.append(item)
        }
        return RouteMatch(entry: entry, owner: owner, parameters: RouteParameters(items: items))
    }

    // MARK: Start-up

    /// The frozen table without a lock, else the one being built.
    func read<T>(_ body: (RouteTable) -> T) -> T {
        if let frozen = frozen.box { return body(frozen.value) }
        return building.withLock { table in body(table) }
    }

    func register(_ routeGuard: RouteGuard) throws(WiringError.Problem) {
        try building.withLock { (table) throws(WiringError.Problem) in
            try table.guards.add(routeGuard)
        }
    }

    func replaceGuards(with guards: [RouteGuard]) {
        building.withLock { table in
            for routeGuard in guards { table.guards.replace(with: routeGuard) }
        }
    }

    func unguardedRequirements(of owners: [String]) -> [WiringError.Problem] {
        building.withLock { table in
            return table.entries.flatMap { entry -> [WiringError.Problem] in
                let owner = table.owner(of: entry)
                guard let requirements = entry.bound?.requirements, owners.contains(owner) else { return [] }
                return requirements.filter { table.guards.guardOf($0) == nil }.map {
                    .unguardedRequirement(requirement: $0.name, route: entry.pattern.description, owner: owner)
                }
            }
        }
    }

    /// The guard of `requirement` now: the task's override, else the table's.
    func routeGuard(of requirement: RouteRequirement) -> RouteGuard? {
        if let replaced = Overrides.current?.guards.guardOf(requirement) { return replaced }
        return read { $0.guards.guardOf(requirement) }
    }

    /// Freezes the table for good. Not compacted again: copying every entry and node once more cost
    /// the start of 100 modules 4.8 M instructions (9 %).
    func freeze() {
        frozen.publish(building.withLock { $0 })
    }

    // MARK: Introspection

    func routes() -> [RouteInfo] {
        let (entries, said, owners) = read { ($0.entries, $0.summaries, $0.owners) }
        var summaries = [RouteSummary](repeating: "", count: entries.count)
        for (entry, summary) in said { summaries[Int(entry)] = summary }
        return zip(entries, summaries).map { entry, summary in
            RouteInfo(
                pattern: entry.pattern.description, owner: owners[Int(entry.owner)], isNativeOnly: entry.isNativeOnly,
                summary: summary, typeName: entry.typeName, parameters: entry.parameters)
        }
    }
}
