/// A user logged in.
public struct UserLoggedIn: Event {
    /// Who.
    public let user: AccountUser
    /// Creates the event.
    public init(user: AccountUser) { self.user = user }
}

/// A user logged out; modules drop what they kept for the session.
public struct UserLoggedOut: Event {
    /// Who.
    public let userID: String
    /// Creates the event.
    public init(userID: String) { self.userID = userID }
}

/// A user's account was deleted; modules forget everything about that user.
public struct AccountDeleted: Event {
    /// Whose.
    public let userID: String
    /// Creates the event.
    public init(userID: String) { self.userID = userID }
}
