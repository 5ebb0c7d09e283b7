import Common

/// A text of the inbox data in every language the app speaks: `{"en": "...", "zh-Hans": "..."}`.
struct LocalizedText: Decodable, Sendable, Equatable {
    let english: String
    let simplifiedChinese: String

    private enum CodingKeys: String, CodingKey {
        case english = "en"
        case simplifiedChinese = "zh-Hans"
    }

    /// The text in `language`.
    func `in`(_ language: Language) -> String {
        switch language {
        case .english: english
        case .simplifiedChinese: simplifiedChinese
        }
    }
}
