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
        let directory = bundle.resourceURL ?? bundle.bundleURL
        let url = directory.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw .unreadableResource(path: url.path, reason: "the file is missing from the Messages bundle")
        }
        return try load(from: url)
    }

    /// Loads and checks an inbox file: a JSON array of messages with unique ids, each with
    /// `id`, `title` and `body` in `en` and `zh-Hans`, and a `route`.
    static func load(from url: URL) throws(LocalizationError) -> Inbox {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableResource(path: url.path, reason: "cannot read it (\(error.localizedDescription))")
        }
        let messages: [InboxMessage]
        switch StateDocumentCoding.decode([InboxMessage].self, from: data) {
        case .success(let decoded): messages = decoded
        case .failure(let failure):
            throw .unreadableResource(
                path: url.path,
                reason: "\(failure.reason); expected an array of {id, title: {en, zh-Hans}, body: {en, zh-Hans}, route}"
            )
        }
        var seen: Set<Int> = []
        for message in messages where !seen.insert(message.id).inserted {
            throw .unreadableResource(
                path: url.path, reason: "message id \(message.id) appears twice; ids must be unique")
        }
        return Inbox(messages: messages)
    }
}
