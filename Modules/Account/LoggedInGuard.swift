import AccountContract
import Common

/// Account's guard of `RouteRequirement.loggedIn`: a request goes on when someone is logged in,
/// else it is redirected to the log-in page (`AccountLogin`), whose log-in links complete it, so
/// the request resumes once someone has logged in there. A session that cannot be read fails
/// the request, naming the file, rather than asking for a log-in.
struct LoggedInGuard: Sendable {
    let hub: Hub
    let strings: StringTable

    func decide(_ route: any Route) async throws -> RouteRequirement.Decision {
        let account = try await hub.service((any AccountService).self)
        do throws(AccountError) {
            return try account.currentUser() == nil ? .redirect(to: AccountLogin()) : .proceed
        } catch {
            throw error.routeError(for: type(of: route), strings.string)
        }
    }
}
