import AllContracts
import Common
import ModuleTesting
import Testing

/// Order words the cart's and the goods' errors it meets while paying in both languages, so
/// nothing English is left inside a Chinese sentence.
@Suite struct OrderErrorWordingTests {
    @Test(arguments: Language.allCases)
    func everyCartAndGoodsErrorHasASentence(language: Language) async throws {
        #expect(
            try ContractErrorSamples.unworded(ContractErrorSamples.cart, module: "Order", language: language).isEmpty)
        let strings = try StringTable.load(
            resourceDirectory: ModuleSources("Order").resourceDirectory, language: language)
        if language == .simplifiedChinese {
            let sentence = strings(
                "error.reserveFailed", ["reason": strings(GoodsError.unknownItem(9).key, ["id": "9"])])
            #expect(!sentence.contains { $0.isASCII && $0.isLetter }, "\(sentence)")
        }
    }
}
