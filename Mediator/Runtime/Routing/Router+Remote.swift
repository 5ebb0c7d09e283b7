extension Router {
    // MARK: The remote entry's checks

    /// Every check of the remote entry, the typed value decoded.
    func remoteMatch(_ text: String) throws(RouteError) -> RouteMatch {
        var (url, match) = try remoteCandidate(text)
        if let bound = match.entry.bound { match.decoded = try decode(match, bound, url: url, text: text) }
        return match
    }

    /// The typed value of `match`, which `bound` decodes; a query parameter the decoding never asked
    /// about is malformed unless the configuration ignores them.
    func decode(
        _ match: RouteMatch, _ bound: BoundRouteType, url: RouteURL, text: String
    ) throws(RouteError) -> any Route {
        let (route, asked) = try bound.type.decode(match.parameters)
        if !configuration.ignoresUndeclaredParameters,
            let name = url.queryItems.first(where: { !asked.contains($0.name) })?.name
        {
            let accepted = asked.filter { !match.entry.pattern.parameterNames.contains($0) }.sorted()
            throw .malformedURL(RouteURL.quoted(text), reason: .undeclaredParameter(name: name, accepted: accepted))
        }
        return route
    }

    func entry<R: Route>(for type: R.Type) -> (entry: RouteTable.Entry, owner: String)? {
        read { table in
            table.entryByType[ObjectIdentifier(R.self)].map {
                (table.entries[Int($0)], table.owner(of: table.entries[Int($0)]))
            }
        }
    }

    /// The remote checks before decoding: another scheme is refused even when the rest is malformed, and
    /// so are an unknown or native-only route and a query setting a path parameter or reserved name.
    func remoteCandidate(_ text: String) throws(RouteError) -> (RouteURL, RouteMatch) {
        let parsed = Result { () throws(RouteError) in try RouteURL(parsing: text, limits: configuration) }
        if let scheme = (try? parsed.get())?.scheme ?? RouteURL.scheme(of: text), scheme != configuration.scheme {
            throw .wrongScheme(url: RouteURL.quoted(text), scheme: scheme, expected: configuration.scheme)
        }
        let url = try parsed.get()
        guard let match = try match(url) else { throw .notFound(route: RouteURL.typedPath(of: text)) }
        guard !match.entry.isNativeOnly else {
            throw .nativeOnly(url: RouteURL.quoted(text), pattern: match.entry.pattern.description)
        }
        let pathNames = match.entry.pattern.parameterNames
        for item in url.queryItems {
            let name = RouteURL.folded(item.name)
            if pathNames.contains(where: { RouteURL.folded($0) == name }) || reservedParameters.contains(name)
                || match.entry.bound?.reservedParameters.contains(name) == true
            {
                throw .reservedParameter(url: RouteURL.quoted(text), name: item.name)
            }
        }
        return (url, match)
    }
}
