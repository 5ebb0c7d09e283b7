import Common
import ContractSupport

/// The sentence a person reads for a route error, in their language. `RouteError.description`
/// is for logs and code: it names route patterns, parameter types and the runtime's reasons in
/// English. Here each kind gets the Console's own sentence under the error's `key`, naming only
/// what the person gave (the URL, a parameter and its value) and what would be right; a
/// declined request or a handler's failure shows the module's own (already localised) reason.
public struct RouteErrorText: Sendable {
    /// The Console's strings, in the user's language.
    public let strings: StringTable

    /// Words errors with `strings`, the Console's strings.
    public init(strings: StringTable) {
        self.strings = strings
    }

    /// The sentence for `error`.
    public func callAsFunction(_ error: RouteError) -> String {
        var values = error.values
        switch error {
        case .declined(_, _, let message):
            return message
        case .notFound(let route) where route.first?.isUppercase == true:
            // A route type's name is internal; only a path from outside may be shown.
            return strings("route.notFoundInApp")
        case .malformedURL(let url, let problem):
            return strings(error.key, ["url": url, "reason": reason(problem)])
        default:
            break
        }
        if let type = values["type"] { values["type"] = kind(type) }
        return strings(error.key, values)
    }

    /// Why a URL is malformed, as a clause in the user's language (the runtime's
    /// `description` is English).
    func reason(_ problem: RouteURLProblem) -> String {
        guard case .undeclaredParameter(let name, let accepted) = problem else {
            return strings(problem.key, problem.values)
        }
        guard !accepted.isEmpty else { return strings("url.undeclaredParameter.none", ["name": name]) }
        return strings(
            problem.key, ["name": name, "accepted": accepted.joined(separator: strings("list.separator"))])
    }

    /// The kind of value a parameter needs, in the user's language; the runtime names it in English.
    private func kind(_ expectedType: String) -> String {
        let range = expectedType.split(separator: " ")
        if range.count == 7, expectedType.hasPrefix("a whole number from "), range[5] == "to",
            Int128(range[4]) != nil, Int128(range[6]) != nil
        {
            return strings("type.integerRange", ["lower": String(range[4]), "upper": String(range[6])])
        }
        return switch expectedType {
        case "text": strings("type.text")
        case "true or false": strings("type.bool")
        case "a whole number": strings("type.integer")
        case "a whole number ≥ 0": strings("type.natural")
        case "a whole number from 1 to 99": strings("type.quantity")
        case "a number": strings("type.number")
        default: strings("type.other")
        }
    }
}
