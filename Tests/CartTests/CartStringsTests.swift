import AllContracts
import Common
import ModuleTesting
import Testing

@Suite struct CartStringsTests {
    @Test func everyKeyExistsInBothLanguages() throws {
        let strings = try StringTable.load(
            resourceDirectory: ModuleSources("Cart").resourceDirectory, language: .english)
        #expect(!(strings.entries[.english] ?? [:]).isEmpty)
        #expect(strings.missingKeys(in: .english) == [])
        #expect(strings.missingKeys(in: .simplifiedChinese) == [])
    }

    @Test func everyKeyTheCodeUsesExists() throws {
        let strings = try StringTable.load(
            resourceDirectory: ModuleSources("Cart").resourceDirectory, language: .english)
        let used = try ModuleSources("Cart").literalStringKeys()
        #expect(used.count > 15)
        #expect(strings.missingKeys(used, in: .english) == [])
        #expect(strings.missingKeys(used, in: .simplifiedChinese) == [])
    }
}
