/// Why a route could not be opened. Every case names the input and what would be right.
public enum RouteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URL text is not a well-formed route URL, or asks for something no link may (see
    /// ``RouteURLProblem``).
    case malformedURL(String, reason: RouteURLProblem)
    /// The URL's scheme is not the one this hub answers.
    case wrongScheme(url: String, scheme: String, expected: String)
    /// The route may be opened only from inside the process (a payment, deleting an account).
    case nativeOnly(url: String, pattern: String)
    /// The URL's query tries to set a parameter outsiders may not set.
    case reservedParameter(url: String, name: String)
    /// No route matches; `route` is the path or the route type asked for.
    case notFound(route: String)
    /// A parameter the route needs is absent.
    case missingParameter(name: String, expectedType: String, route: String)
    /// A parameter's value does not convert to the type the route needs.
    case invalidParameter(name: String, value: String, expectedType: String, route: String)
    /// A typed route's value cannot be written as a URL that reads back the same; names the
    /// parameter and why.
    case unwritable(route: String, parameter: String, reason: String)
    /// The handler ran and failed (a route error from a route it opened in turn included).
    case handlerFailed(route: String, reason: String)
    /// The handler declined a valid request by the app's rules; `reason` says why to a person.
    case declined(route: String, reason: RouteDeclined)

    /// The family of an error, for exit codes and for choosing how to answer.
    public enum Category: Sendable, Equatable {
        /// The input is not a valid request (malformed URL, bad or missing parameter).
        case malformed
        /// Nothing answers the request.
        case notFound
        /// The request is valid but not allowed from where it came.
        case refused
        /// The handler failed.
        case failed
        /// The request was valid and allowed, and the app's rules said no.
        case declined
    }

    /// The family of this error.
    public var category: Category {
        switch self {
        case .malformedURL, .missingParameter, .invalidParameter, .unwritable: .malformed
        case .notFound: .notFound
        case .wrongScheme, .nativeOnly, .reservedParameter: .refused
        case .handlerFailed: .failed
        case .declined: .declined
        }
    }

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
        case .missingParameter(let name, let expectedType, let route):
            "route \(route) needs parameter '\(name)' (\(expectedType))"
        case .invalidParameter(let name, let value, let expectedType, let route):
            "route \(route): parameter '\(name)' is '\(value)', expected \(expectedType)"
        case .unwritable(let route, let parameter, let reason):
            "route \(route) cannot be written as a URL: parameter '\(parameter)' \(reason)"
        case .handlerFailed(let route, let reason):
            "route \(route) failed: \(reason)"
        case .declined(_, let reason):
            reason.message
        }
    }
}
