/// Who is logged in, and logging in and out. Provided by the Account module.
public protocol AccountService: Sendable {
    /// The logged-in user, or `nil` when nobody is; throws `.storage` naming the file when the
    /// session exists but cannot be read, so a page or an action can say so.
    func currentUser() throws(AccountError) -> AccountUser?
    /// The users one can log in as (demo users).
    func availableUsers() -> [AccountUser]
    /// Logs in as the user with this id and posts `UserLoggedIn`, returning once every subscriber
    /// has heard it; throws `AccountError`.
    @discardableResult
    func logIn(userID: String) async throws(AccountError) -> AccountUser
    /// Logs out and posts `UserLoggedOut`; does nothing when nobody is logged in.
    func logOut() async throws(AccountError)
    /// Deletes the logged-in user's account data and posts `AccountDeleted`. Native only.
    func deleteAccount() async throws(AccountError)
}

/// Why an account operation failed.
public enum AccountError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No user has this id.
    case unknownUser(String)
    /// The operation needs a logged-in user.
    case notLoggedIn
    /// The session could not be saved or read.
    case storage(String)

    /// One line for a person.
    public var description: String {
        switch self {
        case .unknownUser(let id): "no user '\(id)'"
        case .notLoggedIn: "nobody is logged in"
        case .storage(let reason): "account storage failed: \(reason)"
        }
    }
}

extension AccountError: ContractError {
    /// `account.unknownUser`, `account.notLoggedIn` or `account.storage`.
    public var key: String {
        switch self {
        case .unknownUser: "account.unknownUser"
        case .notLoggedIn: "account.notLoggedIn"
        case .storage: "account.storage"
        }
    }

    /// `id`; none; or `reason`.
    public var values: [String: String] {
        switch self {
        case .unknownUser(let id): ["id": id]
        case .notLoggedIn: [:]
        case .storage(let reason): ["reason": reason]
        }
    }

    /// Every case but `storage`.
    public var isDeclined: Bool {
        if case .storage = self { return false }
        return true
    }
}
