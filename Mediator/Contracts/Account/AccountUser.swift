/// A person who can log in. Passed between modules as a plain value, and the result a log-in
/// page hands to its completion (`AccountLogin`).
public struct AccountUser: Sendable, Codable, Hashable {
    /// A stable identifier, as in `alice`.
    public let id: String
    /// The name to show.
    public let name: String

    /// Creates a user value.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
