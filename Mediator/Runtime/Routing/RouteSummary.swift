/// One line saying what a route shows or does, in every language the app speaks, written once
/// where the route is declared:
///
/// ```swift
/// public static let summary: RouteSummary = ["en": "the cart", "zh-Hans": "购物车"]
/// ```
///
/// The keys are language codes as the app's resource folders spell them (`en`, `zh-Hans`); the
/// first one given is the text for a language the summary does not have. A plain string literal
/// (`"the cart"`) is a summary in one language, shown whatever the language. The runtime never
/// picks a language: introspection carries every text, and a front end asks for the user's with
/// ``text(in:)``.
///
/// Declared by every route type; front ends show it in the user's language.
public struct RouteSummary: Sendable, Hashable, Encodable, CustomStringConvertible, ExpressibleByStringLiteral,
    ExpressibleByDictionaryLiteral
{
    /// The text for a language the summary has no translation for: the first translation given,
    /// or the string literal itself.
    public let text: String
    /// The text in each language, keyed by language code; empty for a summary in one language.
    public var translations: [String: String] { translated ?? [:] }
    /// `translations`, `nil` when empty: every route registration copies its summary, and one
    /// in one language then holds no dictionary to make, retain and release (with a string
    /// literal's, 0.9 M of the 55.6 M instructions of registering 10,000 routes in 100 modules).
    private let translated: [String: String]?

    /// A summary with `text` for every language and `translations` by language code.
    public init(_ text: String, translations: [String: String] = [:]) {
        self.text = text
        self.translated = translations.isEmpty ? nil : translations
    }

    /// Encodes the text and the translations (`{}` for one language).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(translations, forKey: .translations)
    }

    private enum CodingKeys: String, CodingKey {
        case text, translations
    }

    /// A summary in one language, shown whatever the language.
    public init(stringLiteral text: String) {
        self.text = text
        self.translated = nil
    }

    /// A summary in the languages given, the first one also standing for any language not given.
    /// A code given twice keeps its first text.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(
            elements.first?.1 ?? "", translations: Dictionary(elements, uniquingKeysWith: { first, _ in first }))
    }

    /// The text in the first of `languages` (codes, compared without regard to letter case, as in
    /// `["zh-Hans", "en"]`) that the summary has, else ``text``.
    public func text(in languages: [String]) -> String {
        for language in languages {
            if let text = translations[language]
                ?? translations.first(where: { $0.key.lowercased() == language.lowercased() })?.value
            {
                return text
            }
        }
        return text
    }

    /// Whether there is nothing to say in any language.
    public var isEmpty: Bool { text.isEmpty && translations.values.allSatisfy(\.isEmpty) }

    /// The text for any language, for logs.
    public var description: String { text }
}
