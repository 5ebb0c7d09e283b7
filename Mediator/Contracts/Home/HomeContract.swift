// A module that imports this contract gets the runtime and the shared contract types with it.
@_exported import ContractSupport

extension ModuleContract {
    /// The Home module's routes, entry first.
    public static let home = ModuleContract(
        name: "Home", entry: HomePage(),
        routes: [HomePage.self])
}
