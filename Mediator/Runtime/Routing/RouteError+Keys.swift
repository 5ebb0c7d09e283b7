extension RouteError {
    /// A stable name for the case, as in `route.notFound`, for a front end's strings; a decline answers its code.
    public var key: String {
        switch self {
        case .malformedURL: "route.malformedURL"
        case .wrongScheme: "route.wrongScheme"
        case .nativeOnly: "route.nativeOnly"
        case .reservedParameter: "route.reservedParameter"
        case .notFound: "route.notFound"
        case .missingParameter: "route.missingParameter"
        case .invalidParameter: "route.invalidParameter"
        case .handlerFailed: "route.failed"
        case .declined(_, let code, _): code
        case .guardTimedOut: "route.guardTimedOut"
        case .redirectLoop: "route.redirectLoop"
        case .setUpFailed: "route.setUpFailed"
        case .cancelled: "route.cancelled"
        }
    }

    /// What a sentence for the error may name: what the person gave and what would be right, never a
    /// pattern (a malformed URL adds `problem`, its ``RouteURLProblem/key``, and the problem's values).
    public var values: [String: String] {
        switch self {
        case .malformedURL(let url, let problem):
            problem.values.merging(["url": url, "problem": problem.key]) { _, own in own }
        case .wrongScheme(let url, let scheme, let expected): ["url": url, "scheme": scheme, "expected": expected]
        case .nativeOnly(let url, _): ["url": url]
        case .reservedParameter(let url, let name): ["url": url, "name": name]
        case .notFound(let route): ["route": route]
        case .missingParameter(let name, let expected, _): ["name": name, "type": expected.description]
        case .invalidParameter(let name, let value, let expected, _):
            ["name": name, "value": value, "type": expected.description]
        case .handlerFailed(_, let reason): ["reason": reason]
        case .declined(_, _, let message): ["reason": message]
        case .guardTimedOut(let route, let requirement): ["route": route, "requirement": requirement]
        case .redirectLoop(let chain): ["chain": chain.joined(separator: " → ")]
        case .setUpFailed(let module, let reason): ["module": module, "reason": reason]
        case .cancelled: [:]
        }
    }
}
