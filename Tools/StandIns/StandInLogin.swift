import AccountContract
import Common

/// Account's log-in, stood in for a run without Account: the guard of
/// `RouteRequirement.loggedIn` (while the stand-in account has nobody logged in, a guarded
/// request shows the stand-in log-in page, and resumes once someone logs in there), that page
/// (`AccountLogin`: one link per stand-in user, carrying the request's completion), and logging
/// in (`AccountLogInAs`: through the stand-in `AccountService`, then the completion; from outside
/// it logs nobody in and offers that user's link instead, as Account's own does).
public enum StandInLogin {
    /// The route types bound here in place of their stand-in pages.
    public static let routes: [any Route.Type] = [AccountLogin.self, AccountLogInAs.self]

    /// Puts the stand-in guard of `.loggedIn` in `overrides`: it asks the `AccountService` of
    /// the hub it guards (the stand-in) who is logged in; a run with no account to ask (its
    /// module consumes none) lets every request go on, to the stand-in page of the route.
    public static func guardLoggedIn(in overrides: inout Overrides) {
        overrides.guard(.loggedIn, owner: StandIn.owner) { _, hub in
            guard let account = try? await hub.service((any AccountService).self) else { return .proceed }
            return try account.currentUser() == nil ? .redirect(to: AccountLogin()) : .proceed
        }
    }

    /// Binds ``routes`` through `registrar`, the page worded by `strings` (the shell's `standIn.*`
    /// strings).
    static func bind(in registrar: inout ModuleRegistrar, strings: StringTable) {
        let hub = registrar.hub
        registrar.route(AccountLogin.self) { _, request in
            let users = try await hub.service((any AccountService).self).availableUsers()
            return .page(StandInLoginPage(users: users, completion: request.completion, strings: strings))
        }
        registrar.route(AccountLogInAs.self) { route, request in
            let account = try await hub.service((any AccountService).self)
            guard let chosen = account.availableUsers().first(where: { $0.id == route.user }) else {
                throw RouteError.declined(
                    route: AccountLogInAs.pattern, code: AccountError.unknownUser(route.user).key,
                    message: strings("standIn.login.unknownUser", ["id": route.user]))
            }
            // From outside, as Account's own: nobody is logged in, the page offers that user.
            if request.isRemote {
                return .page(StandInLoginPage(users: [chosen], completion: nil, strings: strings))
            }
            let logIn = try await account.logIn(userID: chosen.id)
            let message = logIn.problems.reduce(strings("standIn.login.loggedIn", ["name": logIn.user.name])) {
                $0 + " " + strings("standIn.login.notFollowed", ["reason": $1])
            }
            let outcome = ActionOutcome(event: "account.loggedIn", message: message)
            await request.completion?(outcome)
            return .value(outcome)
        }
    }
}
