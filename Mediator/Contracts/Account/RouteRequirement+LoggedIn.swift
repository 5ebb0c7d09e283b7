extension RouteRequirement {
    /// Someone is logged in. Account guards it: a request made while nobody is logged in shows
    /// the log-in page (`AccountLogin`) and resumes once someone logs in there.
    public static let loggedIn = RouteRequirement("account.loggedIn")
}
