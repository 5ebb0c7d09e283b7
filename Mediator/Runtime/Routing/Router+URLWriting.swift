extension Router {
    // MARK: Writing URLs

    /// The URL for a typed route, as in `bazaar://goods/detail/3`, which the remote entry opens
    /// to an equal value. Throws `RouteError.unwritable` naming the property whose value no URL
    /// can carry so (an empty or `.` path value, a non-finite number, a control or invisible
    /// formatting character, a reserved name, an empty coding key, an unsupported type), and
    /// for a bound type whatever the remote entry would refuse the URL for: a native-only
    /// route or a reserved name (that error as it is), a URL over the limits (naming
    /// `(the whole URL)`), a value its type's own `init(from:)` refuses or a parameter its
    /// decoding does not read back (naming the parameter).
    func url<R: Route>(for route: R) throws(RouteError) -> String {
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
