import AccountContract
import Common

/// Shown instead of order pages when nobody is logged in: says so and links to the log-in page.
struct LoginRequiredPage: Page {
    let strings: StringTable

    func content() -> PageContent {
        PageContent(
            title: strings("login.title"),
            sections: [
                PageSection(items: [
                    .text(strings("login.orders")),
                    .link(PageLink(strings("login.link"), to: AccountLogin())),
                ])
            ])
    }
}
