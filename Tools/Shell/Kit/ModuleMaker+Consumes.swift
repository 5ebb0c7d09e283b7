import AllContracts
import Common
import Console
import StandIns

extension ModuleMaker {
    /// The entry page's route pattern, as in `cart`.
    var entryPattern: String { type(of: contract.entry).pattern }

    /// The services the module consumes, read from a module value made only to be asked (with
    /// an empty in-memory store and English) and then dropped: never copied into the shell, so
    /// the stand-ins follow the module as it changes.
    func consumes() throws -> [ServiceKey] {
        try make(ModuleContext(store: InMemoryStateStore(), language: .english)).consumes
    }
}
