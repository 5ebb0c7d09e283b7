/// The account page: who is logged in, with log-in and log-out links.
public struct AccountProfile: Route {
    /// `account`
    public static let pattern = "account"
    /// Only for a logged-in user: a log-in first, then this page.
    public static let requirements: [RouteRequirement] = [.loggedIn]
    /// One line for introspection, in each language.
    public static let summary: RouteSummary = [
        "en": "who is logged in",
        "zh-Hans": "当前登录的用户",
    ]
    /// Creates the route.
    public init() {}
}

/// The log-in page: choose one of the demo users. Opened natively with a completion, it
/// reports the `AccountUser` who logged in to it.
public struct AccountLogin: Route {
    /// The user who logged in, handed to the completion.
    public typealias Result = AccountUser
    /// `account/login`
    public static let pattern = "account/login"
    /// One line for introspection, in each language.
    public static let summary: RouteSummary = [
        "en": "choose a user to log in as",
        "zh-Hans": "选择要登录的用户",
    ]
    /// Creates the route.
    public init() {}
}

/// Action: log in as a user; answers an `ActionOutcome` (`account.loggedIn`), which it also
/// hands to the request's completion, if any. From outside the app (the
/// remote entry) it logs nobody in: it answers the log-in page with that user chosen, whose
/// link, followed in the app, logs in.
public struct AccountLogInAs: Route {
    /// What happened, for a person.
    public typealias Result = ActionOutcome
    /// `account/login/:user`
    public static let pattern = "account/login/:user"
    /// One line for introspection, in each language.
    public static let summary: RouteSummary = [
        "en": "log in as a user (action; from outside it only asks)",
        "zh-Hans": "以某个用户登录（操作；来自外部时只询问）",
    ]
    /// The user's id.
    public var user: String
    /// Creates the route.
    public init(user: String) { self.user = user }
}

/// Action: log out; answers an `ActionOutcome` (`account.loggedOut`).
public struct AccountLogOut: Route {
    /// What happened, for a person.
    public typealias Result = ActionOutcome
    /// `account/logout`
    public static let pattern = "account/logout"
    /// One line for introspection, in each language.
    public static let summary: RouteSummary = [
        "en": "log out (action)",
        "zh-Hans": "退出登录（操作）",
    ]
    /// Creates the route.
    public init() {}
}

/// Action: delete the logged-in user's account. Native only: no link from outside may do it.
public struct AccountDelete: Route {
    /// What happened, for a person.
    public typealias Result = ActionOutcome
    /// `account/delete`
    public static let pattern = "account/delete"
    /// Only from inside the app.
    public static let isNativeOnly = true
    /// One line for introspection, in each language.
    public static let summary: RouteSummary = [
        "en": "delete the logged-in account (action, native only)",
        "zh-Hans": "删除已登录的账户（操作，仅限原生）",
    ]
    /// Creates the route.
    public init() {}
}
