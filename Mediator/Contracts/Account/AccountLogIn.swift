/// A log-in done: who is logged in now, and what the modules that heard of it could not do for
/// them (Cart's saved cart it could not put back), each a sentence for a person in the user's
/// language, in the order they heard it.
public struct AccountLogIn: Sendable {
    /// The user logged in.
    public let user: AccountUser
    /// What could not follow the log-in; empty when everything did.
    public let problems: [String]

    /// A log-in of `user`, with the `problems` of the modules that could not follow it.
    public init(user: AccountUser, problems: [String] = []) {
        self.user = user
        self.problems = problems
    }
}
