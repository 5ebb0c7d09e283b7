import Common
import MessagesContract

/// What following a message's link answers when the remote entry refuses the URL (wrong
/// scheme, native-only route), finds it malformed, or its route fails: the reason, and links
/// back to the message and the inbox.
struct LinkRefusedPage: Page {
    let message: InboxMessage
    let error: RouteError
    let strings: StringTable

    /// Which strings fit the error's family.
    private var kind: String {
        switch error.category {
        case .refused: "refused"
        case .malformed: "malformed"
        case .notFound, .failed, .declined: "failed"
        }
    }

    /// Why, in the user's language: the module's own sentence for a declined request, else
    /// this module's sentence for the error's kind (never a route pattern or an English reason).
    private var reason: String {
        if case .declined(_, let declined) = error { return declined.message }
        return strings(error.key, error.values)
    }

    func content() -> PageContent {
        let title = message.title.text(in: strings.language)
        return PageContent(
            title: strings("link.\(kind).title"),
            sections: [
                PageSection(items: [
                    .text(strings("link.\(kind).text", ["title": title])),
                    .field(PageField(key: "url", label: strings("field.url"), value: message.route)),
                    .field(PageField(key: "reason", label: strings("field.reason"), value: reason)),
                ]),
                PageSection(items: [
                    .link(PageLink(strings("link.backToMessage", ["title": title]), to: MessageDetail(id: message.id))),
                    .link(PageLink(strings("link.inbox"), to: MessagesInbox())),
                ]),
            ])
    }
}
