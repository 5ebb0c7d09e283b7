import Common
import Foundation
import Testing

struct LocalizedTextTests {
    @Test func decodesOneTextPerLanguageCode() throws {
        let json = #"{"en": "Oolong", "zh-Hans": "乌龙茶", "fr": "ignored"}"#
        let text = try JSONDecoder().decode(LocalizedText.self, from: Data(json.utf8))
        #expect(text.text(in: .english) == "Oolong")
        #expect(text.text(in: .simplifiedChinese) == "乌龙茶")
        #expect(text == LocalizedText { $0 == .english ? "Oolong" : "乌龙茶" })
        #expect(text.emptyLanguages == [])
    }

    @Test func aMissingLanguageIsAKeyNotFoundErrorNamingItsCode() {
        let json = #"{"items": [{"name": {"en": "Oolong"}}]}"#
        struct Item: Decodable { let name: LocalizedText }
        struct File: Decodable { let items: [Item] }
        #expect {
            _ = try JSONDecoder().decode(File.self, from: Data(json.utf8))
        } throws: { error in
            guard case .keyNotFound(let key, let context) = error as? DecodingError else { return false }
            return key.stringValue == "zh-Hans" && context.codingPath.map(\.stringValue).last == "name"
        }
    }

    @Test func aTextThatIsNotAStringIsATypeMismatch() {
        #expect(throws: DecodingError.self) {
            _ = try JSONDecoder().decode(LocalizedText.self, from: Data(#"{"en": 1, "zh-Hans": "一"}"#.utf8))
        }
    }

    @Test func emptyLanguagesListsTheBlankOnesInLanguageOrder() {
        #expect(LocalizedText { _ in "" }.emptyLanguages == [.english, .simplifiedChinese])
        #expect(LocalizedText { $0 == .english ? "Tea" : "" }.emptyLanguages == [.simplifiedChinese])
    }
}
