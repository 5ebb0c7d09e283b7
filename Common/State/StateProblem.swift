/// Why a state operation failed, as a value: the rule broken or the step that failed, with the
/// paths it names and the system's own text (`detail`, as `strerror` words it) kept as a quoted
/// detail. A front end words it in the user's language from ``key`` and ``values``;
/// ``description`` is the English for logs and code.
public enum StateProblem: Sendable, Hashable, CustomStringConvertible {
    /// The system said no; `detail` is its text, as in `Permission denied`.
    case system(detail: String)
    /// The path is a file where a directory is needed.
    case isFile
    /// Something other than a regular file (a pipe, a device) is where a document should be.
    case notRegularFile
    /// A folder on the way to the state directory, at `path`, cannot be created.
    case cannotCreate(path: String, detail: String)
    /// A file, at `path`, is where a folder on the way to the state directory should be.
    case pathIsFile(path: String)
    /// The directory cannot be listed.
    case cannotList(detail: String)
    /// The temporary file at `path` a write goes through cannot be created.
    case cannotCreateTemporary(path: String, detail: String)
    /// The temporary file at `path` cannot be flushed to disk.
    case cannotFlush(path: String, detail: String)
    /// The temporary file at `path` cannot be renamed over the document.
    case cannotRename(path: String, detail: String)
    /// The directory at `path` cannot be opened to flush it.
    case cannotOpenDirectory(path: String, detail: String)
    /// The directory at `path` cannot be flushed to disk.
    case cannotFlushDirectory(path: String, detail: String)
    /// A corrupt file was linked to `path` but cannot be removed where it was.
    case copiedButNotRemoved(path: String, detail: String)
    /// A corrupt file cannot be linked to `path` to set it aside.
    case cannotLink(path: String, detail: String)
    /// Every name for a set-aside copy is taken.
    case noNameLeft
    /// The lock file at `path` cannot be opened.
    case cannotOpenLockFile(path: String, detail: String)
    /// The lock file at `path` cannot be locked.
    case cannotLock(path: String, detail: String)
    /// The document breaks one of its own rules (`rule`, worded with its own key and values).
    case breaksRule(BrokenRule)
    /// The encoder failed; `detail` is its text.
    case notEncodable(detail: String)
    /// `path` starts with `~`, but `HOME` is not set.
    case tildeWithoutHome(path: String)
    /// Nothing names a directory: `HOME` is not set, nor `variable`, nor `XDG_STATE_HOME`.
    case homeUnset(variable: String)
    /// A document name is empty.
    case emptyName
    /// A document name is longer than `limit` characters.
    case nameTooLong(limit: Int)
    /// A document name contains `text` (`/` or `..`).
    case nameContains(String)
    /// A document name starts with `.`.
    case nameStartsWithDot
    /// A document name contains `.corrupt-`, which marks set-aside copies.
    case nameMarksCopy
    /// A document name has a character other than letters, digits, `-`, `_` and `.`.
    case nameCharacter

    /// A stable name for the case, as in `state.problem.system`, for a front end's strings.
    public var key: String {
        "state.problem." + name
    }

    private var name: String {
        switch self {
        case .system: "system"
        case .isFile: "isFile"
        case .notRegularFile: "notRegularFile"
        case .cannotCreate: "cannotCreate"
        case .pathIsFile: "pathIsFile"
        case .cannotList: "cannotList"
        case .cannotCreateTemporary: "cannotCreateTemporary"
        case .cannotFlush: "cannotFlush"
        case .cannotRename: "cannotRename"
        case .cannotOpenDirectory: "cannotOpenDirectory"
        case .cannotFlushDirectory: "cannotFlushDirectory"
        case .copiedButNotRemoved: "copiedButNotRemoved"
        case .cannotLink: "cannotLink"
        case .noNameLeft: "noNameLeft"
        case .cannotOpenLockFile: "cannotOpenLockFile"
        case .cannotLock: "cannotLock"
        case .breaksRule: "breaksRule"
        case .notEncodable: "notEncodable"
        case .tildeWithoutHome: "tildeWithoutHome"
        case .homeUnset: "homeUnset"
        case .emptyName: "emptyName"
        case .nameTooLong: "nameTooLong"
        case .nameContains: "nameContains"
        case .nameStartsWithDot: "nameStartsWithDot"
        case .nameMarksCopy: "nameMarksCopy"
        case .nameCharacter: "nameCharacter"
        }
    }

