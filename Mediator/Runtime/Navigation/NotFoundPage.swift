/// The default page the remote entry shows when no route matches a URL.
public struct NotFoundPage: Page {
    /// The error that led here.
    public let error: RouteError

    /// Creates the page for an error.
    public init(error: RouteError) {
        self.error = error
    }

    /// A title and the reason.
    public func content() -> PageContent {
        PageContent(title: "Not found", sections: [PageSection(items: [.text(error.description)])])
    }
}
