import Common
import MessagesContract

/// The handlers of Messages' routes.
struct MessagesRouteHandlers: Sendable {
    let hub: Hub
    let inbox: LazyInbox
    let strings: StringTable

    /// `MessagesInbox`: the inbox page.
    func inboxPage() throws(RouteError) -> RouteOutcome<Never> {
        .page(InboxPage(inbox: try inbox(for: MessagesInbox.self), strings: strings))
    }

    /// `MessageDetail`: one message; an unknown id is an error naming it and the ids there are.
    func detail(_ route: MessageDetail) throws -> RouteOutcome<Never> {
        .page(MessageDetailPage(message: try message(route.id, for: MessageDetail.self), strings: strings))
    }

    /// `MessageFollow`: opens the message's URL through the remote entry, as any link from
    /// outside. A page or an action's outcome is answered as it is (a result with no outcome
    /// for a person, which no remote URL answers today, shows the message); a URL nothing
    /// serves, or one refused,
    /// malformed or failing, answers a page saying why (in the hub's wording of the error) with
    /// the way back to the message and the inbox: the message's data is at fault, not the person
    /// who followed it.
    func follow(
        _ route: MessageFollow, _ request: RouteRequest<MessageFollow>
    ) async throws -> RouteOutcome<ActionOutcome> {
        let message = try message(route.id, for: MessageFollow.self)
        let outcome: RouteOutcome<ActionOutcome?>
        do {
            outcome = try await hub.open(url: message.route, navigator: request.navigator)
        } catch {
            // Not the message's fault: the person cancelled.
            if case .cancelled = error { throw error }
            return .page(LinkRefusedPage(message: message, error: error, hub: hub, strings: strings))
        }
        switch outcome {
        case .page(let page):
            return .page(page)
        case .value(let result):
            guard let action = result else {
                return .page(MessageDetailPage(message: message, strings: strings))
            }
            return .value(action)
        }
    }

    /// The inbox's message numbers, lowest to highest; `nil` when it is empty or cannot be read.
    var messageNumbers: ClosedRange<Int>? {
        let ids = (try? inbox.get(strings))?.messages.map(\.id) ?? []
        guard let first = ids.min(), let last = ids.max() else { return nil }
        return first...last
    }

    private func message(_ id: Int, for route: any Route.Type) throws(RouteError) -> InboxMessage {
        let inbox = try inbox(for: route)
        guard let message = inbox.message(id: id) else {
            throw RouteError.declined(
                route: route.pattern, code: "messages.unknownMessage",
                message: strings(
                    "error.unknownMessage",
                    [
                        "id": String(id),
                        "ids": inbox.messages.map { String($0.id) }.joined(separator: strings("list.separator")),
                    ]))
        }
        return message
    }

    /// The inbox; one that could not be read fails `route`, naming the file.
    private func inbox(for route: any Route.Type) throws(RouteError) -> Inbox {
        do throws(InboxUnavailable) {
            return try inbox.get(strings)
        } catch {
            throw RouteError.handlerFailed(route: route.pattern, reason: error.description)
        }
    }
}
