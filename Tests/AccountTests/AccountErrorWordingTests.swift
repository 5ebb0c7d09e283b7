import Common
import Mediator
import ModuleTesting
import Testing

/// Account words every contract error it can meet in both languages, from its key and values.
@Suite struct AccountErrorWordingTests {
    @Test(arguments: Language.allCases)
    func everyAccountErrorHasASentence(language: Language) throws {
        let strings = try StringTable.load(
            resourceDirectory: ModuleSources("Account").resourceDirectory, language: language)
        for error in ContractErrorSamples.account {
            #expect(strings.contains(error.key, in: language), "no sentence for \(error.key)")
            let sentence = strings(error.key, error.values.merging(["valid": "alice"]) { $1 })
            #expect(!sentence.contains("{"), "\(sentence)")
        }
    }
}
