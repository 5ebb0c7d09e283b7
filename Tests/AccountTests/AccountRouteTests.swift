import Account
import AllContracts
import Common
import ModuleTesting
import StandIns
import Testing

/// A page standing for the checkout page a completion shows after login.
private struct ContinuedPage: ContentPage {
    func content() -> PageContent { PageContent(title: "continued") }
}

@Suite struct AccountRouteTests {
    /// Issue #17: the account page requires a logged-in user (it used to show "Nobody is logged
    /// in." with a log-in link): logged out, Account's own guard shows the log-in page, and
    /// logging in there shows the account page in its place.
    @Test func profileOfNobodyAsksForALogInThenShowsTheProfile() async throws {
        let fixture = try await AccountFixture()
        let navigator = Navigator(hub: fixture.hub)
        let outcome = try await navigator.open(url: "bazaar://account")
        let redirected = try #require(outcome.page as? RedirectedPage)
        #expect(redirected.requestedURL == "bazaar://account")
        let login = await redirected.content()
        #expect(login.title == "Log in")
        _ = try await navigator.follow(try #require(login.link(titled: "Bob Li")))
        let profile = try await #require(navigator.top).content()
        #expect(profile.title == "Account")
        #expect(profile.field("id")?.value == "bob")
        #expect(navigator.depth == 1)
        // Drawn again after logging out through its own link, it says nobody is logged in.
        _ = try await navigator.follow(try #require(profile.link(titled: "Log out")))
        let drawn = try await #require(navigator.top).content()
        #expect(drawn.texts == ["Nobody is logged in."])
        #expect(drawn.links.map(\.path) == ["account/login"])
    }

    @Test func profileShowsTheUserWithLogOutAndDeleteLinks() async throws {
        let fixture = try await AccountFixture()
        try await fixture.account().logIn(userID: "alice")
        let content = try await pageContent(fixture.hub.open(AccountProfile()))
        #expect(content.field("name")?.value == "Alice Wang")
        #expect(content.field("id")?.value == "alice")
        #expect(content.links.map(\.path) == ["account/logout", "account/login", "account/delete"])
        #expect(content.link(titled: "Delete account")?.isNativeOnly == true)
    }

    @Test func loginPageHasOneLinkPerUser() async throws {
        let fixture = try await AccountFixture()
        let content = try await pageContent(fixture.hub.open(url: "bazaar://account/login"))
        #expect(content.title == "Log in")
        #expect(content.links.map(\.title) == ["Alice Wang", "Bob Li", "Chen Jing"])
        #expect(content.links.map(\.path) == ["account/login/alice", "account/login/bob", "account/login/chen"])
    }

    @Test func logInAsFromOutsideOnlyChoosesTheUserAndTheAppConfirms() async throws {
        let fixture = try await AccountFixture()
        let navigator = Navigator(hub: fixture.hub)
        let page = try #require(try await navigator.open(url: "bazaar://account/login/bob").page)
        await #expect(try fixture.account().currentUser() == nil, "a link from outside logs nobody in")
        #expect(fixture.events.withLock { $0 }.isEmpty)
        let content = await page.content()
        #expect(content.title == "Log in as Bob Li?")
        #expect(content.texts.first?.contains("from outside the app") == true)
        #expect(content.links.map(\.path) == ["account/login/bob", "account/login"])

        let outcome = try await navigator.follow(try #require(content.link(titled: "Yes, log in as Bob Li")))
        guard case .value(let value) = outcome else {
            Issue.record("expected a value, got \(outcome)")
            return
        }
        #expect(value == ActionOutcome(event: "account.loggedIn", message: "Logged in as Bob Li."))
        await #expect(try fixture.account().currentUser()?.id == "bob")
        await #expect(page.content().links.map(\.path) == ["account"], "nothing is left to confirm")
    }

    @Test func logInAsFromOutsideWhileLoggedInSaysTheCartIsKept() async throws {
        let fixture = try await AccountFixture()
        try await fixture.account().logIn(userID: "alice")
        let content = try await pageContent(fixture.hub.open(url: "bazaar://account/login/bob"))
        await #expect(try fixture.account().currentUser()?.id == "alice")
        #expect(
            content.texts.contains { $0.contains("logs Alice Wang out and keeps their cart for their next log-in") })
    }

    @Test func switchingUserSaysThatTheCartIsKept() async throws {
        let fixture = try await AccountFixture()
        try await fixture.account().logIn(userID: "alice")
        let outcome = try await actionOutcome(fixture.hub.open(AccountLogInAs(user: "bob")))
        #expect(
            outcome.message == "Logged in as Bob Li; Alice Wang was logged out, their cart kept for their next log-in.")
        let again = try await actionOutcome(fixture.hub.open(AccountLogInAs(user: "bob")))
        #expect(again.message == "Logged in as Bob Li.", "the same user again switches nobody")
        let profile = try await pageContent(fixture.hub.open(AccountProfile()))
        #expect(profile.link(to: "account/login")?.title == "Log in as someone else")
    }

    @Test func deletingTheAccountAsksForTheUserName() async throws {
        let fixture = try await AccountFixture()
        try await fixture.account().logIn(userID: "alice")
        let profile = try await pageContent(fixture.hub.open(AccountProfile()))
        let delete = try #require(profile.link(to: "account/delete"))
        let confirmation = try #require(delete.confirmation)
        #expect(confirmation.answer == "alice")
        #expect(confirmation.prompt.contains("Type the user name, alice,"))
        #expect(delete.isConfirmed(by: " alice "))
        #expect(!delete.isConfirmed(by: "Alice"))
        #expect(!delete.isConfirmed(by: ""))
        #expect(profile.link(to: "account/logout")?.confirmation == nil)
    }

    @Test func logInAsUnknownUserNamesItAndTheValidOnes() async throws {
        let fixture = try await AccountFixture()
        let error = await #expect(throws: RouteError.self) {
            try await fixture.hub.open(url: "bazaar://account/login/zed")
        }
        #expect(error?.key == "account.unknownUser")
        #expect(error?.key == "account.unknownUser")
        #expect(error?.description.contains("There is no user 'zed'; choose one of: alice, bob, chen.") == true)
    }

