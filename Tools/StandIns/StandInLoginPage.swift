import AccountContract
import Common

/// The stand-in log-in page: says Account is not part of this run and offers one link per
/// stand-in user; each link logs in through the stand-in `AccountService` and then hands the
/// user to the completion the page was opened with (the guarded request waiting on it resumes).
struct StandInLoginPage: ContentPage {
    let users: [AccountUser]
    let completion: RouteCompletion<AccountUser>?
    let strings: StringTable

    func content() -> PageContent {
        let links: [PageItem] = users.map { user in
            let route = AccountLogInAs(user: user.id)
            let title = strings("standIn.login.as", ["name": user.name])
            guard let completion else { return .link(PageLink(title, to: route)) }
            return .link(PageLink(title, to: route, completion: RouteCompletion { _ in await completion(user) }))
        }
        return PageContent(
            title: strings("standIn.login.title"),
            sections: [PageSection(items: [.text(strings("standIn.login.intro"))] + links)])
    }
}
