import Common
import Mediator

/// A request Account refuses, with a sentence for a person in the app's language.
struct AccountRefusal: Error, Sendable, CustomStringConvertible {
    /// The sentence.
    let message: String

    /// The sentence.
    var description: String { message }

    /// The sentence for a service error; `validUsers` are listed when the user is unknown.
    init(_ error: AccountError, strings: StringTable, validUsers: [String]) {
        switch error {
        case .unknownUser(let id):
            message = strings("error.unknownUser", ["id": id, "valid": validUsers.joined(separator: ", ")])
        case .notLoggedIn:
            message = strings("error.notLoggedIn")
        case .storage(let reason):
            message = strings("error.storage", ["reason": reason])
        }
    }
}
