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
    static func load(bundle: Bundle) throws(LocalizationError) -> Inbox {
        try load(resourceDirectory: bundle.resourceURL ?? bundle.bundleURL)
    }

    /// Loads `inbox.json` from the module's resource directory; a missing or broken file is an error naming its path.
    static func load(resourceDirectory: URL) throws(LocalizationError) -> Inbox {
        let url: URL
        do throws(BundleDataFileError) {
            url = try BundleDataFile.url(named: fileName, inDirectory: resourceDirectory)
        } catch {
            throw resourceError(error)
        }
        return try load(from: url)
    }

    /// Loads and checks an inbox file: a JSON array of messages with unique ids, each with
    /// `id`, `title` and `body` in `en` and `zh-Hans`, and a `route`.
    static func load(from url: URL) throws(LocalizationError) -> Inbox {
        let messages: [InboxMessage]
        do throws(BundleDataFileError) {
            messages = try BundleDataFile.load([InboxMessage].self, from: url)
        } catch {
            throw resourceError(error)
        }
        var seen: Set<Int> = []
        for message in messages where !seen.insert(message.id).inserted {
            throw .unreadableResource(
                path: url.path, reason: "message id \(message.id) appears twice; ids must be unique")
        }
        return Inbox(messages: messages)
    }

    /// The inbox's wording of a failure to find, read or decode the file.
    private static func resourceError(_ failure: BundleDataFileError) -> LocalizationError {
        switch failure {
        case .missing(let path):
            .unreadableResource(path: path, reason: "the file is missing from the Messages bundle")
        case .unreadable(let path, let reason):
            .unreadableResource(path: path, reason: "cannot read it (\(reason))")
        case .invalid(let path, let reason):
            .unreadableResource(path: path, reason: reason)
        case .undecodable(let path, let reason):
            .unreadableResource(
                path: path,
                reason: "\(reason); expected an array of {id, title: {en, zh-Hans}, body: {en, zh-Hans}, route}")
        }
    }
}
