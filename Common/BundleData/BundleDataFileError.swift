/// Why a data file in a bundle could not be used; every case names the file's path.
public enum BundleDataFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file is not in the bundle; `path` is where it should be.
    case missing(path: String)
    /// The file is there but cannot be read.
    case unreadable(path: String, reason: String)
    /// The file was read but is not the JSON expected; `reason` says what is wrong and where.
    case undecodable(path: String, reason: StateDocumentCoding.DecodingFailure)
    /// The file decodes but what it says breaks a rule its reader checks (ids unique, names not
    /// blank, ...); `rule` says which.
    case invalid(path: String, rule: BrokenRule)

    /// The file's path.
    public var path: String {
        switch self {
        case .missing(let path), .unreadable(let path, _), .undecodable(let path, _), .invalid(let path, _): path
        }
    }

    /// One line for a person.
    public var description: String {
        switch self {
        case .missing(let path): "data file \(path) is missing from its bundle; rebuild the package"
        case .unreadable(let path, let reason): "cannot read data file \(path): \(reason)"
        case .undecodable(let path, let reason): "data file \(path) is not what was expected: \(reason)"
        case .invalid(let path, let reason): "data file \(path) is invalid: \(reason)"
        }
    }
}
