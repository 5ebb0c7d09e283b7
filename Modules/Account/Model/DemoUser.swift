import AccountContract
import Common

/// A user one can log in as, as the bundle's `users.json` describes them.
struct DemoUser: Decodable, Sendable, Hashable {
    /// A stable id, as in `alice`.
    let id: String
    /// The name in every language.
    let name: LocalizedText

    /// The user as other modules see them, named in `language`.
    func accountUser(in language: Language) -> AccountUser {
        AccountUser(id: id, name: name.text(in: language))
    }
}
