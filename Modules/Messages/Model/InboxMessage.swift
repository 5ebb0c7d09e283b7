import Common

/// One message of the inbox, as the bundle's `inbox.json` holds it.
///
/// `route` is data: a URL the server chose, opened through the remote entry like any link
/// from outside, so it may lead anywhere, nowhere, or be refused.
struct InboxMessage: Decodable, Sendable, Equatable {
    let id: Int
    let title: LocalizedText
    let body: LocalizedText
    let route: String
}
