import Common
import ContractSupport
import Terminal

/// Why a command failed, as a script reads it: a `kind`, the exit code, the line for a person
/// and the input at fault. Text mode prints the line on standard error; JSON mode also prints
/// this as an object on standard output (see App/Reference/JSON.md).
struct ConsoleFailure: Error, Sendable, Encodable, Equatable {
    /// What went wrong, as a stable name: `usage`; a route error's case (`malformedURL`,
    /// `missingParameter`, `invalidParameter`, `notFound`, `wrongScheme`, `nativeOnly`,
    /// `reservedParameter`, `handlerFailed`, `serviceFailed`, `guardTimedOut`, `redirectLoop`, `setUpFailed`,
    /// `declined` with `code`, the rule's machine name, `cancelled`);
    /// `state` (the state directory) or `failed` (start-up, encoding).
    let kind: String
    /// The exit code the run ends with.
    let exitCode: ExitCode
    /// The line for a person.
    let message: String
    /// The input at fault, as typed (a URL, an argument), when there is one.
    let input: String?
    /// For `declined`, the rule that said no, as in `cart.notInCart`.
    let code: String?

    init(kind: String, exitCode: ExitCode, message: String, input: String?, code: String? = nil) {
        self.kind = kind
        self.exitCode = exitCode
        self.message = message
        self.input = input
        self.code = code
    }

    /// A usage error worded with `strings`; for one of `commandName`'s command line (not of
    /// the environment) the line ends with where help is.
    init(_ error: UsageError, strings: StringTable, commandName: String? = nil) {
        let message = error.message(strings)
        self.init(
            kind: "usage", exitCode: .usage,
            message: commandName.map { strings("usage.seeHelp", ["message": message, "command": $0]) } ?? message,
            input: error.input)
    }

    /// A route error for `input`, the URL or command that caused it, worded for a person by
    /// `text` (in their language). Its `kind` is the name of the error's case (`notFound`,
    /// `handlerFailed`, ...); the switch is exhaustive, so a case the runtime adds must be named.
    init(_ error: RouteError, input: String, text: RouteErrorText) {
        var code: String?
        if case .declined(_, let declined, _) = error { code = declined }
        self.init(
            kind: Self.kind(of: error), exitCode: ExitCode(error), message: text(error), input: input,
            code: code)
    }

    private static func kind(of error: RouteError) -> String {
        switch error {
        case .malformedURL: "malformedURL"
        case .wrongScheme: "wrongScheme"
        case .nativeOnly: "nativeOnly"
        case .reservedParameter: "reservedParameter"
        case .notFound: "notFound"
        case .missingParameter: "missingParameter"
        case .invalidParameter: "invalidParameter"
        case .handlerFailed: "handlerFailed"
        case .serviceFailed: "serviceFailed"
        case .declined: "declined"
        case .guardTimedOut: "guardTimedOut"
        case .redirectLoop: "redirectLoop"
        case .setUpFailed: "setUpFailed"
        case .cancelled: "cancelled"
        }
    }

    private enum CodingKeys: String, CodingKey { case kind, exitCode, message, input, code }

    /// Encodes every field; `input` and `code` as `null` when absent, so the keys are always there.
    /// `message` is the line standard error shows (one line, no control or format characters);
    /// `input` is exactly what was given.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(exitCode.rawValue, forKey: .exitCode)
        try container.encode(TerminalSanitizer.singleLine(message), forKey: .message)
        try container.encode(input, forKey: .input)
        try container.encode(code, forKey: .code)
    }
}
