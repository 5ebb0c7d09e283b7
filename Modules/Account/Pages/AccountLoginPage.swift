import Common
import Mediator

/// The demo users to log in as, one link each. The links carry the completion the page was
/// opened with, so the flow that asked for a login (checkout) hears who logged in.
struct AccountLoginPage: Page {
    /// Asked for the users and who is logged in each time the page is drawn.
    let account: any AccountService
    /// The module's strings.
    let strings: StringTable
    /// The completion of whoever opened the login page, handed to every log-in link.
    let completion: RouteCompletion?

    /// A note on who is logged in, then one link per user.
    func content() -> PageContent {
        var intro: [PageItem] = []
        if let current = account.currentUser() {
            intro.append(.text(strings("login.current", ["name": current.name])))
        }
        intro.append(.text(strings("login.choose")))
        let links: [PageItem] = account.availableUsers().map { user in
            .link(PageLink(user.name, to: AccountLogInAs(user: user.id), completion: completion))
        }
        return PageContent(title: strings("login.title"), sections: [PageSection(items: intro + links)])
    }
}
