/// What the contracts say about one business module without importing it: its name, the page
/// it starts on, and every route type it owns. The app, the shell, the per-module shells, the
/// stand-ins and CI all read `ModuleContract.all`, the one list of the business modules.
public struct ModuleContract: Sendable {
    /// The module's name, as in `Cart`: its folder under `Modules/`, its target and its
    /// `BusinessModule.name`.
    public let name: String
    /// The page a session on the module starts on.
    public let entry: any Route
    /// Every route type the module binds, entry included, in the order its folder declares them.
    public let routes: [any Route.Type]

    /// Describes a module.
    public init(name: String, entry: any Route, routes: [any Route.Type]) {
        self.name = name
        self.entry = entry
        self.routes = routes
    }

    /// The contract named `name` (any case) in `all`, or `nil`.
    public static func named(_ name: String) -> ModuleContract? {
        let wanted = name.lowercased()
        return all.first { $0.name.lowercased() == wanted }
    }
}
