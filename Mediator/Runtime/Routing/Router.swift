/// The route table and its two entries: remote (a URL from outside) and native (a typed
/// value from inside the process).
///
/// Registration, lookup and opening are safe from many threads at once. Handlers run
/// outside the router's lock, so a handler may open other routes.
public final class Router: Sendable {
    /// How the router answers.
    public struct Configuration: Sendable {
        /// The scheme remote URLs must use, lowercased, as in `bazaar`. A constant, so it stays
        /// lowercased: URLs are compared with it after lowercasing theirs.
        public let scheme: String
        /// Query names no remote URL may set, whatever the route.
        public var reservedParameters: Set<String>
        /// Limits on remote URLs.
        public var limits: RouteURL.Limits

        /// Creates a configuration.
        public init(scheme: String, reservedParameters: Set<String> = [], limits: RouteURL.Limits = .init()) {
            self.scheme = scheme.lowercased()
            self.reservedParameters = reservedParameters
            self.limits = limits
        }
    }

    /// The configuration this router was made with.
    public let configuration: Configuration
    private let table = LockedBox(RouteTable())

    /// Creates an empty router.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    // MARK: Registration

    /// Registers a handler for a pattern. A route of the same shape already registered is an
    /// error naming both owners; nothing is overwritten.
    public func register(
        _ pattern: String, owner: String, isNativeOnly: Bool = false, summary: String = "",
        handler: @escaping RouteHandler
    ) throws(RegistrationError) {
        let parsed = try RoutePattern(pattern)
        let entry = RouteTable.Entry(
            pattern: parsed, owner: owner, isNativeOnly: isNativeOnly, summary: summary, reservedParameters: [],
            typeName: nil, handler: handler)
        try table.withLock { (table) throws(RegistrationError) in try table.insert(entry) }
    }

    /// One route of a bulk registration.
    public struct Registration: Sendable {
        let pattern: String
        let owner: String
        let isNativeOnly: Bool
        let summary: String
        let handler: RouteHandler

        /// Describes a route to register.
        public init(
            _ pattern: String, owner: String, isNativeOnly: Bool = false, summary: String = "",
            handler: @escaping RouteHandler
        ) {
            self.pattern = pattern
            self.owner = owner
            self.isNativeOnly = isNativeOnly
            self.summary = summary
            self.handler = handler
        }
    }

    /// Registers many routes under one lock. Returns the errors of the routes that could not be
    /// registered (all of them, not the first); the others are registered.
    @discardableResult
    public func register(contentsOf registrations: [Registration]) -> [RegistrationError] {
        // Parsed and inserted in one pass under the lock: each entry is built once and moved into
        // the table, rather than gathered in an array first and copied (with its retains) again.
        let (parseErrors, insertErrors) = table.withLock { table in
            table.reserveCapacity(additional: registrations.count)
            var parseErrors: [RegistrationError] = []
            var insertErrors: [RegistrationError] = []
            for registration in registrations {
                let pattern: RoutePattern
                do throws(RegistrationError) {
                    pattern = try RoutePattern(registration.pattern)
                } catch {
                    parseErrors.append(error)
                    continue
                }
                do throws(RegistrationError) {
                    try table.insert(
                        RouteTable.Entry(
                            pattern: pattern, owner: registration.owner, isNativeOnly: registration.isNativeOnly,
                            summary: registration.summary, reservedParameters: [], typeName: nil,
                            handler: registration.handler))
                } catch {
                    insertErrors.append(error)
                }
            }
            return (parseErrors, insertErrors)
        }
        return parseErrors + insertErrors
    }

    /// Binds a typed route to a handler that receives the decoded value.
    ///
    /// Native callers that open the route by value hand the value over as it is; remote URLs
    /// and native path opens decode it from the parameters, failing with an error that names
    /// the parameter and the expected type.
    public func bind<R: Route>(
        _ type: R.Type, owner: String, handler: @escaping @Sendable (R, RouteRequest) throws -> RouteOutcome
    ) throws(RegistrationError) {
        let pattern = try RoutePattern(R.pattern)
        let entry = RouteTable.Entry(
            pattern: pattern, owner: owner, isNativeOnly: R.isNativeOnly, summary: R.summary,
            reservedParameters: R.reservedParameters, typeName: String(describing: R.self),
            handler: { request in
                let route = try (request.route as? R) ?? R(parameters: request.parameters)
                return try handler(route, request)
            })
        try table.withLock { (table) throws(RegistrationError) in
            try table.insert(entry, type: ObjectIdentifier(R.self))
        }
    }

    // MARK: Lookup

    /// Finds the route for a parsed URL, ignoring its scheme; `nil` when none matches.
    public func resolve(_ url: RouteURL) -> RouteMatch? {
        resolve(segments: url.segments, query: url.queryItems)
    }

    /// Finds the route for a path such as `goods/detail/3` (no scheme, no query).
    public func resolve(path: String) -> RouteMatch? {
        resolve(segments: path.split(separator: "/").map(String.init), query: [])
    }

