/// The page a guard's redirect showed in place of the one asked for (the log-in page in place of
/// the order list), with the URL that was asked for: how a front end tells that the page it got
/// is a redirect's, and from where (`bazaar open --json` writes it as `redirectedFrom`).
///
/// It draws as the redirect's page does. It is a class so that the request waiting on the
/// redirect finds this very page on the navigator's stack when it resumes, and puts its own page
/// in its place there (a page pushed since stays above it).
public final class RedirectedPage: Page {
    /// The redirect's own page, as its handler answered it.
    public let page: any Page
    /// The URL that was asked for: a remote request's text as it was given, a native one's
    /// route as a URL (`bazaar://order/checkout`; the pattern for values no URL can carry).
    public let requestedURL: String

    init(_ page: any Page, requestedURL: String) {
        self.page = page
        self.requestedURL = requestedURL
    }

    /// The redirect's page's content.
    public func content() async -> PageContent {
        await page.content()
    }
}
