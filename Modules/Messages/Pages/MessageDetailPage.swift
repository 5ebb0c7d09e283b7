import Common
import MessagesContract

/// One message: its body, the URL it carries, and a link that follows it.
struct MessageDetailPage: ContentPage {
    let message: InboxMessage
    let strings: StringTable

    func content() -> PageContent {
        let language = strings.language
        return PageContent(
            title: message.title.text(in: language),
            sections: [
                PageSection(items: [
                    .text(message.body.text(in: language)),
                    .field(PageField(key: "url", label: strings("field.url"), value: message.route)),
                ]),
                PageSection(items: [
                    .link(PageLink(strings("link.follow"), to: MessageFollow(id: message.id))),
                    .link(PageLink(strings("link.inbox"), to: MessagesInbox())),
                ]),
            ])
    }
}
