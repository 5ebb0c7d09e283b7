extension ModuleContract {
    /// The Account module's routes, entry first.
    public static let account = ModuleContract(
        name: "Account", entry: AccountProfile(),
        routes: [AccountProfile.self, AccountLogin.self, AccountLogInAs.self, AccountLogOut.self, AccountDelete.self])
}