    @Test func loginLinksCarryTheCompletionOfWhoeverAsked() async throws {
        let fixture = try await AccountFixture()
        let navigator = Navigator(hub: fixture.hub)
        let reported = LockedBox<AccountUser?>(nil)
        // The completion receives the user as `AccountUser`, `AccountLogin`'s result type.
        let completion = RouteCompletion<AccountUser> { user in
            reported.withLock { $0 = user }
            navigator.replaceTop(with: ContinuedPage())
        }
        let login = try #require(try await navigator.open(AccountLogin(), completion: completion).page)
        let chen = try await #require(login.content().link(titled: "Chen Jing"))
        #expect(try await actionOutcome(navigator.follow(chen)).event == "account.loggedIn")
        #expect(reported.withLock { $0 } == AccountUser(id: "chen", name: "Chen Jing"))
        await #expect(navigator.top?.content().title == "continued")
        #expect(navigator.depth == 1)
    }

    @Test func loginWithoutCompletionJustLogsIn() async throws {
        let fixture = try await AccountFixture()
        let navigator = Navigator(hub: fixture.hub)
        let login = try #require(try await navigator.open(AccountLogin()).page)
        _ = try await navigator.follow(try #require(login.content().links.first))
        await #expect(try fixture.account().currentUser()?.id == "alice")
        await #expect(
            login.content().texts.first
                == "You are logged in as Alice Wang. Logging in as someone else logs Alice Wang out and keeps their cart "
                + "for their next log-in."
        )
    }

    @Test func logOutAnswersWhoLeft() async throws {
        let fixture = try await AccountFixture()
        let nobody = try await actionOutcome(fixture.hub.open(url: "bazaar://account/logout"))
        #expect(nobody == ActionOutcome(event: "account.loggedOut", message: "Nobody was logged in."))
        try await fixture.account().logIn(userID: "alice")
        let outcome = try await actionOutcome(fixture.hub.open(AccountLogOut()))
        #expect(outcome.message == "Logged out Alice Wang.")
        #expect(fixture.events.withLock { $0 } == ["LoggedIn alice", "LoggedOut alice"])
    }

    @Test func deleteIsNativeOnly() async throws {
        let fixture = try await AccountFixture()
        try await fixture.account().logIn(userID: "alice")
        let error = await #expect(throws: RouteError.self) {
            try await fixture.hub.open(url: "bazaar://account/delete")
        }
        #expect(error?.key == "route.nativeOnly")
        await #expect(try fixture.account().currentUser()?.id == "alice")
    }

    @Test func deleteFromInsideDeletesTheAccount() async throws {
        let fixture = try await AccountFixture()
        let refused = await #expect(throws: RouteError.self) { try await fixture.hub.open(AccountDelete()) }
        #expect(refused?.description.contains("Nobody is logged in; log in first.") == true)
        try await fixture.account().logIn(userID: "alice")
        let outcome = try await actionOutcome(fixture.hub.open(AccountDelete()))
        #expect(outcome == ActionOutcome(event: "account.deleted", message: "Deleted the account of Alice Wang."))
        #expect(fixture.events.withLock { $0 } == ["LoggedIn alice", "Deleted alice"])
    }

    @Test func pagesAndOutcomesSpeakChinese() async throws {
        let fixture = try await AccountFixture(language: .simplifiedChinese)
        let login = try await pageContent(fixture.hub.open(AccountLogin()))
        #expect(login.title == "登录")
        #expect(login.links.map(\.title) == ["王爱丽", "李博", "陈静"])
        let outcome = try await actionOutcome(fixture.hub.open(AccountLogInAs(user: "bob")))
        #expect(outcome.message == "已作为李博登录。")
        let profile = try await pageContent(fixture.hub.open(AccountProfile()))
        #expect(profile.field("name")?.label == "当前用户")
        #expect(profile.link(titled: "注销账户") != nil)
        let error = await #expect(throws: RouteError.self) { try await fixture.hub.open(AccountLogInAs(user: "zed")) }
        #expect(error?.description.contains("没有用户“zed”") == true)
    }

    @Test func moduleSetsUpFirstAndDescribesItself() async throws {
        let fixture = try await AccountFixture()
        let info = try #require(fixture.hub.moduleInfo().first)
        #expect(info.name == "Account")
        #expect(info.priority == 100)
        #expect(info.provides == ["AccountService"])
        #expect(info.consumes.isEmpty)
        #expect(info.posts == ["UserLoggedIn", "UserLoggedOut", "AccountDeleted"])
        #expect(fixture.hub.routes().first { $0.pattern == "account/delete" }?.isNativeOnly == true)
    }
}
