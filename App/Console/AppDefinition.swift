import Common
import ContractSupport

/// Everything the front end needs to know about one program built on it (`bazaar`, or `shell`
/// running one module): its name, its first page, and how to make its modules.
public struct AppDefinition: Sendable {
    /// The command's name, as in `bazaar`; used in help and error lines.
    public let commandName: String
    /// One line saying what the program is, for `--help`, in each language.
    public let summary: LocalizedText
    /// The version `--version` prints.
    public let version: String
    /// The usage line(s) for `--help`, after `usage: `; `[options]` in it is written in the
    /// user's language (`[选项]`).
    public let usage: String
    /// The page a session starts on and `home` returns to.
    public let entry: any Route
    /// Makes the modules to register.
    public let makeModules: @Sendable (ModuleContext) throws -> [any BusinessModule]
    /// Makes the modules built beside the program's own and the overrides the hub is built under
    /// (the shell's stand-in pages, its stand-in guard and services; see `Overrides`).
    public let makeExtras: @Sendable (ModuleContext) throws -> (modules: [any BusinessModule], overrides: Overrides)
    /// Makes the state store when the command line names no state directory (`--state-dir`).
    /// `nil`, the default, keeps state in the app's state directory (`$BAZAAR_STATE_DIR`, ...);
    /// the shell passes an in-memory store so each run starts from the same state.
    public let makeTransientStore: (@Sendable () -> any StateStore)?
    /// Where a session starts instead of `entry` (`home` still returns to `entry`); `nil`, the
    /// default, starts on `entry`.
    public let start: SessionStart?
    /// Makes the state whole after a crash, before a command that uses state (`open`, a session)
    /// on a state directory reads anything: `bazaar` and `shell` finish the payments a killed
    /// process left half done; an `XShell`, which cannot, refuses to go on when one is left.
    /// Answers the lines to show on standard error, in the user's language; throws an error whose
    /// description is the sentence to show when it cannot (the command then fails with exit code
    /// 1). It is given the program's hub once its modules are started, or, with
    /// ``recoveryModules``, a hub of those modules alone. Not run on a transient store, which
    /// starts empty. `nil`, the default, does nothing.
    public let recoverState: (@Sendable (Hub) async throws -> [String])?
    /// The modules ``recoverState`` runs with when they are not the program's own (`shell`, whose
    /// hub holds one module and stand-ins, recovers through the real modules): started in a hub
    /// of their own on the same store, before the program's modules, and stopped once it is done.
    /// `nil`, the default, recovers through the program's hub.
    public let recoveryModules: (@Sendable (ModuleContext) throws -> [any BusinessModule])?

    /// The version of the package's programs, as `bazaar --version` prints it.
    public static let packageVersion = "0.1.0"

    /// Creates a definition.
    public init(
        commandName: String, summary: LocalizedText, version: String = AppDefinition.packageVersion, usage: String,
        entry: any Route,
        makeModules: @escaping @Sendable (ModuleContext) throws -> [any BusinessModule],
        makeExtras:
            @escaping @Sendable (ModuleContext) throws -> (modules: [any BusinessModule], overrides: Overrides) =
            { _ in ([], Overrides()) },
        makeTransientStore: (@Sendable () -> any StateStore)? = nil, start: SessionStart? = nil,
        recoverState: (@Sendable (Hub) async throws -> [String])? = nil,
        recoveryModules: (@Sendable (ModuleContext) throws -> [any BusinessModule])? = nil
    ) {
        self.commandName = commandName
        self.summary = summary
        self.version = version
        self.usage = usage
        self.entry = entry
        self.makeModules = makeModules
        self.makeExtras = makeExtras
        self.makeTransientStore = makeTransientStore
        self.start = start
        self.recoverState = recoverState
        self.recoveryModules = recoveryModules
    }
}
