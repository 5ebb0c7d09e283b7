import AccountContract
import Common

/// A stand-in for `AccountService`: two demo users, logged in as the first unless told not to.
///
/// Use `loggedIn: false` to exercise the "nobody is logged in" paths. It posts the same events
/// as the real service, so modules that listen behave as they would in the app.
public final class StandInAccountService: AccountService {
    /// The demo users every stand-in session offers, named in English.
    public static let users = users(in: .english)

    /// The demo users, named in `language`.
    public static func users(in language: Language) -> [AccountUser] {
        let chinese = language == .simplifiedChinese
        return [
            AccountUser(id: "demo", name: chinese ? "演示顾客" : "Demo Shopper"),
            AccountUser(id: "guest", name: chinese ? "测试访客" : "Guest Tester"),
        ]
    }

    private let hub: Hub
    private let current: LockedBox<AccountUser?>
    private let users: [AccountUser]

    /// A stand-in session, logged in as the first user when `loggedIn` is true; the users are
    /// named in `language`.
    public init(hub: Hub, loggedIn: Bool = true, language: Language = .english) {
        self.hub = hub
        self.users = Self.users(in: language)
        self.current = LockedBox(loggedIn ? users[0] : nil)
    }

    /// The logged-in user, or `nil`; the stand-in's session is in memory, so it never fails to read.
    public func currentUser() throws(AccountError) -> AccountUser? {
        current.withLock { $0 }
    }

    /// The demo users.
    public func availableUsers() -> [AccountUser] {
        users
    }

    /// Logs in as a demo user and posts `UserLoggedIn`, as Account does (no one else is logged
    /// out first: the stand-in keeps no carts).
    @discardableResult
    public func logIn(userID: String) async throws(AccountError) -> AccountLogIn {
        guard let user = users.first(where: { $0.id == userID }) else { throw .unknownUser(userID) }
        current.withLock { $0 = user }
        return AccountLogIn(user: user, problems: ErrorSentence.causes(of: await hub.post(UserLoggedIn(user: user))))
    }

    /// Logs out and posts `UserLoggedOut`; as Account's, undone when a subscriber cannot follow it.
    public func logOut() async throws(AccountError) {
        guard
            let user = current.withLock({ current in
                defer { current = nil }; return current
            })
        else { return }
        let unheard = await hub.post(UserLoggedOut(userID: user.id))
        guard !unheard.isEmpty else { return }
        current.withLock { if $0 == nil { $0 = user } }
        throw .logOutUndone(reason: ErrorSentence.causes(of: unheard).joined(separator: " "))
    }

    /// Logs out and posts `AccountDeleted`; answers what its subscribers could not do.
    @discardableResult
    public func deleteAccount() async throws(AccountError) -> [String] {
        guard
            let user = current.withLock({ current in
                defer { current = nil }; return current
            })
        else {
            throw .notLoggedIn
        }
        return ErrorSentence.causes(of: await hub.post(AccountDeleted(userID: user.id)))
    }
}
