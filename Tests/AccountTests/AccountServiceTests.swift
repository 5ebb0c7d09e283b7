import AllContracts
import Common
import StandIns
import Testing

@Suite struct AccountServiceTests {
    @Test func offersThreeDemoUsersAndNobodyIsLoggedInAtFirst() throws {
        let account = try AccountFixture().account()
        #expect(account.availableUsers().map(\.id) == ["alice", "bob", "chen"])
        #expect(account.availableUsers().first?.name == "Alice Wang")
        #expect(try account.currentUser() == nil)
    }

    @Test func logInAndOutPostEvents() throws {
        let fixture = try AccountFixture()
        let account = try fixture.account()
        let alice = try account.logIn(userID: "alice")
        #expect(alice == AccountUser(id: "alice", name: "Alice Wang"))
        #expect(try account.currentUser() == alice)
        try account.logOut()
        #expect(try account.currentUser() == nil)
        try account.logOut()
        #expect(fixture.events.withLock { $0 } == ["LoggedIn alice", "LoggedOut alice"])
    }

    @Test func switchingUsersLogsThePreviousOneOut() throws {
        let fixture = try AccountFixture()
        let account = try fixture.account()
        try account.logIn(userID: "alice")
        try account.logIn(userID: "bob")
        try account.logIn(userID: "bob")
        #expect(try account.currentUser()?.id == "bob")
        #expect(
            fixture.events.withLock { $0 } == ["LoggedIn alice", "LoggedOut alice", "LoggedIn bob", "LoggedIn bob"])
    }

    @Test func unknownUserIsRefused() throws {
        let fixture = try AccountFixture()
        let account = try fixture.account()
        #expect(throws: AccountError.unknownUser("zed")) { try account.logIn(userID: "zed") }
        #expect(try account.currentUser() == nil)
        #expect(fixture.events.withLock { $0 }.isEmpty)
    }

    @Test func deleteAccountNeedsALoggedInUserAndRemovesTheSession() throws {
        let fixture = try AccountFixture()
        let account = try fixture.account()
        #expect(throws: AccountError.notLoggedIn) { try account.deleteAccount() }
        try account.logIn(userID: "chen")
        #expect(try fixture.store.documentNames() == ["session"])
        try account.deleteAccount()
        #expect(try account.currentUser() == nil)
        #expect(try fixture.store.documentNames() == [])
        #expect(fixture.events.withLock { $0 } == ["LoggedIn chen", "Deleted chen"])
    }

    @Test func sessionPersistsAcrossModuleInstancesSharingAStore() throws {
        let store = InMemoryStateStore()
        try AccountFixture(store: store).account().logIn(userID: "bob")
        let second = try AccountFixture(store: store).account()
        #expect(try second.currentUser()?.id == "bob")
        try second.logOut()
        #expect(try AccountFixture(store: store).account().currentUser() == nil)
    }

    @Test func aSessionNamingAnUnknownUserReadsAsNobody() throws {
        let store = InMemoryStateStore()
        struct Session: Codable { let userID: String }
        try store.write(Session(userID: "mallory"), named: "session")
        #expect(try AccountFixture(store: store).account().currentUser() == nil)
    }

    @Test func namesFollowTheLanguage() throws {
        let account = try AccountFixture(language: .simplifiedChinese).account()
        #expect(account.availableUsers().map(\.name) == ["王爱丽", "李博", "陈静"])
        #expect(try account.logIn(userID: "chen").name == "陈静")
    }
}
