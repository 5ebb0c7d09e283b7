import AccountContract
import Common
import Foundation

/// Logging in (as a demo user from the bundle), logging out, who is logged in, and deleting
/// the account (native only). Guards `RouteRequirement.loggedIn` (the log-in page, then the
/// request resumes: ``LoggedInGuard``). Provides `AccountService`; sets up first, because others use it
/// during their set-up. The session is the state document `session`.
public struct AccountModule: BusinessModule {
    /// `Account`.
    public let name = "Account"
    /// 100: set up before the modules that use `AccountService` while setting up.
    public let priority = 100
    /// `UserLoggedIn`, `UserLoggedOut`, `AccountDeleted` (named when introspection asks, not at
    /// every start).
    public var posts: [String] { [UserLoggedIn.eventName, UserLoggedOut.eventName, AccountDeleted.eventName] }

    private let store: any StateStore
    private let strings: StringTable
    private let users: LazyDemoUsers

    /// Loads the module's strings; keeps the session in `store`. The demo users are read when
    /// first needed: a missing or invalid users file fails, naming the file in the user's
    /// language, each request that needs them (logging in, the account pages, a logged-in user).
    public init(store: any StateStore, language: Language) throws(LocalizationError) {
        self.store = store
        let resources = ResourceDirectory.of("Bazaar_Account") { .module }  // no Bundle made when not needed
        self.strings = try StringTable.load(
            resourceDirectory: resources, language: language, languages: language.withFallback)
        self.users = LazyDemoUsers(resourceDirectory: resources)
    }

    /// Binds the account routes, registers the guard of `.loggedIn` and provides `AccountService`.
    public func register(in registrar: inout ModuleRegistrar) {
        let hub = registrar.hub
        let strings = strings
        let store = store
        let users = users
        registrar.service((any AccountService).self) {
            LiveAccountService(hub: hub, store: store, users: users, language: strings.language)
        }
        /// The route error for a service error, in the user's language; an unknown user's
        /// sentence lists the valid ones.
        @Sendable func refusal(
            _ error: AccountError, _ account: any AccountService, for route: any Route.Type
        ) -> any Error {
            error.routeError(
                for: route, strings.string,
                extra: ["valid": account.availableUsers().map(\.id).joined(separator: strings("list.separator"))])
        }
        /// `message`, then a sentence for each thing a module could not do after it (each
        /// problem's cause, in the user's language).
        @Sendable func told(_ message: String, _ problems: [String]) -> String {
            problems.reduce(message) { $0 + " " + strings("outcome.notFollowed", ["reason": $1]) }
        }
        /// Who is logged in; a session that cannot be read fails, naming the file, rather than
        /// showing nobody logged in.
        @Sendable func currentUser(_ account: any AccountService, for route: any Route.Type) throws -> AccountUser? {
            do throws(AccountError) {
                return try account.currentUser()
            } catch {
                throw refusal(error, account, for: route)
            }
        }
        /// Fails, naming the users file in the user's language, when it is missing or invalid.
        @Sendable func checkUsers(for route: any Route.Type) throws {
            do throws(BundleDataFileError) {
                _ = try users.get()
            } catch {
                throw RouteError.handlerFailed(
                    route: route.pattern, reason: StateText.sentence(for: error, in: strings.language))
            }
        }
        let loggedIn = LoggedInGuard(hub: hub, strings: strings)
        registrar.guard(.loggedIn) { route in try await loggedIn.decide(route) }
        registrar.route(AccountProfile.self) { _, _ in
            try checkUsers(for: AccountProfile.self)
            let account = try await hub.service((any AccountService).self)
            _ = try currentUser(account, for: AccountProfile.self)
            return .page(AccountProfilePage(account: account, strings: strings))
        }
        registrar.route(AccountLogin.self) { _, request in
            try checkUsers(for: AccountLogin.self)
            let account = try await hub.service((any AccountService).self)
            _ = try currentUser(account, for: AccountLogin.self)
            var completion = request.completion
            if completion == nil, !request.isRemote, let navigator = request.navigator {
                // Opened by a link in the app ("Log in", "Log in as someone else"): once someone
                // has logged in, the person is back where they were, as the log-in page's own.
                let depth = navigator.depth + 1
                completion = RouteCompletion { _ in if navigator.depth == depth { navigator.pop() } }
            }
            return .page(
                AccountLoginPage(
                    account: account, strings: strings, completion: completion,
                    asked: request.completion != nil))
        }
        registrar.route(AccountLogInAs.self) { route, request in
            try checkUsers(for: AccountLogInAs.self)
            let account = try await hub.service((any AccountService).self)
            if request.isRemote {
                // A link from outside only chooses the user; logging in is confirmed in the app.
                guard let user = account.availableUsers().first(where: { $0.id == route.user }) else {
                    throw refusal(.unknownUser(route.user), account, for: AccountLogInAs.self)
                }
                return .page(AccountLoginPage(account: account, strings: strings, completion: nil, chosen: user))
            }
            let previous = try currentUser(account, for: AccountLogInAs.self)
            let logIn: AccountLogIn
            do throws(AccountError) {
                logIn = try await account.logIn(userID: route.user)
            } catch {
                throw refusal(error, account, for: AccountLogInAs.self)
            }
            let user = logIn.user
            let message =
                if let previous, previous.id != user.id {
                    strings("outcome.switched", ["name": user.name, "previous": previous.name])
                } else {
                    strings("outcome.loggedIn", ["name": user.name])
                }
            let outcome = ActionOutcome(event: "account.loggedIn", message: told(message, logIn.problems))
            await request.completion?(outcome)
            return .value(outcome)
        }
        registrar.route(AccountLogOut.self) { _, _ in
            let account = try await hub.service((any AccountService).self)
            guard let user = try currentUser(account, for: AccountLogOut.self) else {
                return .value(ActionOutcome(event: "account.loggedOut", message: strings("outcome.nobodyLoggedIn")))
            }
            do throws(AccountError) {
                try await account.logOut()
            } catch {
                throw refusal(error, account, for: AccountLogOut.self)
            }
            return .value(
                ActionOutcome(event: "account.loggedOut", message: strings("outcome.loggedOut", ["name": user.name])))
        }
        registrar.route(AccountDelete.self) { _, _ in
            let account = try await hub.service((any AccountService).self)
            guard let user = try currentUser(account, for: AccountDelete.self) else {
                throw refusal(.notLoggedIn, account, for: AccountDelete.self)
            }
            let problems: [String]
            do throws(AccountError) {
                problems = try await account.deleteAccount()
            } catch {
                throw refusal(error, account, for: AccountDelete.self)
            }
            let message = told(strings("outcome.deleted", ["name": user.name]), problems)
            return .value(ActionOutcome(event: "account.deleted", message: message))
        }
    }

    /// At the end of a session at a terminal, says who stays logged in on this state folder:
    /// the next session there starts as them.
    public func setUp(hub: Hub) {
        let account = LiveAccountService(hub: hub, store: store, users: users, language: strings.language)
        let strings = strings
        hub.subscribe(app: AppWillTerminate.self, owner: name) { event in
            guard event.atTerminal, let user = try? account.currentUser() else { return }
            event.delivery.tell(strings("terminate.staysLoggedIn", ["name": user.name]))
        }
    }
}
