extension ModuleContract {
    /// The Home module's routes, entry first.
    public static let home = ModuleContract(
        name: "Home", entry: HomePage(),
        routes: [HomePage.self])
}
