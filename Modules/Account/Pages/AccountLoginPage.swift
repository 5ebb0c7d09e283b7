import AccountContract
import Common

/// The demo users to log in as, one link each; or, opened by a link from outside the app
/// naming a user, that user chosen and one link to confirm in the app. The links carry the
/// completion the page was opened with, so the flow that asked for a login (checkout) hears who
/// logged in. Whoever is logged in is told that logging in as someone else keeps their cart for them;
/// once the chosen user is logged in, the page says so and links to the account page.
struct AccountLoginPage: ContentPage {
    /// Asked for the users and who is logged in each time the page is drawn.
    let account: any AccountService
    /// The module's strings.
    let strings: StringTable
    /// The completion of whoever opened the login page: every log-in link hands it the user it
    /// logged in.
    let completion: RouteCompletion<AccountUser>?
    /// Whether a request waits for this log-in (a page that needs a logged-in user, shown once
    /// someone has logged in): the page says so.
    var asked = false
    /// The user a link from outside asked to log in as; `nil` lists every user.
    var chosen: AccountUser? = nil

    /// A note on who is logged in, then one link per user (or the chosen user's confirmation).
    func content() -> PageContent {
        var intro: [PageItem] = []
        let current: AccountUser?
        do throws(AccountError) {
            current = try account.currentUser()
        } catch {
            // A session that cannot be read is said, never shown as nobody logged in.
            return PageContent(
                title: strings("login.title"), sections: [PageSection(items: [.text(strings(error.key, error.values))])]
            )
        }
        if let current {
            intro.append(.text(strings("login.current", ["name": current.name])))
        }
        if let chosen, chosen.id == current?.id {
            // Confirmed (or already so): nothing is left to ask.
            return PageContent(
                title: strings("login.title"),
                sections: [
                    PageSection(items: [
                        .text(strings("outcome.loggedIn", ["name": chosen.name])),
                        .link(PageLink(strings("profile.title"), to: AccountProfile())),
                    ])
                ])
        }
        guard let chosen else {
            intro.append(.text(strings(asked ? "login.asked" : "login.choose")))
            let links: [PageItem] = account.availableUsers().map { user in
                .link(logIn(user, title: user.name))
            }
            return PageContent(title: strings("login.title"), sections: [PageSection(items: intro + links)])
        }
        return PageContent(
            title: strings("login.confirmTitle", ["name": chosen.name]),
            sections: [
                PageSection(items: [.text(strings("login.fromOutside", ["name": chosen.name]))] + intro),
                PageSection(items: [
                    .link(logIn(chosen, title: strings("login.confirm", ["name": chosen.name]))),
                    .link(PageLink(strings("login.chooseAnother"), to: AccountLogin())),
                ]),
            ])
    }

    /// A link that logs in as `user` and, once it has, hands `user` to ``completion``.
    private func logIn(_ user: AccountUser, title: String) -> PageLink {
        let route = AccountLogInAs(user: user.id)
        guard let completion else { return PageLink(title, to: route) }
        return PageLink(title, to: route, completion: RouteCompletion { _ in await completion(user) })
    }
}
