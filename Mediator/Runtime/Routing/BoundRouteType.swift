/// What binding a route type adds to its table entry: the type, its schema, typed handler and requirements.
final class BoundRouteType: Sendable {
    let type: any Route.Type
    let schema: Result<RouteSchema, RouteSchema.Unsupported>
    let wholeNumbers: (@Sendable (String) async -> ClosedRange<Int>?)?
    /// The type's `Router.TypedHandler`, run by a native open.
    let typed: any Sendable
    let requirements: [RouteRequirement]
    /// Lowercased.
    let reservedParameters: Set<String>

    init<R: Route>(
        _ type: R.Type, schema: Result<RouteSchema, RouteSchema.Unsupported>,
        wholeNumbers: (@Sendable (String) async -> ClosedRange<Int>?)?, typed: @escaping Router.TypedHandler<R>
    ) {
        self.type = type
        self.schema = schema
        self.wholeNumbers = wholeNumbers
        self.typed = typed
        requirements = R.requirements
        reservedParameters = Set(R.reservedParameters.map { $0.lowercased() })
    }

    /// `error` with its parameter's expected value as the range `wholeNumbers` answers for it, if any.
    func restated(_ error: RouteError) async -> RouteError {
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
}
