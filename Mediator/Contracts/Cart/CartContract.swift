// A module that imports this contract gets the runtime and the shared contract types with it.
@_exported import ContractSupport

extension ModuleContract {
    /// The Cart module's routes, entry first, and its services.
    public static let cart = ModuleContract(
        name: "Cart", entry: CartShow(),
        routes: [CartShow.self, CartAdd.self, CartSetQuantity.self, CartRemove.self],
        services: [ServiceKey((any CartService).self)])
}
