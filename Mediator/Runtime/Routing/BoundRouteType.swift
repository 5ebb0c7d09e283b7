/// What binding a route type adds to its table entry: decoding it from parameters, with the
/// names it asks about, and its schema, worked out from a decoding probe only when first
/// needed (introspection, `url(for:)`). Binding itself checks the type from
/// its reflection metadata (`RouteSchema.check`): a type's first decoding costs the process a
/// scan of every protocol conformance (about 270,000 instructions), which start-up would pay
/// for every bound type.
final class BoundRouteType: Sendable {
    /// What the probe found. (Not a `Result`: instantiating `Result` with a new error type
    /// checks its `Error` conformance, a scan of every conformance in the process, 270,000
    /// instructions per bound type at start-up.)
    enum Schema: Sendable {
        case known(RouteSchema)
        case unsupported(RouteSchema.Unsupported)

        /// The schema of `R`, probed now.
        static func probe<R: Route>(_ type: R.Type) -> Schema {
            do throws(RouteSchema.Unsupported) {
                return .known(try RouteSchema.of(R.self))
            } catch {
                return .unsupported(error)
            }
        }
    }

    /// Decodes a value of the type, with the names it asked about; a parameter that does not
    /// decode is named in the Swift type's terms (see `restate(_:)`).
    let decode: @Sendable (RouteParameters) throws(RouteError) -> (route: any Route, asked: [String])
    private let wholeNumbers: (@Sendable (String) async -> ClosedRange<Int>?)?
    private let probe: @Sendable () -> Schema
    /// Works out the type's name when someone asks (introspection, errors), so start-up does
    /// not name every route type.
    private let name: @Sendable () -> String
    private let cache: LockedBox<Schema?>
    /// The type's `Router.TypedHandler`, which a native open of the type runs. Kept here rather
    /// than in the table entry, so a pattern-only route's entry does not carry an empty one.
    let typed: any Sendable

    /// The binding of `type`; `schema` when binding already had to probe it; `wholeNumbers`
    /// as `Router.bind` takes it; `typed` the handler a native open runs.
    init<R: Route>(
        _ type: R.Type, schema: RouteSchema?, wholeNumbers: (@Sendable (String) async -> ClosedRange<Int>?)? = nil,
        typed: Router.TypedHandler<R>
    ) {
        self.typed = typed
        self.wholeNumbers = wholeNumbers
        decode = { (parameters) throws(RouteError) in
            let (route, asked) = try R.decode(parameters)
            return (route, asked)
        }
        probe = { Schema.probe(R.self) }
        name = { TypeName.of(R.self) }
        cache = LockedBox(schema.map { .known($0) })
    }

    /// `error` of `decode` with the expected type of its parameter as the range the binding's
    /// `wholeNumbers` answers for it, when it answers one.
    func restate(_ error: RouteError) async -> RouteError {
        await Self.restate(error, wholeNumbers: wholeNumbers)
    }

    /// `error` with the expected type of its parameter as the range `wholeNumbers` answers for
    /// it, when it answers one.
    static func restate(
        _ error: RouteError, wholeNumbers: (@Sendable (String) async -> ClosedRange<Int>?)?
    ) async -> RouteError {
        switch error {
        case .invalidParameter(let name, let value, _, let route):
            guard let range = await wholeNumbers?(name) else { return error }
            return .invalidParameter(name: name, value: value, expected: .wholeNumbers(range), route: route)
        case .missingParameter(let name, _, let route):
            guard let range = await wholeNumbers?(name) else { return error }
            return .missingParameter(name: name, expected: .wholeNumbers(range), route: route)
        default:
            return error
        }
    }

    /// The type's name, as in `GoodsDetail`.
    var typeName: String { name() }

    /// The bound types this thread is asking about (probing one, or decoding one to check a
    /// URL it wrote): a type whose own `init(from:)` asks the router about itself (its
    /// parameters, its URL) while it is asked about gets no answer to that inner question,
    /// rather than asking again without end.
    @TaskLocal private static var asking: [ObjectIdentifier] = []

    /// The schema, probed on first use outside any lock (the type's own `init(from:)` runs);
    /// two threads asking at once may both probe, with the same result.
    var schema: Schema {
        if let known = cache.withLock({ $0 }) { return known }
        let id = ObjectIdentifier(self)
        guard !Self.asking.contains(id) else {
            return .unsupported(
                .init(property: "(the route)", typeName: "a type whose own decoding asks about its own parameters"))
        }
        let probed = Self.$asking.withValue(Self.asking + [id]) { probe() }
        cache.withLock { $0 = probed }
        return probed
    }

    /// The names the type's decoding of `parameters` asks about, to check a URL it wrote;
    /// `nil` when this thread is asking about the type already.
    func askedNames(decoding parameters: RouteParameters) throws(RouteError) -> [String]? {
        let id = ObjectIdentifier(self)
        guard !Self.asking.contains(id) else { return nil }
        var asked: [String] = []
        var failure: RouteError?
        Self.$asking.withValue(Self.asking + [id]) {
            do throws(RouteError) {
                asked = try decode(parameters).asked
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return asked
    }

    /// The names of the properties the type decodes; `nil` when the probe cannot tell them all.
    var decodedNames: Set<String>? {
        guard case .known(let schema) = schema else { return nil }
        return schema.decodedNames
    }
}
