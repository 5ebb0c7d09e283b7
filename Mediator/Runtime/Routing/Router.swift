/// The route table and its two entries, remote (a URL from outside) and native (a typed value
/// from inside the process), kept together so that both doors answer from one table and the
/// remote one opens a strict subset of what the native one does.
///
/// Built, then frozen: routes are registered while a hub starts (its modules' `register(in:)`);
/// once the modules are set up the hub freezes the table, and from then on it is immutable and
/// every lookup reads it without taking a lock. Registering once a hub's registration phase is
/// over throws `WiringError.Problem.registrationClosed`. A router no hub owns is never frozen: it
/// takes its lock to read. Registration, lookup and opening are safe from many threads at once.
/// Handlers run outside any lock and may be async, so a handler may suspend and open other
/// routes; an entry returns when its handler has finished.
///
/// Opening a route is cancellable: cancel the task that opens it. What cancellation guarantees:
/// - An entry whose task is cancelled before the handler runs throws `RouteError.cancelled`
///   naming the route, and the handler never runs (nothing was done): so does one cancelled
///   while it waits for a module's deferred set-up, which stops waiting at once (the set-up
///   goes on for the other requests).
/// - A handler that is waiting (`Task.sleep`, an async service) may stop: the
///   `CancellationError` it throws, a `cancelled` route error from a route it opened in turn,
///   or a `ServiceError.cancelled` from a lookup that stopped waiting, is thrown as `cancelled`
///   naming this route.
/// - A handler that has returned keeps its outcome, even when the task was cancelled meanwhile:
///   what it did is never reported as undone. A handler that ignores cancellation runs to its end.
/// - A handler that changes state checks cancellation before its first change and then makes
///   its changes with no suspension point, so a cancelled open changed all of it or nothing.
public final class Router: Sendable {
    /// What an app decides about its URLs (scheme, names no URL may set, limits), given once
    /// when the router is made.
    public struct Configuration: Sendable {
        /// The scheme remote URLs must use, lowercased, as in `bazaar`. A constant, so it stays
        /// lowercased: URLs are compared with it after lowercasing theirs.
        public let scheme: String
        /// Query names no remote URL may set, whatever the route; compared case-insensitively.
        public var reservedParameters: Set<String>
        /// The longest remote URL accepted, in UTF-8 bytes, so hostile input costs little.
        public var maximumURLLength: Int
        /// The most path segments a remote URL may have.
        public var maximumSegments: Int
        /// The most query items a remote URL may have.
        public var maximumQueryItems: Int
        /// Whether a remote URL may carry query parameters its typed route does not declare
        /// (they are then ignored). Default `false`: such a URL is refused as malformed.
        public var ignoresUndeclaredParameters: Bool
        /// How long a route guard may take to decide a request (see `RouteRequirement`): one that
        /// has not decided by then fails the request with `RouteError.guardTimedOut`, and is
        /// cancelled, never waited for. Default 10 seconds.
        public var guardTimeout: Duration

        /// Creates a configuration; the default limits suit hand-written and server-sent links.
        public init(
            scheme: String, reservedParameters: Set<String> = [], maximumURLLength: Int = 4096,
            maximumSegments: Int = 32, maximumQueryItems: Int = 32, ignoresUndeclaredParameters: Bool = false,
            guardTimeout: Duration = .seconds(10)
        ) {
            self.scheme = scheme.lowercased()
            self.reservedParameters = reservedParameters
            self.maximumURLLength = maximumURLLength
            self.maximumSegments = maximumSegments
            self.maximumQueryItems = maximumQueryItems
            self.ignoresUndeclaredParameters = ignoresUndeclaredParameters
            self.guardTimeout = guardTimeout
        }

        /// The limits the URL parser applies.
        var limits: RouteURL.Limits {
            RouteURL.Limits(
                maximumLength: maximumURLLength, maximumSegments: maximumSegments, maximumQueryItems: maximumQueryItems)
        }
    }

