extension ModuleContract {
    /// The Cart module's routes, entry first.
    public static let cart = ModuleContract(
        name: "Cart", entry: CartShow(),
        routes: [CartShow.self, CartAdd.self, CartSetQuantity.self, CartRemove.self])
}
