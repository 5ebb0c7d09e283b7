import Common
import Foundation

/// The messages of the bundle's `inbox.json`, checked when the module is made.
struct Inbox: Sendable, Equatable {
    /// The file's name in the bundle.
    static let fileName = "inbox.json"

    /// The messages in file order.
    let messages: [InboxMessage]

    /// The message with this id, or `nil`.
    func message(id: Int) -> InboxMessage? {
        messages.first { $0.id == id }
    }

    /// Loads `inbox.json` from the module's bundle; a missing or broken file is an error naming its path.
    static func load(bundle: Bundle) throws(InboxFailure) -> Inbox {
        try load(resourceDirectory: bundle.resourceURL ?? bundle.bundleURL)
    }

    /// Loads `inbox.json` from the module's resource directory; a missing or broken file is an error naming its path.
    static func load(resourceDirectory: URL) throws(InboxFailure) -> Inbox {
        let url: URL
        do throws(BundleDataFileError) {
            url = try BundleDataFile.url(named: fileName, inDirectory: resourceDirectory)
        } catch {
            throw InboxFailure(error)
        }
        return try load(from: url)
    }

    /// Loads and checks an inbox file: a JSON array of messages with unique ids, each with
    /// `id`, `title` and `body` in `en` and `zh-Hans`, and a `route`.
    static func load(from url: URL) throws(InboxFailure) -> Inbox {
        let messages: [InboxMessage]
        do throws(BundleDataFileError) {
            messages = try BundleDataFile.load([InboxMessage].self, from: url)
        } catch {
            throw InboxFailure(error)
        }
        var seen: Set<Int> = []
        for message in messages where !seen.insert(message.id).inserted {
            throw .duplicateID(path: url.path, id: message.id)
        }
        return Inbox(messages: messages)
    }
}
