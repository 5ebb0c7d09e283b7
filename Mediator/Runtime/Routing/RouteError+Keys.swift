extension RouteError {
    /// A stable name for the case, so a front end or module words the error in the user's
    /// language with its own strings (``description`` is English, for logs and code): as in
    /// `route.notFound`; a declined request answers its own code.
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

    /// What a sentence for the error may name: only what the person gave and what would be
    /// right (`url`, `scheme`, `name`, `value`, `type` in English words (a front end words the
    /// parameter's ``Expected`` itself), `route` for a path or
    /// route name asked for, `reason` for a handler's own sentence, `module` for a module that
    /// could not set up), never a route pattern. A
    /// malformed URL gives `url`, `problem` (its ``RouteURLProblem/key``) and the problem's own
    /// values; a guard's timeout the URL asked for as `route` and the `requirement`'s name; a
    /// redirect loop its `chain`, the URLs joined by ` → `.
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
