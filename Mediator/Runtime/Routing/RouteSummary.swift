/// One line saying what a route shows or does, in every language the app speaks:
/// `public static let summary: RouteSummary = ["en": "the cart", "zh-Hans": "购物车"]`. The first
/// language given stands for the others; a string literal is one text for all.
///
/// Declared by every route type; front ends show it in the user's language.
public struct RouteSummary: Sendable, Hashable, Encodable, CustomStringConvertible, ExpressibleByStringLiteral,
    ExpressibleByDictionaryLiteral
{
    /// The text for a language without its own: the first given.
    public let text: String
    /// The text by language code; empty for one language.
    public let translations: [String: String]

    /// A summary in one language, shown whatever the language.
    public init(stringLiteral text: String) {
        (self.text, translations) = (text, [:])
    }

    /// A summary in the languages given, the first standing for the others.
    public init(dictionaryLiteral elements: (String, String)...) {
        text = elements.first?.1 ?? ""
        translations = Dictionary(elements, uniquingKeysWith: { first, _ in first })
    }

    /// The text in the first of `languages` it has (codes, case-insensitive), else ``text``.
    public func text(in languages: [String]) -> String {
        for language in languages {
            let text =
                translations[language] ?? translations.first { $0.key.lowercased() == language.lowercased() }?.value
            if let text { return text }
        }
        return text
    }

    /// Whether there is nothing to say in any language.
    public var isEmpty: Bool { text.isEmpty && translations.values.allSatisfy(\.isEmpty) }

    /// The text for any language, for logs.
    public var description: String { text }
}
