/// The page a guard's redirect showed in place of the one asked for, with the URL asked for. A class,
/// so the resumed request finds it on the stack and takes its place. See <doc:Guarantees>.
///
/// Read by front ends that show where a redirect came from (`redirectedFrom` in JSON).
public final class RedirectedPage: Page {
    /// The redirect's own page, as its handler answered it.
    public let page: any Page
    /// The URL asked for: a remote request's text, a native one's link.
    public let requestedURL: String
    /// Why the request failed as it resumed, in the hub's wording; `nil` otherwise.
    public let resumeFailure: String?

    init(_ page: any Page, requestedURL: String, resumeFailure: String? = nil) {
        self.page = page
        self.requestedURL = requestedURL
        self.resumeFailure = resumeFailure
    }
}
