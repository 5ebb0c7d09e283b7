import Common
import Console
import Mediator
import StandIns

/// A business module the shell can run alone: its name, the page it starts on, and how to make
/// it. What it consumes is read from the module value itself (`BusinessModule.consumes`), never
/// copied here, so the shell's stand-ins follow the module as it changes.
struct ShellModule: Sendable {
    /// The module's name, as typed after `shell` (`Cart`).
    let name: String
    /// The page a session starts on and `home` returns to.
    let entry: any Route
    /// Makes the module with the front end's store and language.
    let make: @Sendable (ModuleContext) throws -> any BusinessModule

    /// The entry page's route pattern, as in `cart`.
    var entryPattern: String { type(of: entry).pattern }

    /// The services the module consumes, read from a module value made only to be asked (with
    /// an empty in-memory store and English) and then dropped.
    func consumes() throws -> [ServiceKey] {
        try make(ModuleContext(store: InMemoryStateStore(), language: .english)).consumes
    }
}
