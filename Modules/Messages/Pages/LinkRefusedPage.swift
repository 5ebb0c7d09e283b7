import Common
import MessagesContract

/// What following a message's link answers when the remote entry refuses the URL (wrong
/// scheme, native-only route), finds it malformed, nothing serves it, or its route fails: the
/// reason, and links back to the message and the inbox.
struct LinkRefusedPage: ContentPage {
    let message: InboxMessage
    let error: RouteError
    /// Words the reason, as the front end words the same error anywhere else.
    let hub: Hub
    let strings: StringTable

    /// Which strings fit the error's family.
    private var kind: String {
        switch error {
        case .wrongScheme, .nativeOnly, .reservedParameter: "refused"
        case .malformedURL, .missingParameter, .invalidParameter: "malformed"
        // A cancelled link is not shown here (the follow is cancelled): worded as one that failed.
        case .notFound, .handlerFailed, .serviceFailed, .declined, .guardTimedOut, .redirectLoop, .setUpFailed,
            .cancelled:
            "failed"
        }
    }

    func content() -> PageContent {
        let title = message.title.text(in: strings.language)
        // Worded by the hub, as the front end words this error anywhere else.
        let reason = hub.errorSentence(error)
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
