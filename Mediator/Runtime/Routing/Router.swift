/// A hub's route table: registration of typed (and, for the benchmarks, pattern-only) routes
/// while the hub is built, then lookup and the remote entry's checks, from one table for both
/// entries so the remote one opens a strict subset of what the native one does. The entries
/// themselves (set-ups, guards, handlers) are the hub's (`Hub.open`).
///
/// Built, then frozen: only a hub's build registers (`ModuleRegistrar`), and once the modules
/// have registered the hub freezes the table: from then on it is immutable and every lookup
/// reads it without taking a lock.
final class Router: Sendable {
    /// The configuration this router was made with.
    let configuration: RouterConfiguration
    let reservedParameters: Set<String>
    /// The table while it is built.
    private let building = LockedBox(RouteTable())
    /// The table once frozen, published once: reading it takes one atomic load and no lock.
    private let frozen = PublishedOnce<Frozen>()

    private final class Frozen: Sendable {
        let table: RouteTable
        init(_ table: RouteTable) { self.table = table }
    }

    /// Creates an empty router.
    init(configuration: RouterConfiguration) {
        self.configuration = configuration
        self.reservedParameters = Set(configuration.reservedParameters.map { $0.lowercased() })
    }

    // MARK: Registration

    /// What the remote entry runs for a route: the value the remote entry decoded (`nil` for a
    /// pattern-only route), the parameters, and the navigator that asked.
    typealias Handler =
        @Sendable ((any Route)?, RouteParameters, Navigator?) async throws -> RouteOutcome<
            ActionOutcome?
        >

    /// A bound type's own handler, kept so that a native open of `R` answers `R.Result`.
    struct TypedHandler<R: Route>: Sendable {
        let body: @Sendable (R, RouteRequest<R>) async throws -> RouteOutcome<R.Result>
    }

    /// Registers `patterns` as pattern-only routes of `owner`, each answered by `handler` (path
    /// parameters are text, any query is accepted). Returns the errors of the patterns that could
    /// not be registered (all of them, not the first); the others are registered. For the
    /// benchmark package, which measures the table with 10,000 patterns as its peers take them
    /// (`ModuleRegistrar.routes(patterns:answer:)`), and the runtime's tests of the matcher.
    @discardableResult
    func register(
        patterns: [String], owner: String,
        handler: @escaping @Sendable (RouteParameters) async throws -> RouteOutcome<ActionOutcome?>
    ) -> [WiringError.Problem] {
        // Parsed and inserted in one pass under the lock: each entry is built once and moved into
        // the table, rather than gathered in an array first and copied (with its retains) again.
        let (parseErrors, insertErrors) = building.withLock { table in
            Self.insert(patterns, owner: owner, handler: handler, into: &table)
        }
        return parseErrors + insertErrors
    }

    /// Inserts pattern-only routes, then compacts the children of the nodes they added: a
    /// frozen table is not copied again to compact it (see `freeze`).
    private static func insert(
        _ patterns: [String], owner: String,
        handler: @escaping @Sendable (RouteParameters) async throws -> RouteOutcome<ActionOutcome?>,
        into table: inout RouteTable
    ) -> ([WiringError.Problem], [WiringError.Problem]) {
        table.reserveCapacity(additional: patterns.count)
        let firstNewNode = table.nodes.count
        // One closure for the whole batch: made per route, each entry held its own context
        // (10,000 allocations, 0.32 MB of the 10,000-route table).
        let entryHandler: Handler = { _, parameters, _ in try await handler(parameters) }
        var parseErrors: [WiringError.Problem] = []
        var insertErrors: [WiringError.Problem] = []
        for text in patterns {
            do throws(WiringError.Problem) {
                if try table.insertWellFormed(text, owner: owner, handler: entryHandler) { continue }
            } catch {
                insertErrors.append(error)
                continue
            }
            let pattern: RoutePattern
            let segments: [RoutePattern.Segment]
            do throws(WiringError.Problem) {
                (pattern, segments) = try RoutePattern.parsed(text)
            } catch {
                parseErrors.append(error)
                continue
            }
            do throws(WiringError.Problem) {
                try table.insert(
                    RouteTable.Entry(
                        pattern: pattern, isNativeOnly: false, reservedParameters: [], bound: nil,
                        handler: entryHandler),
                    owner: owner, segments: segments, summary: "")
            } catch {
                insertErrors.append(error)
            }
        }
        table.compactChildren(from: firstNewNode)
        return (parseErrors, insertErrors)
    }

