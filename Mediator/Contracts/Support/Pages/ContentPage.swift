import MediatorRuntime

/// A Bazaar page: it describes what it shows as data, which any front end draws as text or
/// writes as JSON.
///
/// A page works out its content from the services it holds each time a front end draws it,
/// so drawing it again after the person acted elsewhere shows the state as it is now; it has
/// nothing to set up when it is shown or to let go of when it leaves.
public protocol ContentPage: Page {
    /// The page's content as it is now; called each time a front end draws it. May suspend
    /// (to look services up); a synchronous `content()` satisfies it too.
    func content() async -> PageContent
}

extension Page {
    /// What a front end draws for any page a route answers: a ``ContentPage``'s content; a
    /// redirect's page's content under a first line saying why its request failed to resume,
    /// if it did; for a page of another kind (one that forgot to be a `ContentPage`), its type's
    /// name as the title and a line saying it describes no content.
    public func content() async -> PageContent {
        switch self {
        case let page as any ContentPage:
            return await page.content()
        case let redirected as RedirectedPage:
            var content = await redirected.page.content()
            if let reason = redirected.resumeFailure {
                content.sections.insert(PageSection(items: [.text(reason)]), at: 0)
            }
            return content
        default:
            let name = "\(type(of: self))"
            return PageContent(
                title: name,
                sections: [PageSection(items: [.text("\(name) is no ContentPage: it describes no content.")])])
        }
    }
}
