import Mediator

/// The JSON printed by `open --json`: the top page's content, with every link's full URL
/// and number, what actions answered, and whether a URL was not found.
struct PageDocument: Encodable {
    struct Link: Encodable {
        let number: Int
        let title: String
        let url: String
        let nativeOnly: Bool
    }

    let status: String
    let title: String?
    let sections: [PageSection]
    let links: [Link]
    let outcomes: [ActionOutcome]

    init(content: PageContent?, outcomes: [ActionOutcome], notFound: Bool, scheme: String) {
        self.status = notFound ? "notFound" : "ok"
        self.title = content?.title
        self.sections = content?.sections ?? []
        self.links = (content?.links ?? []).enumerated().map { index, link in
            Link(number: index + 1, title: link.title, url: "\(scheme)://\(link.path)", nativeOnly: link.isNativeOnly)
        }
        self.outcomes = outcomes
    }
}
