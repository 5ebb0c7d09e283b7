extension BundleDataFileError {
    /// A stable name for the case, as in `data.unreadable`, so a front end words the error in the
    /// user's language (``StateText`` does, with Common's strings); ``description`` is English.
    public var key: String {
        switch self {
        case .missing: "data.missing"
        case .unreadable: "data.unreadable"
        case .undecodable: "data.undecodable"
        case .invalid: "data.invalid"
        }
    }

    /// What the sentence names: the file's `path` and, but for a missing file, the `reason`
    /// (the system's own text, quoted as it is; for a file that does not decode or breaks a
    /// rule, the English of the failure or the rule, which ``StateText`` words in the user's
    /// language instead).
    public var values: [String: String] {
        switch self {
        case .missing(let path): ["path": path]
        case .unreadable(let path, let reason): ["path": path, "reason": reason]
        case .undecodable(let path, let reason): ["path": path, "reason": reason.description]
        case .invalid(let path, let rule): ["path": path, "reason": rule.description]
        }
    }
}
