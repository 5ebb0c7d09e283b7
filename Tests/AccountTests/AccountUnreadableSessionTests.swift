import Account
import AllContracts
import Common
import ModuleTesting
import Testing

/// A session document that cannot be read is an error naming it, never nobody logged in.
@Suite struct AccountUnreadableSessionTests {
    @Test(arguments: [Language.english, .simplifiedChinese])
    func currentUserThrowsNamingTheFile(language: Language) throws {
        let unreadable = try UnreadableDocument("session")
        let hub = Hub.bazaar()
        try hub.start([try AccountModule(store: unreadable.store, language: language)])
        let account = try hub.service((any AccountService).self)
        #expect(throws: AccountError.storage(unreadable.reason(in: language))) { try account.currentUser() }
        func open<R: Route>(_ route: R) throws { _ = try hub.open(route) }
        for route in [AccountProfile() as any Route, AccountLogin()] {
            let error = routeError { try open(route) }
            #expect(error?.key == "route.failed")
            #expect(
                error?.description.contains(unreadable.reason(in: language)) == true, "\(String(describing: error))")
        }
    }
}
