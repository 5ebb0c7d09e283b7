/// The state document `session`: who is logged in, if anyone.
struct SessionDocument: Codable, Sendable, Equatable {
    /// The state document's name.
    static let name = "session"

    /// The logged-in user's id, or `nil`.
    var userID: String?
}
