import Account
import AllContracts
import Common
import ModuleTesting
import Testing

/// A session document that cannot be read is an error naming it, never nobody logged in.
@Suite struct AccountUnreadableSessionTests {
    @Test(arguments: [Language.english, .simplifiedChinese])
    func currentUserThrowsNamingTheFile(language: Language) async throws {
        let unreadable = try UnreadableDocument("session")
        let hub = try await Hub.bazaar([try AccountModule(store: unreadable.store, language: language)])
        let account = try await hub.service((any AccountService).self)
        #expect(throws: AccountError.storage(unreadable.reason(in: language))) { try account.currentUser() }
        func open<R: Route>(_ route: R) async throws { _ = try await hub.open(route) }
        for route in [AccountProfile() as any Route, AccountLogin()] {
            let error = await routeError { try await open(route) }
            #expect(error?.key == "route.failed")
            #expect(
                error?.description.contains(unreadable.reason(in: language)) == true, "\(String(describing: error))")
        }
    }
}
