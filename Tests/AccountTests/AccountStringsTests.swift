import Common
import Mediator
import Testing

@Suite struct AccountStringsTests {
    @Test func everyKeyExistsInBothLanguages() throws {
        let strings = try StringTable.load(resourceDirectory: resourceDirectory(of: "Account"), language: .english)
        #expect(!(strings.entries[.english] ?? [:]).isEmpty)
        #expect(strings.missingKeys(in: .english) == [])
        #expect(strings.missingKeys(in: .simplifiedChinese) == [])
    }

    @Test func everyKeyTheCodeUsesExists() throws {
        let strings = try StringTable.load(resourceDirectory: resourceDirectory(of: "Account"), language: .english)
        let used = try literalStringKeys(of: "Account")
        #expect(used.count > 15)
        #expect(strings.missingKeys(used, in: .english) == [])
        #expect(strings.missingKeys(used, in: .simplifiedChinese) == [])
    }
}
