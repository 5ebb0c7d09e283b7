import AllContracts
import Common
import ModuleTesting
import Testing

/// Cart words every contract error it can meet in both languages, from its key and values.
@Suite struct CartErrorWordingTests {
    @Test(arguments: Language.allCases)
    func everyCartErrorHasASentence(language: Language) throws {
        #expect(
            try ContractErrorSamples.unworded(ContractErrorSamples.cart, module: "Cart", language: language).isEmpty)
    }

    @Test func theShopsRulesAreDeclinedAndStorageFails() {
        for error in ContractErrorSamples.cart {
            let routeError = error.routeError { key, _ in key }
            switch error {
            case .storage, .goods(.storage):
                #expect(routeError as? RouteFailure == RouteFailure(error.key))
            default:
                #expect(routeError as? RouteDeclined == RouteDeclined(code: error.key, message: error.key))
            }
        }
    }
}
