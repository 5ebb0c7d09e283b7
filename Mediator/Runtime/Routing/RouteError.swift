/// Why a route could not be opened, the one error type of routing: what the entries throw, and
/// what a handler throws when the app's rules decline a request or the app fails. Every case names
/// the input and what would be right.
///
/// A handler throws `.declined(code:message:)` or `.handlerFailed(reason:)` without a route; the
/// router fills in the route's pattern. A route error a handler meets opening another route (whose
/// route is filled in) is that handler's own failure, naming its route.
///
/// Thrown by both entries and by handlers; front ends word it, modules that open routes handle it.
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
    case missingParameter(name: String, expected: Expected, route: String)
    /// A parameter's value does not convert to the type the route needs; `value` as the URL's
    /// query wrote it (`+2`, not the ` 2` it decodes to).
    case invalidParameter(name: String, value: String, expected: Expected, route: String)
    /// The handler ran and failed (a document that cannot be saved, or a route error from a route
    /// it opened in turn). A handler's own `reason` is the sentence for a person, already in the
    /// user's language, naming no internal type, route pattern or error domain. Empty `route`
    /// until the router fills it in.
    case handlerFailed(route: String = "", reason: String)
    /// The handler declined a valid request by the app's rules (out of stock, not logged in, an
    /// item not in the cart), so a front end can tell "the shop said no" from "the app broke":
    /// `code` is the rule's stable machine name (`cart.notInCart`), `message` the sentence for a
    /// person, already in the user's language. Empty `route` until the router fills it in.
    case declined(route: String = "", code: String, message: String)
    /// The guard of `requirement` did not decide the request for `route` (the URL asked for)
    /// within `Router.Configuration.guardTimeout`; the guard was cancelled.
    case guardTimedOut(route: String, requirement: String)
    /// A guard's redirects revisited a route, or went through more than five: `chain` is every
    /// URL in order, from the one asked for to the one that ended it.
    case redirectLoop(chain: [String])
    /// The module that answers the route, or one whose service its handler needed, could not set
    /// up: its deferred set-up threw (see `BusinessModule.defersSetUp`), described by `reason`,
    /// and every request that needs the module fails so. Or it cannot for this request: the
    /// request was made by a set-up that the module's set-up waits for, and `reason` names
    /// that chain of set-ups (`set-ups wait for each other in a cycle: B → A → B; ...`).
    case setUpFailed(module: String, reason: String)
    /// The task that opened the route was cancelled before the handler finished: before it ran
    /// (it never did), or while it waited (see `Router` for what cancellation guarantees). A
    /// handler throws `CancellationError` or `.cancelled()` without a route; the router fills
    /// in the route's pattern.
    case cancelled(route: String = "")

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
            route.isEmpty ? reason : "route \(route) failed: \(reason)"
        case .declined(_, _, let message):
            message
        case .guardTimedOut(let route, let requirement):
            "'\(route)': the guard of requirement \(requirement) did not decide in time"
        case .redirectLoop(let chain):
            "redirect loop: \(chain.joined(separator: " → "))"
        case .setUpFailed(let module, let reason):
            "the \(module) module could not set up: \(reason)"
        case .cancelled(let route):
            route.isEmpty ? "cancelled before it finished" : "route \(route) was cancelled before it finished"
        }
    }
}
