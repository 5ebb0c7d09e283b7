import Common

/// Why `inbox.json` cannot be used; every case names the file's path. The module words it in
/// the user's language (``sentence(_:)``), quoting the path and the system's own text as they
/// are, and wording the decoder's reason with Common's ``StateText``.
enum InboxFailure: Error, Sendable, Equatable {
    /// The file is not in the Messages bundle.
    case missing(path: String)
    /// The file is there but cannot be read; `reason` is the system's (`Is a directory`).
    case unreadable(path: String, reason: String)
    /// The file is not a list of messages; `reason` says what is wrong and where.
    case undecodable(path: String, reason: StateDocumentCoding.DecodingFailure)
    /// Two messages have the number `id`.
    case duplicateID(path: String, id: Int)

    /// The failure of finding, reading or decoding the file, as ``BundleDataFile`` reports it.
    init(_ failure: BundleDataFileError) {
        switch failure {
        case .missing(let path): self = .missing(path: path)
        case .unreadable(let path, let reason): self = .unreadable(path: path, reason: reason)
        case .undecodable(let path, let reason): self = .undecodable(path: path, reason: reason)
        case .invalid(let path, let rule): self = .undecodable(path: path, reason: .init(breaking: rule))
        }
    }

    /// The file's path.
    var path: String {
        switch self {
        case .missing(let path), .unreadable(let path, _), .undecodable(let path, _), .duplicateID(let path, _): path
        }
    }

    /// The sentence for a person, with the module's `strings` (in their language).
    func sentence(_ strings: StringTable) -> String {
        switch self {
        case .missing(let path): strings("error.inbox.missing", ["path": path])
        case .unreadable(let path, let reason): strings("error.inbox.unreadable", ["path": path, "reason": reason])
        case .undecodable(let path, let reason):
            strings(
                "error.inbox.undecodable",
                ["path": path, "reason": StateText.sentence(for: reason, in: strings.language)])
        case .duplicateID(let path, let id): strings("error.inbox.duplicateID", ["path": path, "id": String(id)])
        }
    }
}
