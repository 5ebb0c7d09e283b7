extension StateStoreError {
    /// A stable name for the case, as in `state.readFailed`, so a front end words the error in
    /// the user's language with its own strings (``description`` is English, for logs and code).
    public var key: String {
        switch self {
        case .invalidDocumentName: "state.invalidDocumentName"
        case .directoryUnavailable: "state.directoryUnavailable"
        case .directoryUnresolved: "state.directoryUnresolved"
        case .readFailed: "state.readFailed"
        case .writeFailed: "state.writeFailed"
        case .removeFailed: "state.removeFailed"
        case .lockFailed: "state.lockFailed"
        case .lockTimedOut: "state.lockTimedOut"
        case .encodingFailed: "state.encodingFailed"
        case .setAsideFailed: "state.setAsideFailed"
        }
    }

    /// What the sentence names besides why: `path`, `name` (a document name) or `document`,
    /// and `seconds` for a lock waited for in vain.
    public var values: [String: String] {
        switch self {
        case .invalidDocumentName(let name, _): ["name": name]
        case .directoryUnavailable(let path, _), .readFailed(let path, _), .writeFailed(let path, _),
            .removeFailed(let path, _), .lockFailed(let path, _), .setAsideFailed(let path, _):
            ["path": path]
        case .directoryUnresolved: [:]
        case .lockTimedOut(let path, let seconds): ["path": path, "seconds": StateLockWait.seconds(seconds)]
        case .encodingFailed(let document, _): ["document": document]
        }
    }

    /// Why, as a value with its own key and values; `nil` for a lock waited for in vain, which
    /// says it all.
    public var problem: StateProblem? {
        switch self {
        case .invalidDocumentName(_, let problem), .directoryUnavailable(_, let problem),
            .directoryUnresolved(let problem), .readFailed(_, let problem), .writeFailed(_, let problem),
            .removeFailed(_, let problem), .lockFailed(_, let problem), .encodingFailed(_, let problem),
            .setAsideFailed(_, let problem):
            problem
        case .lockTimedOut: nil
        }
    }
}
