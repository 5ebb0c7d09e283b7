import Common
import Foundation
import MessagesContract

/// The Messages module: an inbox from the bundle whose messages carry route URLs chosen by
/// data (the server-driven jump), followed through the remote entry.
///
/// Consumes no service and posts no event: a message's link reaches other modules only as a
/// URL, so the data decides where it leads and the remote entry decides whether it may.
public struct MessagesModule: BusinessModule {
    /// `Messages`.
    public let name = "Messages"
    /// `true`: the inbox is read and checked when Messages is first needed, not at start; a
    /// Messages route begins that if need be and waits for it.
    public let defersSetUp = true

    private let strings: StringTable
    private let inbox: LazyInbox

    /// Loads the module's strings; the inbox is read by the set-up, which is deferred. A missing
    /// or broken `inbox.json` makes every Messages route fail with an error naming the module and
    /// the file's path (the app still starts: no other module depends on the inbox). Messages
    /// keep no state, so `store` is not used.
    public init(store: any StateStore, language: Language) throws(LocalizationError) {
        let resources = ResourceDirectory.of("Bazaar_Messages") { .module }  // no Bundle made when not needed
        strings = try StringTable.load(
            resourceDirectory: resources, language: language, languages: language.withFallback)
        inbox = LazyInbox { Result { () throws(InboxFailure) in try Inbox.load(resourceDirectory: resources) } }
    }

    /// Registers the inbox, message and follow routes.
    public func register(in registrar: inout ModuleRegistrar) {
        let handlers = MessagesRouteHandlers(hub: registrar.hub, inbox: inbox, strings: strings)
        registrar.route(MessagesInbox.self) { _, _ in try handlers.inboxPage() }
        // An `id` that is no whole number (or one too large for any) is told the inbox's numbers.
        let numbers: @Sendable (String) -> ClosedRange<Int>? = { $0 == "id" ? handlers.messageNumbers : nil }
        registrar.route(MessageDetail.self, wholeNumbers: numbers) { route, _ in try handlers.detail(route) }
        registrar.route(MessageFollow.self, wholeNumbers: numbers) { route, request in
            try await handlers.follow(route, request)
        }
    }

    /// Reads and checks `inbox.json`, when Messages is first needed; throws its error, naming the file,
    /// in the user's language, when it cannot be used.
    public func setUp(hub: Hub) async throws {
        _ = try inbox.get(strings)
    }
}
