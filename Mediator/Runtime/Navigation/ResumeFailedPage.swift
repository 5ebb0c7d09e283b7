/// A redirect's page after the request it stood in for failed to resume (the request throws
/// now, as a payment refused because someone else logged in): the page as it draws, under a
/// first line saying why, in the hub's wording of the error. It takes the redirect page's place,
/// so the person reads why the page asked for did not follow.
struct ResumeFailedPage: Page {
    let shown: any Page
    let reason: String

    func content() async -> PageContent {
        var content = await shown.content()
        content.sections.insert(PageSection(items: [.text(reason)]), at: 0)
        return content
    }
}
