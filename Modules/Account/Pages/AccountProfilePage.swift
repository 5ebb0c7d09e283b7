import AccountContract
import Common

/// Who is logged in, with links to log in, log out and delete the account.
struct AccountProfilePage: ContentPage {
    /// Asked who is logged in each time the page is drawn.
    let account: any AccountService
    /// The module's strings.
    let strings: StringTable

    /// The user's fields and the links that fit.
    func content() -> PageContent {
        let current: AccountUser?
        do throws(AccountError) {
            current = try account.currentUser()
        } catch {
            // A session that cannot be read is said, never shown as nobody logged in.
            return PageContent(
                title: strings("profile.title"),
                sections: [PageSection(items: [.text(strings(error.key, error.values))])])
        }
        guard let user = current else {
            return PageContent(
                title: strings("profile.title"),
                sections: [
                    PageSection(items: [
                        .text(strings("profile.nobody")),
                        .link(PageLink(strings("profile.logIn"), to: AccountLogin())),
                    ])
                ])
        }
        return PageContent(
            title: strings("profile.title"),
            sections: [
                PageSection(items: [
                    .field(PageField(key: "name", label: strings("field.name"), value: user.name)),
                    .field(PageField(key: "id", label: strings("field.id"), value: user.id)),
                ]),
                PageSection(items: [
                    .link(PageLink(strings("profile.logOut"), to: AccountLogOut())),
                    .link(PageLink(strings("profile.switchUser"), to: AccountLogin())),
                    .link(
                        PageLink(
                            strings("profile.delete"), to: AccountDelete(),
                            confirmation: (
                                prompt: strings("delete.prompt", ["name": user.name, "id": user.id]), answer: user.id
                            ))),
                ]),
            ])
    }
}
