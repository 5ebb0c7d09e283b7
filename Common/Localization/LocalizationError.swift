/// Why a language or a strings table could not be used; its description is one line naming the input and what would be right.
public enum LocalizationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A language value is not one the app speaks; `source` names where it came from (`--lang`, `BAZAAR_LANG`).
    case unknownLanguage(String, source: String)
    /// A `.strings` file breaks the format at `line` (1-based).
    case malformedStrings(file: String, line: Int, reason: String)
    /// A `.strings` file or a resource directory exists but could not be read.
    case unreadableResource(path: String, reason: String)

    /// One line for a person.
    public var description: String {
        switch self {
        case .unknownLanguage(let value, let source):
            "\(source) '\(value)' is not a supported language; use one of: "
                + Language.allCases.map(\.code).joined(separator: ", ")
        case .malformedStrings(let file, let line, let reason):
            "\(file):\(line): \(reason); each entry must look like \"key\" = \"value\";"
        case .unreadableResource(let path, let reason):
            "cannot read localisation resource \(path): \(reason)"
        }
    }
}
