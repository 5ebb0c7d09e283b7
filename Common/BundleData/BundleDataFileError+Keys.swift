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

    /// What the sentence quotes as it is: the file's `path` and, but for a missing file, the
    /// `reason` (the system's own text, or the decoder's or the rule's detail).
    public var values: [String: String] {
        switch self {
        case .missing(let path): ["path": path]
        case .unreadable(let path, let reason), .undecodable(let path, let reason), .invalid(let path, let reason):
            ["path": path, "reason": reason]
        }
    }
}
