import Common
import Foundation

/// Loads the demo users from the bundle's `users.json`.
enum DemoUsers {
    /// The file name in the bundle.
    static let fileName = "users.json"

    private struct File: Decodable {
        let users: [DemoUser]
    }

    /// Loads and checks the users file from the module's resource directory.
    static func load(resourceDirectory: URL) -> Result<[DemoUser], BundleDataFileError> {
        Result { () throws(BundleDataFileError) in
            try load(url: BundleDataFile.url(named: fileName, inDirectory: resourceDirectory))
        }
    }

    /// Loads and checks a users file: at least one user, unique non-empty ids, names in both languages.
    static func load(url: URL) throws(BundleDataFileError) -> [DemoUser] {
        let path = url.path
        let file = try BundleDataFile.load(File.self, from: url)
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
