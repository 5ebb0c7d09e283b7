import Common
import Foundation
import Mediator

/// The Messages module: an inbox from the bundle whose messages carry route URLs chosen by
/// data (the server-driven jump), followed through the remote entry.
///
/// Consumes no service and posts no event: a message's link reaches other modules only as a
/// URL, so the data decides where it leads and the remote entry decides whether it may.
public struct MessagesModule: BusinessModule {
    /// `Messages`.
    public let name = "Messages"

    private let strings: StringTable
    private let inbox: Inbox

    /// Loads the module's strings and its inbox; a missing or broken `inbox.json` is an error
    /// naming its path. Messages keep no state, so `store` is not used.
    public init(store: any StateStore, language: Language) throws(LocalizationError) {
        strings = try StringTable.load(bundle: .module, language: language, languages: language.withFallback)
        inbox = try Inbox.load(bundle: .module)
    }

    /// Registers the inbox, message and follow routes.
    public func register(in registrar: ModuleRegistrar) {
        let handlers = MessagesRouteHandlers(hub: registrar.hub, inbox: inbox, strings: strings)
        registrar.route(MessagesInbox.self) { _, _ in handlers.inboxPage() }
        registrar.route(MessageDetail.self) { route, _ in try handlers.detail(route) }
        registrar.route(MessageFollow.self) { route, request in try handlers.follow(route, request) }
    }
}
