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
        guard !file.users.isEmpty else {
            throw .invalid(path: path, rule: BrokenRule(field: "users", found: "", expected: .notEmpty))
        }
        var ids: Set<String> = []
        for (index, user) in file.users.enumerated() {
            let at = "users[\(index)]"
            guard !user.id.isEmpty else {
                throw .invalid(path: path, rule: BrokenRule(field: at + ".id", found: "", expected: .notEmpty))
            }
            guard ids.insert(user.id).inserted else {
                throw .invalid(path: path, rule: BrokenRule(field: at + ".id", found: user.id, expected: .unique))
            }
            if let language = user.name.emptyLanguages.first {
                throw .invalid(
                    path: path,
                    rule: BrokenRule(field: at + ".name." + language.rawValue, found: "", expected: .notEmpty))
            }
        }
        return file.users
    }
}
