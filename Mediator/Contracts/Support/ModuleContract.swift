/// What a module's contract says about the module without importing it: its name, the page it
/// starts on, every route type it owns and the services it provides. Each contract target declares
/// its own (`ModuleContract.cart` in `CartContract`); `ModuleContract.all` (target `AllContracts`,
/// which only the app, the shell and tests import) lists them, the one list of the business modules.
public struct ModuleContract: Sendable {
    /// The module's name, as in `Cart`: its folder under `Modules/`, its target and its
    /// `BusinessModule.name`.
    public let name: String
    /// The page a session on the module starts on.
    public let entry: any Route
    /// Every route type the module binds, entry included, in the order its folder declares them.
    public let routes: [any Route.Type]
    /// Every service protocol the contract declares and the module provides, as in
    /// `ServiceKey((any CartService).self)`: a module that consumes one declares this contract.
    public let services: [ServiceKey]

    /// Describes a module.
    public init(name: String, entry: any Route, routes: [any Route.Type], services: [ServiceKey] = []) {
        self.name = name
        self.entry = entry
        self.routes = routes
        self.services = services
    }
}
