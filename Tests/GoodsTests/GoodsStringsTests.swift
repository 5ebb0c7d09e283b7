import AllContracts
import Common
import ModuleTesting
import Testing

@Suite struct GoodsStringsTests {
    @Test func everyKeyExistsInBothLanguages() throws {
        let strings = try StringTable.load(
            resourceDirectory: ModuleSources("Goods").resourceDirectory, language: .english)
        #expect(!(strings.entries[.english] ?? [:]).isEmpty)
        #expect(strings.missingKeys(in: .english) == [])
        #expect(strings.missingKeys(in: .simplifiedChinese) == [])
    }

    @Test func everyKeyTheCodeUsesExists() throws {
        let strings = try StringTable.load(
            resourceDirectory: ModuleSources("Goods").resourceDirectory, language: .english)
        let used = try ModuleSources("Goods").literalStringKeys()
        #expect(used.count > 10)
        #expect(strings.missingKeys(used, in: .english) == [])
        #expect(strings.missingKeys(used, in: .simplifiedChinese) == [])
    }

    @Test func everyCategoryHasANameInBothLanguages() throws {
        let strings = try StringTable.load(
            resourceDirectory: ModuleSources("Goods").resourceDirectory, language: .english)
        let categories = try GoodsFixture().goods().categories()
        for language in Language.allCases {
            #expect(strings.missingKeys(categories.map { "category.\($0)" }, in: language) == [])
        }
    }
}
