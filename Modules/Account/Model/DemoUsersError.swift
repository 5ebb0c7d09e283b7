/// Why the demo users in the module's bundle could not be used; names the file and what is wrong.
enum DemoUsersError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is not in the bundle.
    case missing(path: String)
    /// The file exists but cannot be read or decoded.
    case unreadable(path: String, reason: String)
    /// The file decodes but its content breaks a rule.
    case invalid(path: String, reason: String)

    /// One line for a person.
    var description: String {
        switch self {
        case .missing(let path):
            "demo users file \(path) is missing from the Account bundle; rebuild the package"
        case .unreadable(let path, let reason):
            "cannot read demo users file \(path): \(reason)"
        case .invalid(let path, let reason):
            "demo users file \(path) is invalid: \(reason)"
        }
    }
}