    /// The configuration this router was made with.
    public let configuration: Configuration
    private let reservedParameters: Set<String>
    /// The table while it is built, and whether registration is closed.
    private let building = LockedBox(Building())
    /// The table once frozen, published once: reading it takes one atomic load and no lock.
    private let frozen = PublishedOnce<Frozen>()
    /// The hub that owns this router, for its guards (which look services up in it) and its
    /// wording of errors; weak, as the hub holds the router.
    private let owner = LockedBox(OwningHub())

    private struct OwningHub: Sendable {
        weak var hub: Hub?
    }
    /// The set-ups of the owning hub's modules: an open waits for its route's owner while that
    /// owner's deferred set-up runs, and fails once it has failed. A router no hub owns files none.
    let setUps = ModuleSetUps()

    private struct Building: Sendable {
        var table = RouteTable()
        var isClosed = false
    }

    private final class Frozen: Sendable {
        let table: RouteTable
        init(_ table: RouteTable) { self.table = table }
    }

    /// Creates an empty router.
    public init(configuration: Configuration) {
        self.configuration = configuration
        self.reservedParameters = Set(configuration.reservedParameters.map { $0.lowercased() })
    }

    /// The hub that owns this router, if any (see `Hub.init`).
    var owningHub: Hub? {
        get { owner.withLock { $0.hub } }
        set { owner.withLock { $0.hub = newValue } }
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

    /// Registers `patterns` under one lock as pattern-only routes of `owner`, each answered by
    /// `answer` (path parameters are text, any query is accepted). Returns the errors of the
    /// patterns that could not be registered (all of them, not the first); the others are
    /// registered. Once registration is closed, every pattern's error is `registrationClosed`.
    ///
    /// Not public API: modules bind typed routes (`ModuleRegistrar.route`). It exists for the
    /// benchmark package (Tools/Benchmarks), which measures the table with 10,000 patterns as
    /// its peers take them; the layering test refuses any module, app or shell file that
    /// imports this SPI.
    @_spi(Benchmarks)
    @discardableResult
    public func register(
        patterns: [String], owner: String, answer: @escaping @Sendable () async throws -> RouteOutcome<ActionOutcome?>
    ) -> [WiringError.Problem] {
        register(patterns: patterns, owner: owner) { _ in try await answer() }
    }

    /// Registers pattern-only routes whose handler receives the parameters: the runtime's own
    /// tests of the matcher use it (see ``register(patterns:owner:answer:)``).
    @discardableResult
    func register(
        patterns: [String], owner: String,
        handler: @escaping @Sendable (RouteParameters) async throws -> RouteOutcome<ActionOutcome?>
    ) -> [WiringError.Problem] {
        // Parsed and inserted in one pass under the lock: each entry is built once and moved into
        // the table, rather than gathered in an array first and copied (with its retains) again.
        let (parseErrors, insertErrors) = building.withLock { building in
            guard !building.isClosed else {
                return (
                    [WiringError.Problem](), patterns.map { _ in WiringError.Problem.registrationClosed(owner: owner) }
                )
            }
            return Self.insert(patterns, owner: owner, handler: handler, into: &building.table)
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
    public func bind<R: Route>(
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
        try building.withLock { (building) throws(WiringError.Problem) in
            guard !building.isClosed else { throw .registrationClosed(owner: owner) }
            try building.table.insert(
                entry, owner: owner, segments: segments, summary: R.summary, type: ObjectIdentifier(R.self))
        }
    }

    /// A typed route's own parameters did not decode: that error is the request's, not a
    /// failure of the handler.
    private struct ParameterFailure: Error {
        let error: RouteError
    }

    // MARK: Lookup

    /// Finds the route for a parsed URL, ignoring its scheme; `nil` when none matches (or the
    /// URL cannot be matched, see ``openRemote(_:navigator:)``).
    func resolve(_ url: RouteURL) -> RouteMatch? {
        try? match(url)
    }

    /// Parses `text` once and returns the lookup of its route alone, answering the owner of
    /// the route it matches (`nil` when none does), without the remote entry's checks. Not
    /// public API: the benchmark package measures what the table costs without the parser with
    /// it (see ``register(patterns:owner:answer:)``).
    @_spi(Benchmarks)
    public func lookup(preparsing text: String) throws(RouteError) -> @Sendable () -> String? {
        let url = try RouteURL(parsing: text, limits: configuration.limits)
        return { [self] in resolve(url)?.owner }
    }

    /// The route for a URL with its parameters, or `nil`; throws when a catch-all would take a
    /// segment holding an encoded `/`, which it could not tell from a real one.
    private func match(_ url: RouteURL) throws(RouteError) -> RouteMatch? {
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

    // MARK: Entries

    /// Parses `text` as the remote entry does: strictly, refusing a URL of another scheme as
    /// a wrong scheme, even when the rest of it is malformed too (`file:///etc/passwd`).
    func remoteURL(_ text: String) throws(RouteError) -> RouteURL {
        let url: RouteURL
        do {
            url = try RouteURL(parsing: text, limits: configuration.limits)
        } catch {
            if let scheme = RouteURL.scheme(of: text), scheme != configuration.scheme {
                throw .wrongScheme(url: RouteURL.quoted(text), scheme: scheme, expected: configuration.scheme)
            }
            throw error
        }
        guard url.scheme == configuration.scheme else {
            throw .wrongScheme(url: RouteURL.quoted(text), scheme: url.scheme, expected: configuration.scheme)
        }
        return url
    }

    /// The remote entry's checks (see ``openRemote(_:navigator:)``); returns the match, ready
    /// to run.
    func remoteMatch(_ text: String) throws(RouteError) -> RouteMatch {
        let (url, match) = try remoteCandidate(text)
        guard let bound = match.bound else { return match }
        let (route, asked) = try bound.decode(match.parameters)
        if let name = undeclared(url, asked: asked) {
            throw Self.undeclaredParameter(text, name: name, pattern: match.pattern, asked: asked)
        }
        var decoded = match
        decoded.decoded = route
        return decoded
    }

    /// The typed route a URL names, decoded after every check of the remote entry (see
    /// ``openRemote(_:navigator:)``: its errors are thrown here), with the module that bound it; the handler
    /// does not run. For a front end that opens it natively itself, as the shell does with the
    /// URL it starts on. A pattern-only route has no typed value: it is `notFound`.
    public func remoteRoute(_ text: String) async throws(RouteError) -> (route: any Route, owner: String) {
        let match = try await restatedRemoteMatch(text)
        guard let route = match.decoded else { throw .notFound(route: match.pattern.description) }
        return (route, match.owner)
    }

    /// The owner of the route a URL opens, after every check of the remote entry, without
    /// running its handler. Not public API: the benchmark package measures the remote entry's
    /// lookup with it (see ``register(patterns:owner:answer:)``).
    @_spi(Benchmarks)
    public func remoteOwner(_ text: String) throws(RouteError) -> String {
        try remoteMatch(text).owner
    }

    /// The remote entry's checks before a typed route is decoded (see ``openRemote(_:navigator:)``).
    private func remoteCandidate(_ text: String) throws(RouteError) -> (RouteURL, RouteMatch) {
        let url = try remoteURL(text)
        guard let match = try match(url) else {
            throw .notFound(route: url.typedPath)
        }
        guard !match.isNativeOnly else {
            throw .nativeOnly(url: RouteURL.quoted(text), pattern: match.pattern.description)
        }
        let pathNames = match.pattern.parameterNames
        for item in url.queryItems {
            let name = Self.folded(item.name)
            if pathNames.contains(where: { Self.folded($0) == name }) || reservedParameters.contains(name)
                || match.reservedParameters.contains(name)
            {
                throw .reservedParameter(url: RouteURL.quoted(text), name: item.name)
            }
        }
        return (url, match)
    }

    /// The first query parameter of `url` that a typed route's decoding, which asked about
    /// `asked`, never asked about; `nil` when there is none or the configuration ignores them.
    private func undeclared(_ url: RouteURL, asked: [String]) -> String? {
        guard !configuration.ignoresUndeclaredParameters else { return nil }
        return url.queryItems.first { !asked.contains($0.name) }?.name
    }

    /// The refusal of query parameter `name`, which route `pattern` does not take; its decoding
    /// asked about `asked` (the path parameters among them).
    private static func undeclaredParameter(
        _ text: String, name: String, pattern: RoutePattern, asked: [String]
    ) -> RouteError {
        let taken = asked.filter { !pattern.parameterNames.contains($0) }
        return .malformedURL(RouteURL.quoted(text), reason: .undeclaredParameter(name: name, accepted: taken.sorted()))
    }

    /// A parameter name as reserved names compare: lowercased, without copying a name that
    /// is lowercase already.
    private static func folded(_ name: String) -> String {
        name.utf8.contains { $0 >= 0x80 || (0x41...0x5A).contains($0) } ? name.lowercased() : name
    }

    /// Opens a URL from outside the process and runs its handler, after the remote entry's
    /// checks: the URL is parsed strictly, a URL of another scheme refused as a wrong scheme
    /// (even when the rest of it is malformed too, as in `file:///etc/passwd`), then an unknown
    /// route is `notFound`, and a native-only route or a query that sets a path parameter or a
    /// reserved parameter (names compared case-insensitively) is refused. A typed route's value
    /// is then decoded (its errors, such as `missingParameter` or `invalidParameter`, are thrown
    /// here), and a query parameter its decoding never asked about is refused as malformed,
    /// naming it and the ones the route takes, unless the configuration ignores those: exact
    /// for any route type, whatever its coding keys or its own `init(from:)`. While the module
    /// that answers the route, or one whose services it consumes, is not set up (deferred, see
    /// `BusinessModule.defersSetUp`) the open begins its set-up if need be and waits for it; once
    /// that set-up has failed it throws `setUpFailed` naming that module, and so it does at once
    /// when that set-up waits for the one making this request (its reason names the chain).
    /// Cancelled while it waits, it throws `cancelled`. So does the native entry.
    ///
    /// The handler may suspend; the entry returns when it has finished. The guards of the
    /// route's requirements decide first, after those checks (see `RouteRequirement.Decision`).
    public func openRemote(
        _ text: String, navigator: Navigator? = nil
    ) async throws(RouteError) -> RouteOutcome<ActionOutcome?> {
        try await openRemote(text, navigator: navigator, chain: [])
    }

    /// The remote entry for a request redirects have led through `chain` so far (empty when
    /// none has), as it is opened again when it resumes.
    private func openRemote(
        _ text: String, navigator: Navigator?, chain: [String]
    ) async throws(RouteError) -> RouteOutcome<ActionOutcome?> {
        // The owner's set-up before anything of the module runs (its `wholeNumbers` included).
        if !setUps.areAllReady, let candidate = try? remoteCandidate(text).1 {
            try await setUp(of: candidate.owner, pattern: candidate.pattern)
        }
        let match = try await restatedRemoteMatch(text)
        if let requirements = match.bound?.requirements, !requirements.isEmpty, let route = match.decoded,
            let answer = try await guarding(
                route, requirements: requirements, pattern: match.pattern, requested: text, chain: chain,
                navigator: navigator,
                reopen: { [self] (chain) async throws(RouteError) in
                    try await openRemote(text, navigator: navigator, chain: chain)
                })
        {
            return answer
        }
        let handler = match.handler
        return try await run(match.pattern) { try await handler(match.decoded, match.parameters, navigator) }
    }

    /// The remote entry's match (see `remoteMatch`), with a parameter that does not decode
    /// restated in the terms of the route's `wholeNumbers` (which may suspend). The match is
    /// looked up again only on that error's path.
    private func restatedRemoteMatch(_ text: String) async throws(RouteError) -> RouteMatch {
        do throws(RouteError) {
            return try remoteMatch(text)
        } catch {
            switch error {
            case .invalidParameter, .missingParameter:
                guard let bound = (try? remoteCandidate(text))?.1.bound else { throw error }
                throw await bound.restate(error)
            default:
                throw error
            }
        }
    }

    /// Opens a typed route from inside the process, handing the value to the handler as it is,
    /// with the completion typed by the route's result. Only the handler bound to the type
    /// runs: a route type nobody bound throws `RouteError.notFound` naming the type. The handler
    /// may suspend; the entry returns when it has finished. The guards of the route's
    /// requirements decide first, as on the remote entry: no caller can skip them.
    public func openNative<R: Route>(
        _ route: R, completion: RouteCompletion<R.Result>? = nil, navigator: Navigator? = nil
    ) async throws(RouteError) -> RouteOutcome<R.Result> {
        try await openNative(route, completion: completion, navigator: navigator, chain: [])
    }

    /// The native entry for a request redirects have led through `chain` so far (empty when
    /// none has): a guard's redirect opens its route so, and a request is opened so again when
    /// it resumes.
    func openNative<R: Route>(
        _ route: R, completion: RouteCompletion<R.Result>?, navigator: Navigator?, chain: [String]
    ) async throws(RouteError) -> RouteOutcome<R.Result> {
        let bound: RouteTable.Entry? = read { table in
            table.entry(forType: ObjectIdentifier(R.self)).map { table.entries[$0] }
        }
        guard let entry = bound, let handler = entry.bound?.typed as? TypedHandler<R> else {
            throw .notFound(route: TypeName.of(R.self))
        }
        if !setUps.areAllReady { try await setUp(of: read { $0.owner(of: entry) }, pattern: entry.pattern) }
        if let requirements = entry.bound?.requirements, !requirements.isEmpty,
            let answer = try await guarding(
                route, requirements: requirements, pattern: entry.pattern, requested: url(showing: route),
                chain: chain, navigator: navigator,
                reopen: { [self] (chain) async throws(RouteError) in
                    try await openNative(route, completion: completion, navigator: navigator, chain: chain)
                })
        {
            return answer
        }
        let request = RouteRequest<R>(completion: completion, navigator: navigator)
        return try await run(entry.pattern) { try await handler.body(route, request) }
    }

    /// Waits while the deferred set-up of `owner`, or of a module whose services it consumes,
    /// has not ended (begun if it has not); throws `setUpFailed` naming the one that failed (or
    /// that waits for the set-up making this request), `cancelled` naming route `pattern` when
    /// the task is cancelled.
    private func setUp(of owner: String, pattern: RoutePattern) async throws(RouteError) {
        switch await setUps.failure(opening: owner) {
        case nil: return
        case .setUpFailed(let module, let reason)?: throw .setUpFailed(module: module, reason: reason)
        case .cancelled?: throw .cancelled(route: pattern.description)
        }
    }

    /// Runs a handler, unless the task is cancelled already (then `cancelled`, and the handler
    /// never runs). Its own `declined` or `handlerFailed` (no route yet) gets this route; its
    /// cancellation (a `CancellationError`, or `cancelled` from a route it opened in turn) is
    /// this route's; any other route error it throws (from a route it opened in turn) is its own
    /// failure, naming this route; a typed route's parameters that do not decode keep their error. A
    /// module that could not set up, met opening a route or looking up a service, is named as it
    /// is (`setUpFailed`): the request needed that module.
    private func run<Result>(
        _ pattern: RoutePattern, _ handler: () async throws -> RouteOutcome<Result>
    ) async throws(RouteError) -> RouteOutcome<Result> {
        guard !Task.isCancelled else { throw .cancelled(route: pattern.description) }
        do {
            return try await handler()
        } catch {
            throw Self.failure(error, of: pattern)
        }
    }

    /// What a handler (or a guard) of route `pattern` threw, as the route error its request
    /// fails with (see ``run(_:_:)``).
    static func failure(_ error: any Error, of pattern: RoutePattern) -> RouteError {
        switch error {
        case let failure as ParameterFailure:
            failure.error
        case RouteError.declined("", let code, let message):
            .declined(route: pattern.description, code: code, message: message)
        case RouteError.handlerFailed("", let reason):
            .handlerFailed(route: pattern.description, reason: reason)
        case is CancellationError, RouteError.cancelled, ServiceError.cancelled:
            .cancelled(route: pattern.description)
        case RouteError.setUpFailed(let module, let reason), ServiceError.setUpFailed(_, let module, let reason):
            .setUpFailed(module: module, reason: reason)
        case let error as RouteError:
            .handlerFailed(route: pattern.description, reason: error.description)
        default:
            .handlerFailed(route: pattern.description, reason: String(describing: error))
        }
    }

    // MARK: Start-up

    /// Reads the table: the frozen one without a lock, else the one being built under its lock.
    private func read<T>(_ body: (RouteTable) -> T) -> T {
        if let frozen = frozen.value { return body(frozen.table) }
        return building.withLock { building in body(building.table) }
    }

    /// Registers the guard of a requirement (see `ModuleRegistrar.guard(_:decide:)`); a second
    /// guard of one requirement is `duplicateGuard`, naming both owners.
    func register(_ routeGuard: RouteGuard) throws(WiringError.Problem) {
        try building.withLock { (building) throws(WiringError.Problem) in
            guard !building.isClosed else { throw .registrationClosed(owner: routeGuard.owner) }
            try building.table.guards.add(routeGuard)
        }
    }

    /// Puts the guards of the overrides a hub starts under in place of the modules' own.
    func replaceGuards(with guards: [RouteGuard]) {
        building.withLock { building in
            for routeGuard in guards { building.table.guards.replace(with: routeGuard) }
        }
    }

    /// One problem per route of `owners` whose requirement has no guard.
    func unguardedRequirements(of owners: [String]) -> [WiringError.Problem] {
        building.withLock { building in
            let table = building.table
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
    /// (see `Overrides`), else the router's (a module's, or the override its hub started under).
    func routeGuard(of requirement: RouteRequirement) -> RouteGuard? {
        if let replaced = Overrides.current?.guards.guardOf(requirement) { return replaced }
        return read { $0.guards.guardOf(requirement) }
    }

    /// The routes as they are now, for `restore`.
    func snapshot() -> RouteTable {
        building.withLock { $0.table }
    }

    /// Closes registration (while the hub sets its modules up) or opens it again (after a
    /// failed start), putting back the routes of `snapshot` when given.
    func setRegistrationClosed(_ isClosed: Bool, restoring snapshot: RouteTable? = nil) {
        building.withLock { building in
            building.isClosed = isClosed
            if let snapshot { building.table = snapshot }
        }
    }

    /// Freezes the table for good: published once, read without a lock from now on. The
    /// building copy shares its storage, so the table is held once. (Not compacted again:
    /// each bulk registration compacts what it added, and copying every entry and node once
    /// more cost the start of 100 modules 4.8 M instructions, 9 %.)
    func freeze() {
        building.withLock { building in
            building.isClosed = true
            frozen.publish(Frozen(building.table))
        }
    }

    // MARK: Introspection

    /// Every route, in registration order. A bound type's parameters are the coding keys its
    /// decoding asked for when it was bound (none for a native-only type whose properties no
    /// URL carries).
    public func routes() -> [RouteInfo] {
        let (entries, summaries, owners) = read { ($0.entries, $0.summaryList(), $0.owners) }
        return zip(entries, summaries).map { entry, summary in
            RouteInfo(
                pattern: entry.pattern.description, owner: owners[Int(entry.owner)], isNativeOnly: entry.isNativeOnly,
                summary: summary, typeName: entry.typeName, parameters: entry.parameters)
        }
    }

    /// The URL for a typed route, as in `bazaar://goods/detail/3`, which the remote entry opens
    /// to an equal value. Throws `RouteError.unwritable` naming the property whose value no URL
    /// can carry so (an empty or `.` path value, a non-finite number, a control or invisible
    /// formatting character, a reserved name, an empty coding key, an unsupported type), and
    /// for a bound type whatever the remote entry would refuse the URL for: a native-only
    /// route or a reserved name (that error as it is), a URL over the limits (naming
    /// `(the whole URL)`), a value its type's own `init(from:)` refuses or a parameter its
    /// decoding does not read back (naming the parameter).
    public func url<R: Route>(for route: R) throws(RouteError) -> String {
        let entry: RouteTable.Entry? = read { table in
            table.entry(forType: ObjectIdentifier(R.self)).map { table.entries[$0] }
        }
        let pattern: RoutePattern
        do throws(WiringError.Problem) {
            pattern = try RoutePattern(R.pattern)
        } catch {
            throw .unwritable(route: R.pattern, parameter: "(the pattern)", reason: error.description)
        }
        // A type that is not bound is probed here, so an unsupported property is named rather
        // than left out.
        let decoded: Set<String>?
        switch entry?.bound?.schema ?? .probe(R.self) {
        case .known(let schema): decoded = schema.decodedNames
        case .unsupported(let error):
            throw .unwritable(
                route: R.pattern, parameter: error.property, reason: "is \(error.typeName), not a supported type")
        }
        let values = try values(of: route, decoded: decoded)
        let reserved = reservedParameters.union(R.reservedParameters.map { $0.lowercased() })
        let url =
            configuration.scheme + "://"
            + (try RouteURLEncoder.path(values, pattern: pattern) { reserved.contains(Self.folded($0)) })
        guard let entry else {
            _ = try RouteURL(parsing: url, limits: configuration.limits)
            return url
        }
        try checkReadBack(url, values: values, entry: entry)
        return url
    }

    /// Throws `unwritable` unless the remote entry reads `url`, written from `values`, back
    /// to the same parameters of `entry`'s route, and its type decodes them asking about each.
    private func checkReadBack(
        _ url: String, values: [RouteURLEncoder.Value], entry: RouteTable.Entry
    )
        throws(RouteError)
    {
        let route = entry.pattern.description
        let parsed: RouteURL
        let match: RouteMatch
        do {
            (parsed, match) = try remoteCandidate(url)
        } catch {
            switch error {
            case .wrongScheme, .nativeOnly, .reservedParameter: throw error
            default: throw .unwritable(route: route, parameter: "(the whole URL)", reason: error.description)
            }
        }
        guard match.pattern == entry.pattern else {
            throw .unwritable(
                route: route, parameter: entry.pattern.parameterNames.first ?? "(the path)",
                reason: "writes a URL that opens route \(match.pattern) instead")
        }
        let expected = RouteURLEncoder.parameters(values, pattern: match.pattern)
        for (written, read) in zip(expected.items, match.parameters.items) where written != read {
            throw .unwritable(route: route, parameter: written.name, reason: "reads back as '\(read.value)'")
        }
        let asked: [String]?
        do throws(RouteError) {
            asked = try match.bound?.askedNames(decoding: match.parameters)
        } catch {
            let parameter: String
            switch error {
            case .missingParameter(let name, _, _), .invalidParameter(let name, _, _, _): parameter = name
            default: parameter = "(the route)"
            }
            throw .unwritable(route: route, parameter: parameter, reason: "does not read back: \(error.description)")
        }
        if let asked, let name = undeclared(parsed, asked: asked) {
            throw .unwritable(
                route: route, parameter: name, reason: "is written, but the route's decoding never reads it")
        }
    }

    /// The values a URL of `route` carries, of the properties in `decoded` when it is known: a
    /// property the type encodes but never decodes (a `let` with an initial value) reads back
    /// the same without the URL, so it is left out.
    private func values<R: Route>(of route: R, decoded: Set<String>?) throws(RouteError) -> [RouteURLEncoder.Value] {
        let values: [RouteURLEncoder.Value]
        do throws(RouteURLEncoder.Unencodable) {
            values = try RouteURLEncoder.values(of: route)
        } catch {
            throw .unwritable(route: R.pattern, parameter: error.property, reason: error.reason)
        }
        guard let decoded else { return values }
        return values.filter { decoded.contains($0.name) }
    }
}