    private func resolve(segments: [String], query: [RouteParameters.Item]) -> RouteMatch? {
        let found: (RouteTable.Entry, [String])? = table.withLock { table in
            guard let (index, values) = table.match(segments) else { return nil }
            return (table.entries[index], values)
        }
        guard let (entry, values) = found else { return nil }
        var items: [RouteParameters.Item] = []
        items.reserveCapacity(values.count + query.count)
        for (name, value) in zip(entry.pattern.parameterNames, values) {
            items.append(RouteParameters.Item(name: name, value: value, source: .path))
        }
        // A query item never repeats a path parameter's name (the path wins): names are unique.
        let pathCount = items.count
        for item in query where !items.prefix(pathCount).contains(where: { $0.name == item.name }) {
            items.append(item)
        }
        return RouteMatch(
            pattern: entry.pattern, owner: entry.owner, isNativeOnly: entry.isNativeOnly,
            parameters: RouteParameters(trusted: items), reservedParameters: entry.reservedParameters,
            handler: entry.handler)
    }

    // MARK: Entries

    /// The remote entry's checks: parses `text` strictly, then refuses a wrong scheme, an
    /// unknown route (`notFound`), a native-only route, and a query that sets a path parameter
    /// or a reserved parameter. Returns the match, ready to run.
    public func remoteMatch(_ text: String) throws(RouteError) -> RouteMatch {
        let url = try RouteURL(parsing: text, limits: configuration.limits)
        guard url.scheme == configuration.scheme else {
            throw .wrongScheme(url: RouteURL.quoted(text), scheme: url.scheme, expected: configuration.scheme)
        }
        guard let match = resolve(url) else {
            throw .notFound(route: url.path)
        }
        guard !match.isNativeOnly else {
            throw .nativeOnly(url: RouteURL.quoted(text), pattern: match.pattern.description)
        }
        let pathNames = match.pattern.parameterNames
        for item in url.queryItems
        where pathNames.contains(item.name) || configuration.reservedParameters.contains(item.name)
            || match.reservedParameters.contains(item.name)
        {
            throw .reservedParameter(url: RouteURL.quoted(text), name: item.name)
        }
        return match
    }

    /// Opens a URL from outside the process (see `remoteMatch`) and runs its handler.
    public func openRemote(_ text: String, navigator: Navigator? = nil) throws(RouteError) -> RouteOutcome {
        let match = try remoteMatch(text)
        return try run(
            match,
            RouteRequest(
                pattern: match.pattern, parameters: match.parameters, origin: .remote, navigator: navigator))
    }

    /// Opens a typed route from inside the process, handing the value to the handler as it is.
    /// A route type nobody bound throws `RouteError.notFound` naming the type.
    public func openNative<R: Route>(
        _ route: R, payload: (any Sendable)? = nil, completion: RouteCompletion? = nil, navigator: Navigator? = nil
    ) throws(RouteError) -> RouteOutcome {
        let bound: RouteTable.Entry? = table.withLock { table in
            table.entry(forType: ObjectIdentifier(R.self)).map { table.entries[$0] }
        }
        if let entry = bound {
            let request = RouteRequest(
                pattern: entry.pattern, route: route, payload: payload, origin: .native, completion: completion,
                navigator: navigator)
            return try run(entry.pattern, entry.handler, request)
        }
        // Bound by pattern only (or not at all): match the route's path like a URL would.
        return try openNative(
            path: route.path, payload: payload, completion: completion, navigator: navigator,
            notFoundName: String(describing: R.self))
    }

    /// Opens a path such as `goods/detail/3?tab=reviews` from inside the process.
    public func openNative(
        path: String, payload: (any Sendable)? = nil, completion: RouteCompletion? = nil, navigator: Navigator? = nil
    ) throws(RouteError) -> RouteOutcome {
        try openNative(path: path, payload: payload, completion: completion, navigator: navigator, notFoundName: nil)
    }

    /// Opens a path natively; when no route matches, the error names `notFoundName` (a route
    /// type) if given, else the path.
    private func openNative(
        path: String, payload: (any Sendable)?, completion: RouteCompletion?, navigator: Navigator?,
        notFoundName: String?
    ) throws(RouteError) -> RouteOutcome {
        let url = try RouteURL(parsing: configuration.scheme + "://" + path, limits: configuration.limits)
        guard let match = resolve(url) else {
            throw .notFound(route: notFoundName ?? url.segments.joined(separator: "/"))
        }
        let request = RouteRequest(
            pattern: match.pattern, parameters: match.parameters, payload: payload, origin: .native,
            completion: completion, navigator: navigator)
        return try run(match, request)
    }

    private func run(_ match: RouteMatch, _ request: RouteRequest) throws(RouteError) -> RouteOutcome {
        try run(match.pattern, match.handler, request)
    }

    private func run(
        _ pattern: RoutePattern, _ handler: RouteHandler, _ request: RouteRequest
    ) throws(RouteError)
        -> RouteOutcome
    {
        do {
            return try handler(request)
        } catch let error as RouteError {
            throw error
        } catch let declined as RouteDeclined {
            throw .declined(route: pattern.description, reason: declined)
        } catch {
            throw .handlerFailed(route: pattern.description, reason: String(describing: error))
        }
    }

    // MARK: Introspection

    /// Every route, in registration order.
    public func routes() -> [RouteInfo] {
        table.withLock { table in
            table.entries.map {
                RouteInfo(
                    pattern: $0.pattern.description, owner: $0.owner, isNativeOnly: $0.isNativeOnly,
                    summary: $0.summary, typeName: $0.typeName)
            }
        }
    }

    /// The URL for a typed route, as in `bazaar://goods/detail/3`.
    public func url<R: Route>(for route: R) -> String {
        configuration.scheme + "://" + route.path
    }
}
