import ContractSupport

/// A page with only a title, for a test's stand-in handler of a route whose `Result` is
/// `Never`, so the handler must answer a page.
public struct TitledPage: ContentPage {
    /// The page's title.
    public let title: String

    /// A page titled `title`.
    public init(_ title: String) { self.title = title }

    /// The title alone.
    public func content() -> PageContent { PageContent(title: title) }
}
