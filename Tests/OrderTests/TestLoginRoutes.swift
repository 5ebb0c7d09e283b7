import AllContracts
import ModuleTesting

/// Test-only handlers for `AccountLogin` and `AccountLogInAs` that behave like Account's
/// (which is absent in these tests): the log-in page has one link per user carrying the
/// request's completion, which it hands the user once that link has logged in; logging in goes
/// through the stand-in account service and answers (and completes with) its outcome.
enum TestLoginRoutes {
    /// The two routes, as a module named `test` built beside the module under test.
    static let module = TestRoutes { registrar in
        let hub = registrar.hub
        registrar.route(AccountLogin.self) { _, request in
            let users = try await hub.service((any AccountService).self).availableUsers()
            return .page(TestLoginPage(users: users, completion: request.completion))
        }
        registrar.route(AccountLogInAs.self) { route, request in
            let user = try await hub.service((any AccountService).self).logIn(userID: route.user).user
            let outcome = ActionOutcome(event: "account.loggedIn", message: "Logged in as \(user.name)")
            await request.completion?(outcome)
            return .value(outcome)
        }
    }
}

/// The stand-in log-in page.
struct TestLoginPage: ContentPage {
    let users: [AccountUser]
    let completion: RouteCompletion<AccountUser>?

    func content() -> PageContent {
        PageContent(
            title: "Log in (test)",
            sections: [
                PageSection(
                    items: users.map { user in
                        let route = AccountLogInAs(user: user.id)
                        guard let completion else { return .link(PageLink(user.name, to: route)) }
                        return .link(
                            PageLink(user.name, to: route, completion: RouteCompletion { _ in await completion(user) }))
                    })
            ])
    }
}
