import Common
import Testing

struct LanguageTests {
    @Test(arguments: [
        ("en", Language.english), ("EN", .english), ("zh-Hans", .simplifiedChinese), ("zh-hans", .simplifiedChinese),
        ("ZH-HANS", .simplifiedChinese), ("zh", .simplifiedChinese), ("zh_CN", .simplifiedChinese),
        ("zh_cn", .simplifiedChinese), ("zh-CN", .simplifiedChinese),
    ])
    func parsesAcceptedValues(value: String, language: Language) throws {
        #expect(try Language(parsing: value) == language)
    }

    @Test(arguments: ["fr", "", "english", "zh-Hant", "en_US", "zh_TW"])
    func rejectsOthersNamingTheValueAndTheValidOnes(value: String) {
        #expect(throws: LocalizationError.unknownLanguage(value, source: "--lang")) {
            try Language(parsing: value, source: "--lang")
        }
    }

    @Test func errorMessageListsTheValidCodes() {
        #expect(
            LocalizationError.unknownLanguage("fr", source: "--lang").description
                == "--lang 'fr' is not a supported language; use one of: en, zh-Hans")
    }

    @Test(arguments: [
        ([String: String](), Language.english),
        (["LANG": "zh_CN.UTF-8"], .simplifiedChinese),
        (["LANG": "en_US.UTF-8"], .english),
        (["LANG": "C"], .english),
        (["LC_ALL": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"], .simplifiedChinese),
        (["LC_ALL": "", "LC_MESSAGES": "zh_SG", "LANG": "en_US"], .simplifiedChinese),
        (["LC_MESSAGES": "en_GB", "LANG": "zh_CN"], .english),
        (["BAZAAR_LANG": "zh-Hans", "LC_ALL": "en_US"], .simplifiedChinese),
        (["BAZAAR_LANG": "en", "LANG": "zh_CN"], .english),
        (["BAZAAR_LANG": "", "LANG": "zh_CN"], .simplifiedChinese),
    ])
    func readsTheEnvironmentInOrder(environment: [String: String], language: Language) throws {
        #expect(try Language.fromEnvironment(environment, overrideVariable: "BAZAAR_LANG") == language)
    }

    @Test func aBadOverrideVariableIsAnErrorNamingIt() {
        #expect(throws: LocalizationError.unknownLanguage("fr", source: "BAZAAR_LANG")) {
            try Language.fromEnvironment(["BAZAAR_LANG": "fr"], overrideVariable: "BAZAAR_LANG")
        }
    }
}
