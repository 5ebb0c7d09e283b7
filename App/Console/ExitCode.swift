import Common
import ContractSupport

/// The exit codes of `bazaar` and `shell`, as documented in `--help` and App/Reference/ExitCodes.md.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// Done.
    case success = 0
    /// The app failed: a handler failed, a route guard did not decide in time or redirected in
    /// a loop, the wiring is broken, state is unusable, output cannot be written.
    case failure = 1
    /// A usage error or malformed input: a bad URL, a parameter of the wrong type or out of range.
    case usage = 2
    /// Not found: no route matches.
    case notFound = 3
    /// Refused: wrong scheme, native-only route, reserved parameter.
    case refused = 4
    /// Declined by the shop's rules: out of stock, not logged in, an item not in the cart.
    case declined = 5
    /// Interrupted: Ctrl-C (SIGINT) cancelled a page while it loaded. 130 is 128 + SIGINT's
    /// number, what a shell reports for a program SIGINT ended, so a script reads it as usual.
    case interrupted = 130

    /// The exit code for a route error.
    public init(_ error: RouteError) {
        switch error {
        case .malformedURL, .missingParameter, .invalidParameter: self = .usage
        case .notFound: self = error.namesRouteType ? .failure : .notFound
        case .wrongScheme, .nativeOnly, .reservedParameter: self = .refused
        case .handlerFailed, .serviceFailed, .guardTimedOut, .redirectLoop, .setUpFailed: self = .failure
        case .declined: self = .declined
        case .cancelled: self = .interrupted
        }
    }

    /// The exit codes under their heading, one line each, in `language`, for `--help`.
    public static func helpText(in language: Language) throws(LocalizationError) -> String {
        let strings = try ConsoleStrings.load(language)
        return ([strings("help.exitCodes")] + ConsoleHelp.exitCodeLines(strings)).joined(separator: "\n")
    }
}
