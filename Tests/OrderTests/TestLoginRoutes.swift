import AllContracts

/// Test-only handlers for `AccountLogin` and `AccountLogInAs` that behave like Account's
/// (which is absent in these tests): the log-in page has one link per user carrying the
/// request's completion; logging in goes through the stand-in account service, then calls the
/// completion with the user.
enum TestLoginRoutes {
    static func bind(in hub: Hub) throws {
        try hub.router.bind(AccountLogin.self, owner: "test") { _, request in
            let users = try hub.service((any AccountService).self).availableUsers()
            return .page(TestLoginPage(users: users, completion: request.completion))
        }
        try hub.router.bind(AccountLogInAs.self, owner: "test") { route, request in
            let user = try hub.service((any AccountService).self).logIn(userID: route.user)
            request.completion?(.value(user))
            return .value(ActionOutcome(event: "account.loggedIn", message: "Logged in as \(user.name)"))
        }
    }
}

/// The stand-in log-in page.
struct TestLoginPage: Page {
    let users: [AccountUser]
    let completion: RouteCompletion?

    func content() -> PageContent {
        PageContent(
            title: "Log in (test)",
            sections: [
                PageSection(
                    items: users.map {
                        .link(PageLink($0.name, to: AccountLogInAs(user: $0.id), completion: completion))
                    })
            ])
    }
}
