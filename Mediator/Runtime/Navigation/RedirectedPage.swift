/// The page a guard's redirect showed in place of the one asked for (the log-in page in place of
/// the order list), with the URL that was asked for: how a front end tells that the page it got
/// is a redirect's, and from where (`bazaar open --json` writes it as `redirectedFrom`).
///
/// A front end draws it as it draws ``page``. It is a class so that the request waiting on the
/// redirect finds this very page on the navigator's stack when it resumes, and puts its own page
/// in its place there (a page pushed since stays above it). When the request fails as it resumes
/// (a payment refused because someone else logged in), the redirect's page stays, with
/// ``resumeFailure`` saying why, so that the person is not left on it without a word.
///
/// Read by front ends that show where a redirect came from (`redirectedFrom` in JSON).
public final class RedirectedPage: Page {
    /// The redirect's own page, as its handler answered it.
    public let page: any Page
    /// The URL that was asked for: a remote request's text as it was given, a native one's
    /// route as a URL (`bazaar://order/checkout`; the pattern for values no URL can carry).
    public let requestedURL: String
    /// Why the request did not follow after all, in the hub's wording of its error; `nil` while
    /// it waits or when it resumed.
    public let resumeFailure: String?

    init(_ page: any Page, requestedURL: String, resumeFailure: String? = nil) {
        self.page = page
        self.requestedURL = requestedURL
        self.resumeFailure = resumeFailure
    }
}
