import Common
import MessagesContract

/// The handlers of Messages' routes.
struct MessagesRouteHandlers: Sendable {
    let hub: Hub
    let inbox: LazyInbox
    let strings: StringTable

    /// `MessagesInbox`: the inbox page.
    func inboxPage() throws(RouteFailure) -> RouteOutcome {
        .page(InboxPage(inbox: try inbox.get(strings), strings: strings))
    }

    /// `MessageDetail`: one message; an unknown id is an error naming it and the ids there are.
    func detail(_ route: MessageDetail) throws -> RouteOutcome {
        .page(MessageDetailPage(message: try message(route.id), strings: strings))
    }

    /// `MessageFollow`: opens the message's URL through the remote entry, as any link from
    /// outside. A page or a value is answered as it is; an unknown route answers the hub's
    /// not-found page; a refused, malformed or failing URL answers a page saying why.
    func follow(_ route: MessageFollow, _ request: RouteRequest) throws -> RouteOutcome {
        let message = try message(route.id)
        do {
            return try hub.open(url: message.route, navigator: request.navigator)
        } catch {
            return .page(LinkRefusedPage(message: message, error: error, strings: strings))
        }
    }

    private func message(_ id: Int) throws -> InboxMessage {
        let inbox = try inbox.get(strings)
        guard let message = inbox.message(id: id) else {
            throw RouteDeclined(
                code: "messages.unknownMessage",
                message: strings(
                    "error.unknownMessage",
                    [
                        "id": String(id),
                        "ids": inbox.messages.map { String($0.id) }.joined(separator: strings("list.separator")),
                    ]))
        }
        return message
    }
}
