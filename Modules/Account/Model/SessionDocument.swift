import Common

/// The state document `session`: who is logged in, if anyone.
///
/// A session naming a user the bundle does not have reads as nobody; one that breaks a rule
/// (``brokenRule``) is set aside as corrupt.
struct SessionDocument: CheckedStateDocument, Sendable, Equatable {
    /// The state document's name.
    static let name = "session"
    /// The longest user id a session may name.
    static let maximumIDLength = 100

    /// The logged-in user's id, or `nil`.
    var userID: String?

    /// The first rule the document breaks: a user id, when there is one, is 1 to 100 characters.
    var brokenRule: BrokenRule? {
        guard let userID else { return nil }
        guard !userID.isEmpty, userID.count <= Self.maximumIDLength else {
            return BrokenRule(
                field: "userID", found: userID.count, expected: .lengthRange(low: "1", high: "\(Self.maximumIDLength)"))
        }
        return nil
    }
}
