import AllContracts
import Common
import ModuleTesting
import Testing

/// Cart words every contract error it can meet in both languages, from its key and values.
@Suite struct CartErrorWordingTests {
    @Test(arguments: Language.allCases)
    func everyCartErrorHasASentence(language: Language) async throws {
        // The routes add what the catalogue's item numbers are (`catalogue.range` or `.empty`).
        #expect(
            try ContractErrorSamples.unworded(
                ContractErrorSamples.cart, module: "Cart", language: language,
                extra: ["catalogue": "item numbers run from 1 to 12"]
            ).isEmpty)
    }

    @Test func theShopsRulesAreDeclinedAndStorageFails() async {
        for error in ContractErrorSamples.cart {
            let routeError = error.routeError(for: CartAdd.self) { key, _ in key }
            switch error {
            case .storage, .goods(.storage):
                #expect(routeError == .handlerFailed(route: CartAdd.pattern, reason: error.key))
            default:
                #expect(routeError == .declined(route: CartAdd.pattern, code: error.key, message: error.key))
            }
        }
    }
}
