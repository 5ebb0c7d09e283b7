/// Why a state operation failed; its description is one line naming the path or name and what
/// would be right, in English for logs and code. A front end words it in the user's language
/// from ``key`` and ``values`` and the ``StateProblem`` they carry (``problem``).
public enum StateStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A document name broke the rule in ``StateDocumentName``.
    case invalidDocumentName(String, reason: StateProblem)
    /// The state directory does not exist and cannot be created, or is not a directory.
    case directoryUnavailable(path: String, reason: StateProblem)
    /// No state directory could be worked out (for example `HOME` is unset and nothing else was given).
    case directoryUnresolved(reason: StateProblem)
    /// A state file exists but could not be read.
    case readFailed(path: String, reason: StateProblem)
    /// A state file could not be written; the previous content is intact.
    case writeFailed(path: String, reason: StateProblem)
    /// A state file could not be removed.
    case removeFailed(path: String, reason: StateProblem)
    /// The lock file that serialises access to the document at `path` could not be opened or locked.
    case lockFailed(path: String, reason: StateProblem)
    /// Another process held the document's lock for longer than the store waits; nothing was read or written.
    case lockTimedOut(path: String, seconds: Double)
    /// A document value could not be encoded as JSON; nothing was written.
    case encodingFailed(document: String, reason: StateProblem)
    /// A corrupt state file could not be moved aside, so it was left in place and nothing was read.
    case setAsideFailed(path: String, reason: StateProblem)

    /// One line for a person.
    public var description: String {
        switch self {
        case .invalidDocumentName(let name, let reason):
            "invalid state document name '\(name)': \(reason); use letters, digits, '-', '_' and '.', "
                + "such as 'cart' or 'order-history'"
        case .directoryUnavailable(let path, let reason):
            "cannot use state directory \(path): \(reason); choose a directory you can write to"
        case .directoryUnresolved(let reason):
            "cannot work out a state directory: \(reason)"
        case .readFailed(let path, let reason):
            "cannot read state file \(path): \(reason)"
        case .writeFailed(let path, let reason):
            "cannot write state file \(path): \(reason); its previous content is unchanged"
        case .removeFailed(let path, let reason):
            "cannot remove state file \(path): \(reason)"
        case .lockFailed(let path, let reason):
            "cannot lock state file \(path): \(reason)"
        case .lockTimedOut(let path, let seconds):
            "state file \(path) is held by another process: gave up waiting after \(StateLockWait.seconds(seconds)) s; "
                + "nothing was changed, try again when it is done"
        case .encodingFailed(let document, let reason):
            "cannot encode state document '\(document)' as JSON: \(reason); nothing was written"
        case .setAsideFailed(let path, let reason):
            "state file \(path) is corrupt and could not be moved aside (\(reason)); it was left untouched, "
                + "move or delete it by hand"
        }
    }
}
