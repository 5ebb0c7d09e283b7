// The list's users (the app, the shell, tests) import this target alone and see every contract.
@_exported import AccountContract
@_exported import CartContract
@_exported import ContractSupport
@_exported import GoodsContract
@_exported import HomeContract
@_exported import MessagesContract
@_exported import OrderContract

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

    /// The contract named `name` (any case) in `all`, or `nil`.
    public static func named(_ name: String) -> ModuleContract? {
        let wanted = name.lowercased()
        return all.first { $0.name.lowercased() == wanted }
    }
}
