/// Why a route could not be opened: what both entries throw, and what a handler throws to decline
/// or fail, naming its route (`R.pattern`). Every case names the input and what is right.
///
/// Thrown by both entries and by handlers; front ends word it, modules that open routes handle it.
public enum RouteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URL is not a well-formed route URL, or asks for what no link may.
    case malformedURL(String, reason: RouteURLProblem)
    /// The URL's scheme is not the one this hub answers.
    case wrongScheme(url: String, scheme: String, expected: String)
    /// The route may be opened only from inside the process.
    case nativeOnly(url: String, pattern: String)
    /// The URL's query tries to set a parameter outsiders may not set.
    case reservedParameter(url: String, name: String)
    /// No route matches; `route` is the path or the route type asked for.
    case notFound(route: String)
    /// A parameter the route needs is absent.
    case missingParameter(name: String, expected: Expected, route: String)
    /// A parameter's value does not convert; `value` as the query wrote it.
    case invalidParameter(name: String, value: String, expected: Expected, route: String)
    /// The handler failed; `reason` is a sentence in the user's language.
    case handlerFailed(route: String, reason: String)
    /// A service the handler or guard looked up could not be had: nobody provides it, it needs
    /// itself, or its provider threw.
    case serviceFailed(route: String, error: ServiceError)
    /// The handler declined a valid request: `code` names the app's rule (`cart.notInCart`), `message` says why.
    case declined(route: String, code: String, message: String)
    /// The guard of `requirement` did not decide in time for the URL asked for; it was cancelled.
    case guardTimedOut(route: String, requirement: String)
    /// Redirects revisited a route or went through more than five: every URL, in order.
    case redirectLoop(chain: [String])
    /// A module the request needs could not set up (or cannot for this request, made by a set-up it
    /// waits for); `reason` says why.
    case setUpFailed(module: String, reason: String)
    /// The opening task was cancelled before the handler finished.
    case cancelled(route: String)

    /// One line for a person.
    public var description: String {
        switch self {
        case .malformedURL(let url, let reason):
            "malformed URL '\(url)': \(reason)"
        case .wrongScheme(let url, let scheme, let expected):
            "refused '\(url)': scheme '\(scheme)' is not served here; use \(expected)://"
        case .nativeOnly(let url, let pattern):
            "refused '\(url)': route \(pattern) can only be opened from inside the app"
        case .reservedParameter(let url, let name):
            "refused '\(url)': parameter '\(name)' cannot be set from a URL"
        case .notFound(let route):
            "no route for '\(route)'"
        case .missingParameter(let name, let expected, let route):
            "route \(route) needs parameter '\(name)' (\(expected))"
        case .invalidParameter(let name, let value, let expected, let route):
            "route \(route): parameter '\(name)' is '\(value)', expected \(expected)"
        case .handlerFailed(let route, let reason):
            "route \(route) failed: \(reason)"
        case .serviceFailed(let route, let error):
            "route \(route) failed: \(error)"
        case .declined(_, _, let message):
            message
        case .guardTimedOut(let route, let requirement):
            "'\(route)': the guard of requirement \(requirement) did not decide in time"
        case .redirectLoop(let chain):
            "redirect loop: \(chain.joined(separator: " → "))"
        case .setUpFailed(let module, let reason):
            "the \(module) module could not set up: \(reason)"
        case .cancelled(let route):
            "route \(route) was cancelled before it finished"
        }
    }
}
