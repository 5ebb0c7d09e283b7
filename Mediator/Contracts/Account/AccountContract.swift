// A module that imports this contract gets the runtime and the shared contract types with it.
@_exported import ContractSupport

extension ModuleContract {
    /// The Account module's routes, entry first, and its services.
    public static let account = ModuleContract(
        name: "Account", entry: AccountProfile(),
        routes: [AccountProfile.self, AccountLogin.self, AccountLogInAs.self, AccountLogOut.self, AccountDelete.self],
        services: [ServiceKey((any AccountService).self)])
}