    /// What a sentence for the problem may name: `path`, `detail` (the system's or the
    /// encoder's own text), `rule` (the English of the ``BrokenRule``, which ``StateText`` words
    /// in the user's language instead), `variable`, `limit`, `text`.
    public var values: [String: String] {
        switch self {
        case .system(let detail), .cannotList(let detail), .notEncodable(let detail): ["detail": detail]
        case .cannotCreate(let path, let detail), .cannotCreateTemporary(let path, let detail),
            .cannotFlush(let path, let detail), .cannotRename(let path, let detail),
            .cannotOpenDirectory(let path, let detail), .cannotFlushDirectory(let path, let detail),
            .copiedButNotRemoved(let path, let detail), .cannotLink(let path, let detail),
            .cannotOpenLockFile(let path, let detail), .cannotLock(let path, let detail):
            ["path": path, "detail": detail]
        case .pathIsFile(let path), .tildeWithoutHome(let path): ["path": path]
        case .breaksRule(let rule): ["rule": rule.description]
        case .homeUnset(let variable): ["variable": variable]
        case .nameTooLong(let limit): ["limit": "\(limit)"]
        case .nameContains(let text): ["text": text]
        case .isFile, .notRegularFile, .noNameLeft, .emptyName, .nameStartsWithDot, .nameMarksCopy, .nameCharacter: [:]
        }
    }

    /// The English for logs and code, as in `it is a file, not a directory`.
    public var description: String {
        switch self {
        case .system(let detail): detail
        case .isFile: "it is a file, not a directory"
        case .notRegularFile: "it is not a regular file"
        case .cannotCreate(let path, let detail): "cannot create \(path): \(detail)"
        case .pathIsFile(let path): "\(path) is a file, not a directory"
        case .cannotList(let detail): "cannot list it: \(detail)"
        case .cannotCreateTemporary(let path, let detail): "cannot create temporary file \(path): \(detail)"
        case .cannotFlush(let path, let detail): "cannot flush \(path): \(detail)"
        case .cannotRename(let path, let detail): "cannot rename \(path) over it: \(detail)"
        case .cannotOpenDirectory(let path, let detail): "cannot open directory \(path) to flush it: \(detail)"
        case .cannotFlushDirectory(let path, let detail): "cannot flush directory \(path): \(detail)"
        case .copiedButNotRemoved(let path, let detail): "copied to \(path) but cannot remove it: \(detail)"
        case .cannotLink(let path, let detail): "cannot link it to \(path): \(detail)"
        case .noNameLeft: "every name for the copy is taken"
        case .cannotOpenLockFile(let path, let detail): "cannot open its lock file \(path): \(detail)"
        case .cannotLock(let path, let detail): "cannot lock \(path): \(detail)"
        case .breaksRule(let rule): "it breaks a rule: \(rule)"
        case .notEncodable(let detail): detail
        case .tildeWithoutHome(let path): "\(path) starts with ~ but HOME is not set; give an absolute path"
        case .homeUnset(let variable): "HOME is not set; set \(variable) or XDG_STATE_HOME to a directory"
        case .emptyName: "it is empty"
        case .nameTooLong(let limit): "it is longer than \(limit) characters"
        case .nameContains(let text): "it contains '\(text)'"
        case .nameStartsWithDot: "it starts with '.'"
        case .nameMarksCopy: "it contains '.corrupt-', which marks set-aside copies"
        case .nameCharacter: "it contains a character other than letters, digits, '-', '_' and '.'"
        }
    }
}
