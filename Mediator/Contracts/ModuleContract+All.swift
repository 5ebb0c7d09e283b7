extension ModuleContract {
    /// The business modules, in the order the app lists them: the one list every other list is
    /// read from or checked against (Package.swift's `businessModules` and `Modules/*` by a test).
    /// `swift run scaffold module NAME` adds a line here.
    public static let all: [ModuleContract] = [
        .account,
        .goods,
        .cart,
        .order,
        .messages,
        .home,
        // scaffold: new modules go above this line
    ]
}