    /// Binds a typed route to a handler that receives the decoded value.
    ///
    /// The type is checked against its pattern first, from its own `Codable` conformance: it is
    /// decoded once from a probe and the value encoded (see `RouteSchema`). Every property it
    /// decodes or encodes must be of a supported type (see `Route`), every `:name` and `*name`
    /// of the pattern a coding key it decodes, and a catch-all must be named. A custom
    /// `init(from:)` that asks for a nested, unkeyed or single-value container is refused.
    /// Binding the same type twice is `duplicateRouteType`.
    ///
    /// A native-only route is never decoded from a URL: its properties are not checked, and
    /// may be of any `Codable` type (its in-app data, typed).
    ///
    /// Native callers that open the route by value hand the value over as it is; remote URLs
    /// decode it from the parameters, failing with an error that names
    /// the parameter and the expected type. For a parameter `wholeNumbers` answers a range for
    /// (the numbers that mean something now, as the catalogue's item numbers), the expected
    /// type of that error is that range, in the owner's terms, rather than the Swift type's
    /// (`a whole number from 1 to 12`, not `from -9223372036854775808 to ...`).
    func bind<R: Route>(
        _ type: R.Type, owner: String, wholeNumbers: (@Sendable (String) async -> ClosedRange<Int>?)? = nil,
        handler: @escaping @Sendable (R, RouteRequest<R>) async throws -> RouteOutcome<R.Result>
    ) throws(WiringError.Problem) {
        let (pattern, segments) = try RoutePattern.parsed(R.pattern)
        for segment in segments {
            if case .catchAll(nil) = segment {
                throw .invalidPattern(R.pattern, reason: "a typed route's catch-all needs a property name, as in *path")
            }
        }
        let schema = BoundRouteType.Schema.probe(R.self)
        switch schema {
        case .unsupported(let error) where !R.isNativeOnly:
            throw .unsupportedProperty(
                type: TypeName.of(R.self), property: error.property, propertyType: error.typeName)
        case .known(let probed) where !R.isNativeOnly:
            if let decoded = probed.decodedNames,
                let name = pattern.parameterNames.first(where: { !decoded.contains($0) })
            {
                throw .parameterWithoutProperty(type: TypeName.of(R.self), parameter: name)
            }
        default: break
        }
        let entry = RouteTable.Entry(
            pattern: pattern, isNativeOnly: R.isNativeOnly,
            reservedParameters: Set(R.reservedParameters.map { $0.lowercased() }),
            bound: BoundRouteType(
                R.self, schema: schema, wholeNumbers: wholeNumbers, typed: TypedHandler(body: handler),
                requirements: R.requirements),
            handler: { decoded, parameters, navigator in
                let route: R
                if let value = decoded as? R {
                    route = value
                } else {
                    do throws(RouteError) {
                        route = try R.decode(parameters).route
                    } catch {
                        throw ParameterFailure(error: await BoundRouteType.restate(error, wholeNumbers: wholeNumbers))
                    }
                }
                return try await handler(route, RouteRequest(isRemote: true, navigator: navigator)).erased
            })
        try building.withLock { (table) throws(WiringError.Problem) in
            try table.insert(
                entry, owner: owner, segments: segments, summary: R.summary, type: ObjectIdentifier(R.self))
        }
    }

    /// A typed route's own parameters did not decode: that error is the request's, not a
    /// failure of the handler.
    struct ParameterFailure: Error {
        let error: RouteError
    }

    // MARK: Lookup

    /// Finds the route for a parsed URL, ignoring its scheme; `nil` when none matches (or the
    /// URL cannot be matched).
    func resolve(_ url: RouteURL) -> RouteMatch? {
        try? match(url)
    }

    /// Parses `text` once and returns the lookup of its route alone, answering the owner of
    /// the route it matches (`nil` when none does), without the remote entry's checks. Not
    /// public API: the benchmark package measures what the table costs without the parser with
    /// it (`Hub.lookup(preparsing:)`).
    func lookup(preparsing text: String) throws(RouteError) -> @Sendable () -> String? {
        let url = try RouteURL(parsing: text, limits: configuration.limits)
        return { [self] in resolve(url)?.owner }
    }

    /// The route for a URL with its parameters, or `nil`; throws when a catch-all would take a
    /// segment holding an encoded `/`, which it could not tell from a real one.
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
            items.append(RouteParameters.Item(name: name, value: value, source: .path))
        }
        // A query item never repeats a path parameter's name (the path wins): names are unique.
        let pathCount = items.count
        for item in url.queryItems where !items.prefix(pathCount).contains(where: { $0.name == item.name }) {
            items.append(item)
        }
        return RouteMatch(parameters: RouteParameters(trusted: items), entry: entry, owner: owner)
    }

    // MARK: Start-up

    /// Reads the table: the frozen one without a lock, else the one being built under its lock.
    func read<T>(_ body: (RouteTable) -> T) -> T {
        if let frozen = frozen.value { return body(frozen.table) }
        return building.withLock { table in body(table) }
    }

    /// Registers the guard of a requirement (see `ModuleRegistrar.guard(_:decide:)`); a second
    /// guard of one requirement is `duplicateGuard`, naming both owners.
    func register(_ routeGuard: RouteGuard) throws(WiringError.Problem) {
        try building.withLock { (table) throws(WiringError.Problem) in
            try table.guards.add(routeGuard)
        }
    }

    /// Puts the guards of the overrides a hub is built under in place of the modules' own.
    func replaceGuards(with guards: [RouteGuard]) {
        building.withLock { table in
            for routeGuard in guards { table.guards.replace(with: routeGuard) }
        }
    }

    /// One problem per route of `owners` whose requirement has no guard.
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

    /// The guard of `requirement` for a request made now: the current task's override of it
    /// (see `Overrides`), else the router's (a module's, or the override its hub was built under).
    func routeGuard(of requirement: RouteRequirement) -> RouteGuard? {
        if let replaced = Overrides.current?.guards.guardOf(requirement) { return replaced }
        return read { $0.guards.guardOf(requirement) }
    }

    /// Freezes the table for good: published once, read without a lock from now on. The
    /// building copy shares its storage, so the table is held once. (Not compacted again:
    /// each bulk registration compacts what it added, and copying every entry and node once
    /// more cost the start of 100 modules 4.8 M instructions, 9 %.)
    func freeze() {
        let table = building.withLock { $0 }
        frozen.publish(Frozen(table))
    }

    // MARK: Introspection

    /// Every route, in registration order. A bound type's parameters are the coding keys its
    /// decoding asked for when it was bound (none for a native-only type whose properties no
    /// URL carries).
    func routes() -> [RouteInfo] {
        let (entries, summaries, owners) = read { ($0.entries, $0.summaryList(), $0.owners) }
        return zip(entries, summaries).map { entry, summary in
            RouteInfo(
                pattern: entry.pattern.description, owner: owners[Int(entry.owner)], isNativeOnly: entry.isNativeOnly,
                summary: summary, typeName: entry.typeName, parameters: entry.parameters)
        }
    }
}
