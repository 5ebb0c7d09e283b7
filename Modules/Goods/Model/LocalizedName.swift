import Common

/// A name as the bundle's data gives it, in every language the app speaks.
struct LocalizedName: Decodable, Sendable, Hashable {
    /// The English name.
    let english: String
    /// The Simplified Chinese name.
    let simplifiedChinese: String

    private enum CodingKeys: String, CodingKey {
        case english = "en"
        case simplifiedChinese = "zh-Hans"
    }

    /// The name in `language`.
    func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .simplifiedChinese: simplifiedChinese
        }
    }
}
