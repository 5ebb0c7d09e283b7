/// What binding a route type adds to its table entry: decoding it from parameters, with the
/// names it asks about, and its schema, which binding worked out (`RouteSchema.of`).
final class BoundRouteType: Sendable {
    /// What the probe found.
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
    /// Works out the type's name when someone asks (introspection, errors), so start-up does
    /// not name every route type.
    private let name: @Sendable () -> String
    /// The type's schema.
    let schema: Schema
    /// The type's `Router.TypedHandler`, which a native open of the type runs. Kept here rather
    /// than in the table entry, so a pattern-only route's entry does not carry an empty one.
    let typed: any Sendable
    /// The requirements the type declares (`Route.requirements`), whose guards decide each
    /// request before the handler runs.
    let requirements: [RouteRequirement]

    /// The binding of `type` with its `schema`; `wholeNumbers` as `Router.bind` takes it;
    /// `typed` the handler a native open runs; `requirements` the type's.
    init<R: Route>(
        _ type: R.Type, schema: Schema, wholeNumbers: (@Sendable (String) async -> ClosedRange<Int>?)? = nil,
        typed: Router.TypedHandler<R>, requirements: [RouteRequirement] = []
    ) {
        self.typed = typed
        self.requirements = requirements
        self.wholeNumbers = wholeNumbers
        self.schema = schema
        decode = { (parameters) throws(RouteError) in
            let (route, asked) = try R.decode(parameters)
            return (route, asked)
        }
        name = { TypeName.of(R.self) }
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
}
