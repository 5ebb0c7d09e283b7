import Common
import ModuleTesting
import Testing

/// Account words every contract error it can meet in both languages, from its key and values.
@Suite struct AccountErrorWordingTests {
    @Test(arguments: Language.allCases)
    func everyAccountErrorHasASentence(language: Language) async throws {
        let unworded = try ContractErrorSamples.unworded(
            ContractErrorSamples.account, module: "Account", language: language, extra: ["valid": "alice"])
        #expect(unworded.isEmpty)
    }
}
