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

    /// Words errors with `strings`, the Console's strings.
    public init(strings: StringTable) {
        self.strings = strings
    }

    /// The sentence for `error`, for `url` when a URL the person gave caused it: input is
    /// quoted as given (a parameter's value as it was written in `url`, `qty=+2` as `+2` rather
    /// than the space a `+` decodes to), its invisible characters escaped and a long one cut
    /// (``QuotedInput``).
    public func callAsFunction(_ error: RouteError, url: String? = nil) -> String {
        var values = error.values
        for key in Self.quotedKeys where values[key] != nil {
            values[key] = values[key].map(QuotedInput.shown)
        }
        switch error {
        case .declined(_, _, let message):
            return message
        case .notFound(let route) where route.first?.isUppercase == true:
            // A route type's name is internal; only a path from outside may be shown.
            return strings("route.notFoundInApp")
        case .malformedURL(let given, let problem):
            return strings(
                error.key, ["url": QuotedInput.shown(given), "reason": reason(problem)])
        case .missingParameter(_, let expected, _):
            values["type"] = kind(expected)
        case .invalidParameter(let name, let value, let expected, _):
            values["type"] = kind(expected)
            if let url, let written = Self.written(name, decodingTo: value, in: url) {
                values["value"] = QuotedInput.shown(written)
            }
        default:
            break
        }
        return strings(error.key, values)
    }

    /// The values that are input, which a sentence quotes.
    private static let quotedKeys = ["url", "name", "value", "route", "segment", "character"]

    /// The value of the query parameter `name` as written in `url`, when it decodes to `value`.
    static func written(_ name: String, decodingTo value: String, in url: String) -> String? {
        guard let query = url.split(separator: "?", maxSplits: 1).dropFirst().first else { return nil }
        let pairs = query.prefix { $0 != "#" }.split(separator: "&")
        for pair in pairs {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard decoded(parts[0]) == name else { continue }
            let raw = parts.count > 1 ? parts[1] : ""
            if decoded(raw) == value { return String(raw) }
        }
        return nil
    }

    /// A query's part decoded as the router decodes it: `+` is a space, `%XX` a byte.
    private static func decoded(_ part: Substring) -> String? {
        part.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }

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
