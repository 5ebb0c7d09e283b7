import ContractSupport
import Testing

/// How a module words another module's error inside its own sentence.
@Suite struct ErrorSentenceTests {
    private enum Refusal: ContractError {
        case soldOut
        var key: String { "shop.soldOut" }
        var values: [String: String] { ["id": "3"] }
        var isDeclined: Bool { true }
    }

    private let sentence: (String, [String: String]) -> String = { key, values in "\(key) \(values["id"] ?? "")" }

    @Test func aContractErrorIsWordedFromItsKeyAndValues() {
        #expect(ErrorSentence.of(Refusal.soldOut, sentence) == "shop.soldOut 3")
    }

    @Test func aServiceThatCouldNotBeHadIsTheReasonItsModuleGave() {
        let reason = "目录文件 /x/catalogue.json 无法读取"
        let setUp = ServiceError.setUpFailed(service: "GoodsService", module: "Goods", reason: reason)
        #expect(ErrorSentence.of(setUp, sentence) == reason, "no English around it")
        #expect(
            ErrorSentence.of(ServiceError.creationFailed(service: "GoodsService", reason: reason), sentence) == reason)
        let missing = ServiceError.missingProvider(service: "GoodsService")
        #expect(ErrorSentence.of(missing, sentence) == missing.description)
    }
}
