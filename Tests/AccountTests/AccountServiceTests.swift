import AllContracts
import Common
import StandIns
import Testing

@Suite struct AccountServiceTests {
    @Test func offersThreeDemoUsersAndNobodyIsLoggedInAtFirst() async throws {
        let account = try await AccountFixture().account()
        #expect(account.availableUsers().map(\.id) == ["alice", "bob", "chen"])
        #expect(account.availableUsers().first?.name == "Alice Wang")
        #expect(try account.currentUser() == nil)
    }

    @Test func logInAndOutPostEvents() async throws {
        let fixture = try await AccountFixture()
        let account = try await fixture.account()
        let alice = try await account.logIn(userID: "alice").user
        #expect(alice == AccountUser(id: "alice", name: "Alice Wang"))
        #expect(try account.currentUser() == alice)
        try await account.logOut()
        #expect(try account.currentUser() == nil)
        try await account.logOut()
        #expect(fixture.events.withLock { $0 } == ["LoggedIn alice", "LoggedOut alice"])
    }

    @Test func switchingUsersLogsThePreviousOneOut() async throws {
        let fixture = try await AccountFixture()
        let account = try await fixture.account()
        try await account.logIn(userID: "alice")
        try await account.logIn(userID: "bob")
        try await account.logIn(userID: "bob")
        #expect(try account.currentUser()?.id == "bob")
        #expect(
            fixture.events.withLock { $0 } == ["LoggedIn alice", "LoggedOut alice", "LoggedIn bob", "LoggedIn bob"])
    }

    @Test func unknownUserIsRefused() async throws {
        let fixture = try await AccountFixture()
        let account = try await fixture.account()
        await #expect(throws: AccountError.unknownUser("zed")) { try await account.logIn(userID: "zed") }
        #expect(try account.currentUser() == nil)
        #expect(fixture.events.withLock { $0 }.isEmpty)
    }

    @Test func deleteAccountNeedsALoggedInUserAndRemovesTheSession() async throws {
        let fixture = try await AccountFixture()
        let account = try await fixture.account()
        await #expect(throws: AccountError.notLoggedIn) { try await account.deleteAccount() }
        try await account.logIn(userID: "chen")
        #expect(try fixture.store.documentNames() == ["session"])
        try await account.deleteAccount()
        #expect(try account.currentUser() == nil)
        #expect(try fixture.store.documentNames() == [])
        #expect(fixture.events.withLock { $0 } == ["LoggedIn chen", "Deleted chen"])
    }

    @Test func sessionPersistsAcrossModuleInstancesSharingAStore() async throws {
        let store = InMemoryStateStore()
        try await AccountFixture(store: store).account().logIn(userID: "bob")
        let second = try await AccountFixture(store: store).account()
        #expect(try second.currentUser()?.id == "bob")
        try await second.logOut()
        await #expect(try AccountFixture(store: store).account().currentUser() == nil)
    }

    @Test func aSessionNamingAnUnknownUserReadsAsNobody() async throws {
        let store = InMemoryStateStore()
        struct Session: Codable { let userID: String }
        try store.write(Session(userID: "mallory"), named: "session")
        await #expect(try AccountFixture(store: store).account().currentUser() == nil)
    }

    @Test func namesFollowTheLanguage() async throws {
        let account = try await AccountFixture(language: .simplifiedChinese).account()
        #expect(account.availableUsers().map(\.name) == ["王爱丽", "李博", "陈静"])
        await #expect(try account.logIn(userID: "chen").user.name == "陈静")
    }
}
