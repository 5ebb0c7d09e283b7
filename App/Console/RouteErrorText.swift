import Common
import ContractSupport
import Foundation

/// The sentence a person reads for a route error, in their language. `RouteError.description`
/// is for logs and code: it names route patterns, parameter types and the runtime's reasons in
/// English. Here each kind gets the Console's own sentence under the error's `key`, naming only
/// what the person gave (the URL, a parameter and its value) and what would be right; a
/// declined request or a handler's failure shows the module's own (already localised) reason.
public struct RouteErrorText: Sendable {
    /// The Console's strings, in the user's language.
    public let strings: StringTable
    /// The hub a path no route answers is tried against in lowercase, to suggest that spelling
    /// when a route answers it; `nil`: no suggestion.
    public let hub: Hub?

    /// Words errors with `strings`, the Console's strings, suggesting paths `hub` answers.
    public init(strings: StringTable, hub: Hub? = nil) {
        self.strings = strings
        self.hub = hub
    }

    /// The sentence for `error`: input is quoted as given (a parameter's value as the URL wrote
    /// it, `qty=+2` as `+2` rather than the space a `+` decodes to), its invisible characters
    /// escaped and a long one cut (``QuotedInput``).
    public func callAsFunction(_ error: RouteError) -> String {
        var values = error.values
        for key in Self.quotedKeys where values[key] != nil {
            values[key] = values[key].map(QuotedInput.shown)
        }
        switch error {
        case .declined(_, _, let message):
            return message
        case .notFound where error.namesRouteType:
            // A route type's name is internal; only a path from outside may be shown.
            return strings("route.notFoundInApp")
        case .notFound(let route):
            if let lowercase = lowercaseSpelling(of: route) {
                values["suggestion"] = QuotedInput.shown(lowercase)
                return strings("route.notFound.lowercase", values)
            }
        case .malformedURL(let given, let problem):
            return strings(
                error.key, ["url": QuotedInput.shown(given), "reason": reason(problem)])
        case .missingParameter(_, let expected, _):
            values["type"] = kind(expected)
        case .invalidParameter(_, _, let expected, _):
            values["type"] = kind(expected)
        default:
            break
        }
        return strings(error.key, values)
    }

    /// `path` in lowercase when it differs and a route of `hub` answers it (perhaps asking for
    /// parameters): paths are case-sensitive, and people type capitals.
    private func lowercaseSpelling(of path: String) -> String? {
        let lowercase = path.lowercased()
        guard let hub, lowercase != path else { return nil }
        do {
            _ = try hub.route(forURL: BazaarURL.scheme + "://" + lowercase)
        } catch {
            guard case .missingParameter = error else { return nil }
        }
        return lowercase
    }

    /// The values that are input, which a sentence quotes.
    private static let quotedKeys = ["url", "name", "value", "route", "segment", "character"]

    /// Why a URL is malformed, as a clause in the user's language (the runtime's
    /// `description` is English).
    func reason(_ problem: RouteURLProblem) -> String {
        guard case .undeclaredParameter(let name, let accepted) = problem else {
            var values = problem.values
            for key in Self.quotedKeys where values[key] != nil {
                values[key] = values[key].map(QuotedInput.shown)
            }
            return strings(problem.key, values)
        }
        let quoted = QuotedInput.shown(name)
        guard !accepted.isEmpty else { return strings("url.undeclaredParameter.none", ["name": quoted]) }
        return strings(
            problem.key, ["name": quoted, "accepted": accepted.joined(separator: strings("list.separator"))])
    }

    /// The kind of value a parameter needs, in the user's language; the runtime names it in English.
    private func kind(_ expected: RouteError.Expected) -> String {
        switch expected {
        case .text: strings("type.text")
        case .trueOrFalse: strings("type.bool")
        case .wholeNumber: strings("type.integer")
        case .naturalNumber: strings("type.natural")
        case .number: strings("type.number")
        case .wholeNumbers(let lower, let upper):
            strings("type.integerRange", ["lower": String(lower), "upper": String(upper)])
        case .value: strings("type.other")
        }
    }
}

extension RouteError {
    /// A `notFound` naming a route type, not a path (a type's name starts with a capital, a path's
    /// host is lowercase): a route the app opened itself, natively, that nothing binds.
    var namesRouteType: Bool {
        guard case .notFound(let route) = self else { return false }
        return route.first?.isUppercase == true
    }
}
