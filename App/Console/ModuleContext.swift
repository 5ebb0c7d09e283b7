import Common

/// What the front end hands to the code that makes the modules: where state lives and the
/// language to speak.
public struct ModuleContext: Sendable {
    /// The state store (files in the state directory for the app).
    public let store: any StateStore
    /// The language chosen by `--lang` or the environment.
    public let language: Language

    /// Creates a context.
    public init(store: any StateStore, language: Language) {
        self.store = store
        self.language = language
    }
}
