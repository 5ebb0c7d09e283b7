import AccountContract
import Common
import Foundation

/// The bundle's demo users, read and checked on first need (not on the start path: decoding them
/// cost about 4% of `bazaar open bazaar://home`, which needs them only when someone is logged in),
/// then kept for the process. A missing or invalid file is kept too: every need of the users
/// then fails with its error, naming the file.
final class LazyDemoUsers: Sendable {
    private let resourceDirectory: URL
    private let loaded = LockedBox<Result<[DemoUser], BundleDataFileError>?>(nil)

    /// The users of `users.json` in `resourceDirectory`, read on first use (once, even when two
    /// threads ask at once).
    init(resourceDirectory: URL) {
        self.resourceDirectory = resourceDirectory
    }

    /// The users, in the file's order; throws the file's error when it is missing or invalid.
    func get() throws(BundleDataFileError) -> [DemoUser] {
        let result = loaded.withLock { loaded in
            if let loaded { return loaded }
            let made = DemoUsers.load(resourceDirectory: resourceDirectory)
            loaded = made
            return made
        }
        return try result.get()
    }
}
