import Common
import Foundation

/// Loads the demo users from the bundle's `users.json`.
enum DemoUsers {
    /// The file name in the bundle.
    static let fileName = "users.json"

    private struct File: Decodable {
        let users: [DemoUser]
    }

    /// Loads and checks `users.json` from a bundle.
    static func load(bundle: Bundle) -> Result<[DemoUser], DemoUsersError> {
        guard let url = bundle.url(forResource: "users", withExtension: "json") else {
            let directory = bundle.resourceURL ?? bundle.bundleURL
            return .failure(.missing(path: directory.appendingPathComponent(fileName).path))
        }
        return Result { () throws(DemoUsersError) in try load(url: url) }
    }

    /// Loads and checks a users file: at least one user, unique non-empty ids, names in both languages.
    static func load(url: URL) throws(DemoUsersError) -> [DemoUser] {
        let path = url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw .unreadable(path: path, reason: "not a users file (\(error))")
        }
        guard !file.users.isEmpty else { throw .invalid(path: path, reason: "it lists no users") }
        var ids: Set<String> = []
        for user in file.users {
            guard !user.id.isEmpty, ids.insert(user.id).inserted else {
                throw .invalid(path: path, reason: "user id '\(user.id)' is empty or appears twice")
            }
            guard user.name.emptyLanguages.isEmpty else {
                throw .invalid(path: path, reason: "user '\(user.id)' needs a name in en and zh-Hans")
            }
        }
        return file.users
    }
}
