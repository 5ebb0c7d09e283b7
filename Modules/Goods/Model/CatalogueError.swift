/// Why the catalogue in the module's bundle could not be used; names the file and what is wrong.
enum CatalogueError: Error, Sendable, Equatable, CustomStringConvertible {
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
            "goods catalogue \(path) is missing from the Goods bundle; rebuild the package"
        case .unreadable(let path, let reason):
            "cannot read goods catalogue \(path): \(reason)"
        case .invalid(let path, let reason):
            "goods catalogue \(path) is invalid: \(reason)"
        }
    }
}
