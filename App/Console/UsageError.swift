import Common

/// A command line that does not make sense, as a key and values: the program words it in the
/// user's language with ``message(_:)``, naming the input and what would be right.
///
/// The language is worked out from the command line before the rest of it is judged (see
/// ``ConsoleInvocation/language(of:environment:)``), so a usage error is never English inside a
/// Chinese session. ``description`` is the English, for logs and code.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The sentence's key in the program's strings, as in `usage.unknownCommand`.
    public let key: String
    /// The sentence's placeholders: what was typed and what would be right.
    public let values: [String: String]
    /// The argument at fault, as typed, when one is (`--frobnicate`); JSON errors carry it.
    public let input: String?

    /// Creates the error with the key of its sentence, its values, and the argument at fault
    /// when there is one.
    public init(_ key: String, _ values: [String: String] = [:], input: String? = nil) {
        self.key = key
        self.values = values
        self.input = input
    }

    /// A language value that is not one the app speaks, from `--lang` or the environment.
    public init(_ error: LocalizationError) {
        switch error {
        case .unknownLanguage(let value, let source):
            self.init(
                "usage.unknownLanguage",
                ["value": value, "source": source, "languages": Language.allCases.map(\.code).joined(separator: ", ")],
                input: value)
        case .malformedStrings, .unreadableResource:
            self.init("usage.other", ["reason": error.description])
        }
    }

    /// The sentence in the language of `strings` (the program's strings), the input it quotes
    /// shown as ``QuotedInput`` shows it: invisible characters escaped, a long value cut.
    public func message(_ strings: StringTable) -> String {
        var shown = values
        for key in Self.quotedKeys where shown[key] != nil {
            shown[key] = shown[key].map(QuotedInput.shown)
        }
        return strings(key, shown)
    }

    /// The values that are input as typed, which a sentence quotes.
    private static let quotedKeys = ["command", "words", "value", "option", "module", "url", "number"]

    /// The English sentence when the Console's strings have it, else the key and values.
    public var description: String {
        guard let english = try? ConsoleStrings.load(.english), english.contains(key, in: .english) else {
            return "\(key) \(values.sorted { $0.key < $1.key })"
        }
        return message(english)
    }
}
