extension RouteError {
    /// A stable name for the case, as in `route.notFound`, for a front end's strings; a decline answers its code.
    public var key: String { parts.key }

    /// What a sentence for the error may name: what the person gave and what would be right, never a
    /// pattern (a malformed URL adds `problem`, its ``RouteURLProblem/key``, and the problem's values).
    public var values: [String: String] { parts.values }

    private var parts: (key: String, values: [String: String]) {
        switch self {
        case .malformedURL(let url, let problem):
            ("route.malformedURL", problem.values.merging(["url": url, "problem": problem.key]) { _, own in own })
        case .wrongScheme(let url, let scheme, let expected):
            ("route.wrongScheme", ["url": url, "scheme": scheme, "expected": expected])
        case .nativeOnly(let url, _): ("route.nativeOnly", ["url": url])
        case .reservedParameter(let url, let name): ("route.reservedParameter", ["url": url, "name": name])
        case .notFound(let route): ("route.notFound", ["route": route])
        case .missingParameter(let name, let expected, _):
            ("route.missingParameter", ["name": name, "type": expected.description])
        case .invalidParameter(let name, let value, let expected, _):
            ("route.invalidParameter", ["name": name, "value": value, "type": expected.description])
        case .handlerFailed(_, let reason): ("route.failed", ["reason": reason])
        case .serviceFailed(_, let error):
            switch error {
            case .creationFailed(_, let reason): ("route.failed", ["reason": reason])
            case .setUpFailed(_, let module, let reason): ("route.setUpFailed", ["module": module, "reason": reason])
            case .cancelled: ("route.cancelled", [:])
            case .missingProvider, .cycle: ("route.serviceUnavailable", [:])
            }
        case .declined(_, let code, let message): (code, ["reason": message])
        case .guardTimedOut(let route, let requirement):
            ("route.guardTimedOut", ["route": route, "requirement": requirement])
        case .redirectLoop(let chain): ("route.redirectLoop", ["chain": chain.joined(separator: " → ")])
        case .setUpFailed(let module, let reason): ("route.setUpFailed", ["module": module, "reason": reason])
        case .cancelled: ("route.cancelled", [:])
        }
    }
}
