import Common
import Mediator

/// The sentence a person reads for a route error, in their language. `RouteError.description`
/// is for logs and code: it names route patterns, parameter types and the runtime's reasons in
/// English. Here each kind gets the Console's own sentence, naming only what the person gave
/// (the URL, a parameter and its value) and what would be right; a declined request or a
/// handler's failure shows the module's own (already localised) reason.
public struct RouteErrorText: Sendable {
    /// The Console's strings, in the user's language.
    public let strings: StringTable

    /// Words errors with `strings`, the Console's strings.
    public init(strings: StringTable) {
        self.strings = strings
    }

    /// The sentence for `error`.
    public func callAsFunction(_ error: RouteError) -> String {
        switch error {
        case .malformedURL(let url, let reason):
            strings("error.malformedURL", ["url": url, "reason": reason])
        case .wrongScheme(let url, _, let expected):
            strings("error.wrongScheme", ["url": url, "scheme": expected])
        case .nativeOnly(let url, _):
            strings("error.nativeOnly", ["url": url])
        case .reservedParameter(let url, let name):
            strings("error.reservedParameter", ["url": url, "name": name])
        case .notFound(let route):
            // A path came from outside and may be shown; a route type's name is internal.
            route.first?.isUppercase == true
                ? strings("error.notFoundInApp") : strings("error.notFound", ["route": route])
        case .missingParameter(let name, let expectedType, _):
            strings("error.missingParameter", ["name": name, "type": kind(expectedType)])
        case .invalidParameter(let name, let value, let expectedType, _):
            strings("error.invalidParameter", ["name": name, "value": value, "type": kind(expectedType)])
        case .handlerFailed(_, let reason):
            strings("error.failed", ["reason": reason])
        case .declined(_, let reason):
            reason.message
        }
    }

    /// The kind of value a parameter needs, in the user's language; the runtime names it in English.
    private func kind(_ expectedType: String) -> String {
        switch expectedType {
        case "text": strings("type.text")
        case "true or false": strings("type.bool")
        case "a whole number": strings("type.integer")
        case "a whole number ≥ 0": strings("type.natural")
        case "a number": strings("type.number")
        default: strings("type.other")
        }
    }
}
