import Common
import Mediator
import ModuleTesting
import Testing

/// Cart words every contract error it can meet in both languages, from its key and values.
@Suite struct CartErrorWordingTests {
    @Test(arguments: Language.allCases)
    func everyCartErrorHasASentence(language: Language) throws {
        let strings = try StringTable.load(
            resourceDirectory: ModuleSources("Cart").resourceDirectory, language: language)
        for error in ContractErrorSamples.cart {
            #expect(strings.contains(error.key, in: language), "no sentence for \(error.key)")
            let sentence = strings(error.key, error.values)
            #expect(!sentence.contains("{"), "\(sentence)")
        }
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
