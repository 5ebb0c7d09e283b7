import AccountContract
import Common

/// The session kept in the state document `session`, over the demo users from the bundle.
///
/// Every change is one `update` of that document, so two `bazaar` processes sharing a state
/// directory agree on who is logged in. Events are posted after the document is saved.
final class LiveAccountService: AccountService {
    private let hub: Hub
    private let store: any StateStore
    private let users: LazyDemoUsers
    private let language: Language

    /// A service posting on `hub`, keeping the session in `store`, naming users in `language`.
    init(hub: Hub, store: any StateStore, users: LazyDemoUsers, language: Language) {
        self.hub = hub
        self.store = store
        self.users = users
        self.language = language
    }

    /// The logged-in user, or `nil` (also when the session names a user who no longer exists);
    /// throws `.storage` naming the file when the session, or the users file when someone is
    /// logged in, cannot be read.
    func currentUser() throws(AccountError) -> AccountUser? {
        guard let id = try Self.session(in: store, language: language).userID else { return nil }
        return try user(id: id)
    }

    /// The session document in `store`; throws `.storage` naming the file, in `language`, when
    /// it cannot be read.
    private static func session(in store: any StateStore, language: Language) throws(AccountError) -> SessionDocument {
        do {
            return try store.read(SessionDocument.self, named: SessionDocument.name, default: .init())
        } catch {
            throw .storage(StateText.sentence(for: error, in: language))
        }
    }

    /// The demo users, in the bundle's order; none when the users file cannot be read (the
    /// routes that list them fail naming it).
    func availableUsers() -> [AccountUser] {
        ((try? users.get()) ?? []).map { $0.accountUser(in: language) }
    }

    /// Logs in as `userID`. Someone else logged in before is logged out first (posting
    /// `UserLoggedOut` for them; when a subscriber cannot follow it, they stay logged in and
    /// this throws `.logOutUndone`), then `UserLoggedIn` is posted.
    @discardableResult
    func logIn(userID: String) async throws(AccountError) -> AccountLogIn {
        guard let user = try user(id: userID) else { throw .unknownUser(userID) }
        let previous = try changeSession { $0 = userID }
        if let previous, previous != userID {
            try await loggedOut(previous, replacedBy: userID)
        }
        let unheard = await hub.post(UserLoggedIn(user: user))
        return AccountLogIn(user: user, problems: ErrorSentence.causes(of: unheard))
    }

    /// Logs out and posts `UserLoggedOut`; does nothing when nobody is logged in. When a
    /// subscriber cannot follow it, the user stays logged in and it throws `.logOutUndone`.
    func logOut() async throws(AccountError) {
        guard let previous = try changeSession({ $0 = nil }) else { return }
        try await loggedOut(previous, replacedBy: nil)
    }

    /// Posts `UserLoggedOut` for `userID`, whose session now holds `replacement`. A log-out a
    /// subscriber could not follow (Cart could not put the user's lines away, so the next person
    /// would get them) is undone: the session is given back to `userID` unless another process
    /// changed it meanwhile, and `.logOutUndone` names the cause (`.storage`, when the session
    /// cannot be given back either).
    private func loggedOut(_ userID: String, replacedBy replacement: String?) async throws(AccountError) {
        let unheard = await hub.post(UserLoggedOut(userID: userID))
        guard !unheard.isEmpty else { return }
        _ = try changeSession { if $0 == replacement { $0 = userID } }
        throw .logOutUndone(reason: ErrorSentence.causes(of: unheard).joined(separator: " "))
    }

    /// Deletes the session of the logged-in user and posts `AccountDeleted`; answers what its
    /// subscribers could not do.
    @discardableResult
    func deleteAccount() async throws(AccountError) -> [String] {
        let deleted = try changeSession { (userID) throws(AccountError) in
            guard userID != nil else { throw .notLoggedIn }
            userID = nil
        }
        guard let deleted else { throw .notLoggedIn }
        do {
            try store.remove(named: SessionDocument.name)
        } catch {
            throw .storage(StateText.sentence(for: error, in: language))
        }
        return ErrorSentence.causes(of: await hub.post(AccountDeleted(userID: deleted)))
    }

    /// The user with this id, or `nil`; throws `.storage` naming the users file when it cannot be read.
    private func user(id: String) throws(AccountError) -> AccountUser? {
        do throws(BundleDataFileError) {
            return try users.get().first { $0.id == id }?.accountUser(in: language)
        } catch {
            throw .storage(StateText.sentence(for: error, in: language))
        }
    }

    /// Changes the session's user id in one `update`; returns the id it held before.
    private func changeSession(
        _ change: (inout String?) throws(AccountError) -> Void
    ) throws(AccountError) -> String? {
        do {
            return try store.update(SessionDocument.self, named: SessionDocument.name, default: .init()) { session in
                let previous = session.userID
                try change(&session.userID)
                return previous
            }
        } catch let error as AccountError {
            throw error
        } catch {
            throw .storage(StateText.sentence(for: error, in: language))
        }
    }
}
