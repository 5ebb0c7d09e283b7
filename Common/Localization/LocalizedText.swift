/// A text given in every language the app speaks, as data files hold it:
/// `{"en": "Oolong", "zh-Hans": "乌龙茶"}`.
///
/// The keys are the ``Language`` codes, so adding a case to `Language` is all it takes for data
/// to need (and offer) that language. Decoding fails with `DecodingError.keyNotFound` naming the
/// code of a language the data leaves out; other keys are ignored.
public struct LocalizedText: Sendable, Hashable, Decodable {
    /// The text in each language, in `Language.allCases` order. (Kept for speed: no `Dictionary`
    /// keyed by `Language`, whose first one costs a scan of every conformance in the process; see
    /// `StringTable`.)
    private let texts: [String]

    /// A text whose value in each language is `text(language)`.
    public init(_ text: (Language) -> String) {
        texts = Language.allCases.map(text)
    }

    /// The text in `language`.
    public func text(in language: Language) -> String {
        texts[Language.allCases.firstIndex(of: language)!]
    }

    /// The languages whose text is empty, in `Language` order; data checks use it to refuse a
    /// blank name.
    public var emptyLanguages: [Language] {
        Language.allCases.filter { text(in: $0).isEmpty }
    }

    /// Decodes an object with one string per language code; a missing code is
    /// `DecodingError.keyNotFound` naming it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: LanguageCodingKey.self)
        texts = try Language.allCases.map {
            try container.decode(String.self, forKey: LanguageCodingKey($0))
        }
    }

    /// A key of the JSON object: a language code.
    private struct LanguageCodingKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(_ language: Language) { stringValue = language.code }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
