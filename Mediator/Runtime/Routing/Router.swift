/// A hub's route table and the remote entry's checks, one table for both entries. The table is
/// filled as the hub is built, then published once; every lookup reads it without a lock.
final class Router: Sendable {
    let configuration: RouterConfiguration
    let reservedParameters: Set<String>
    private let table = PublishedOnce<RouteTable>()
    private static let empty = RouteTable()

    init(configuration: RouterConfiguration) {
        self.configuration = configuration
        self.reservedParameters = Set(configuration.reservedParameters.map { $0.lowercased() })
    }

    /// What the remote entry runs for a pattern-only route: its parameters as text.
    typealias Handler = @Sendable (RouteParameters) async throws -> RouteOutcome<ActionOutcome?>

    /// A bound type's own handler, so a native open of `R` answers `R.Result`.
    typealias TypedHandler<R: Route> = @Sendable (R, RouteRequest<R>) async throws -> RouteOutcome<R.Result>

    // MARK: Lookup

    /// Throws for a catch-all segment holding an encoded `/`.
    func match(_ url: RouteURL) throws(RouteError) -> RouteMatch? {
        let segments = url.segments
        let found: (RouteTable.Entry, [String], String)? = read { table in
            var values: [String] = []
            guard let index = table.match(segments, from: 0, node: 0, values: &values) else { return nil }
            return (table.entries[index], values, table.owner(of: table.entries[index]))
        }
        guard let (entry, values, owner) = found else { return nil }
        if entry.pattern.endsInCatchAll,
            let segment = segments[(Int(entry.pattern.segmentCount) - 1)...].first(where: { $0.contains("/") })
        {
            throw .malformedURL(
                RouteURL.quoted(url.scheme + "://" + segments.joined(separator: "/")),
                reason: .encodedSlash(segment: segment))
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

    /// Publishes the table the hub's build filled, for good.
    func freeze(_ table: RouteTable) {
        self.table.publish(table)
    }

    /// The published table, read without a lock; an empty one while the hub is built.
    func read<T>(_ body: (RouteTable) -> T) -> T {
        if let table = table.box { return body(table.value) }
        return body(Self.empty)
    }

    /// The guard of `requirement` now: the task's override, else the table's.
    func routeGuard(of requirement: RouteRequirement) -> RouteGuard? {
        if let replaced = Overrides.current?.guards.guardOf(requirement) { return replaced }
        return read { $0.guards.guardOf(requirement) }
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
