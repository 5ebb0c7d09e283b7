import AllContracts
import Common
import ModuleTesting
import Testing

@Suite struct GoodsStringsTests {
    @Test func everyCategoryHasANameInBothLanguages() async throws {
        let strings = try StringTable.load(
            resourceDirectory: ModuleSources("Goods").resourceDirectory, language: .english)
        let categories = try await GoodsFixture().goods().categories()
        for language in Language.allCases {
            #expect(strings.missingKeys(categories.map { "category.\($0)" }, in: language) == [])
        }
    }
}
