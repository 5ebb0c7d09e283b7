/// Who is logged in, and logging in and out. Provided by the Account module.
public protocol AccountService: Sendable {
    /// The logged-in user, or `nil` when nobody is; throws `.storage` naming the file when the
    /// session exists but cannot be read, so a page or an action can say so.
    func currentUser() throws(AccountError) -> AccountUser?
    /// The users one can log in as (demo users).
    func availableUsers() -> [AccountUser]
    /// Logs in as the user with this id and posts `UserLoggedIn`, returning once every subscriber
    /// has heard it; answers the user and what the subscribers could not do (see
    /// `AccountLogIn`). Throws `AccountError`.
    @discardableResult
    func logIn(userID: String) async throws(AccountError) -> AccountLogIn
    /// Logs out and posts `UserLoggedOut`; does nothing when nobody is logged in. Logged out
    /// only when every subscriber followed it (Cart put the user's lines away for their next
    /// log-in): otherwise the user stays logged in and it throws `.logOutUndone` with the cause.
    func logOut() async throws(AccountError)
    /// Deletes the logged-in user's account data and posts `AccountDeleted`; answers what the
    /// modules that heard of it could not do (each a sentence for a person), none when all did.
    /// Native only.
    @discardableResult
    func deleteAccount() async throws(AccountError) -> [String]
}

/// Why an account operation failed.
public enum AccountError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No user has this id.
    case unknownUser(String)
    /// The operation needs a logged-in user.
    case notLoggedIn
    /// The session could not be saved or read.
    case storage(String)
    /// A log-out that a module could not follow (Cart could not put the user's lines away):
    /// nobody was logged out. `reason` says why, in the user's language.
    case logOutUndone(reason: String)

    /// One line for a person.
    public var description: String {
        switch self {
        case .unknownUser(let id): "no user '\(id)'"
        case .notLoggedIn: "nobody is logged in"
        case .storage(let reason): "account storage failed: \(reason)"
        case .logOutUndone(let reason): "still logged in, since logging out could not be finished: \(reason)"
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
        case .logOutUndone: "account.logOutUndone"
        }
    }

    /// `id`; none; or `reason`.
    public var values: [String: String] {
        switch self {
        case .unknownUser(let id): ["id": id]
        case .notLoggedIn: [:]
        case .storage(let reason), .logOutUndone(let reason): ["reason": reason]
        }
    }

    /// Every case but `storage` and `logOutUndone`.
    public var isDeclined: Bool {
        switch self {
        case .storage, .logOutUndone: false
        case .unknownUser, .notLoggedIn: true
        }
    }
}
