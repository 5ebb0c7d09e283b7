import ContractSupport

/// The JSON printed by `open --json` when every URL opened: the top page's content, with every
/// link's full URL and number, the outcomes of the actions that ran, in order, and, when a
/// route guard showed this page in place of the one asked for (the log-in page for the order
/// list), `redirectedFrom`: the URL asked for.
struct PageDocument: Encodable {
    struct Link: Encodable {
        let number: Int
        let title: String
        let url: String
        let isNativeOnly: Bool
        /// Why the link cannot be followed now; absent when it can.
        let unavailable: String?
    }

    let formatVersion = ConsoleJSON.formatVersion
    let status = "ok"
    let title: String?
    let sections: [PageSection]
    let links: [Link]
    let outcomes: [ActionOutcome]
    /// The URL a guard's redirect stood in for; absent when the page is the one asked for.
    let redirectedFrom: String?

    /// The document of `page` (the navigator's top, whose content is `content`).
    init(page: (any Page)?, content: PageContent?, outcomes: [ActionOutcome], scheme: String) {
        self.redirectedFrom = (page as? RedirectedPage)?.requestedURL
        self.title = content?.title
        self.sections = content?.sections ?? []
        self.links = (content?.links ?? []).enumerated().map { index, link in
            Link(
                number: index + 1, title: link.title, url: "\(scheme)://\(link.path)", isNativeOnly: link.isNativeOnly,
                unavailable: link.unavailableReason)
        }
        self.outcomes = outcomes
    }
}
