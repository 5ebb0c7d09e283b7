import Common
import HomeContract
import MessagesContract

/// The inbox: one record per message, each linking to the message.
struct InboxPage: ContentPage {
    let inbox: Inbox
    let strings: StringTable

    func content() -> PageContent {
        let language = strings.language
        let records: [PageItem] = inbox.messages.map { message in
            let title = message.title.text(in: language)
            return .record(
                PageRecord(
                    title: title,
                    fields: [
                        PageField(key: "id", label: strings("field.id"), integer: message.id),
                        PageField(key: "title", label: strings("field.title"), value: title),
                    ],
                    link: PageLink(title, to: MessageDetail(id: message.id))))
        }
        return PageContent(
            title: strings("inbox.title"),
            sections: [
                PageSection(
                    heading: strings.plural("inbox.count", count: inbox.messages.count),
                    items: records.isEmpty ? [.text(strings("inbox.empty"))] : records),
                PageSection(items: [.link(PageLink(strings("link.home"), to: HomePage()))]),
            ])
    }
}
