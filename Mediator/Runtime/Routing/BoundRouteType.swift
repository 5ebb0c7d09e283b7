/// What binding a route type adds to its table entry: decoding, schema, typed handler, requirements.
final class BoundRouteType: Sendable {
    /// Decodes a value of the type, with the names its decoding asked about.
    let decode: @Sendable (RouteParameters) throws(RouteError) -> (route: any Route, asked: [String])
    let wholeNumbers: (@Sendable (String) async -> ClosedRange<Int>?)?
    /// Names the type when asked, so the build names no route type.
    private let name: @Sendable () -> String
    let schema: Result<RouteSchema, RouteSchema.Unsupported>
    /// The type's `Router.TypedHandler`, run by a native open (here, so a pattern-only entry has none).
    let typed: any Sendable
    let requirements: [RouteRequirement]

    init<R: Route>(
        _ type: R.Type, schema: Result<RouteSchema, RouteSchema.Unsupported>,
        wholeNumbers: (@Sendable (String) async -> ClosedRange<Int>?)? = nil,
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

    /// `error` with its parameter's expected value as the range `wholeNumbers` answers for it, if any.
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

    var typeName: String { name() }
}
