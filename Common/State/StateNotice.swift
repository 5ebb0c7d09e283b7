/// Something a ``FileStateStore`` did on its own that a person should hear about.
///
/// Today the only case is a corrupt document that was moved aside; ``description`` is the one
/// line to show, naming both files.
public struct StateNotice: Sendable, Hashable, CustomStringConvertible {
    /// The document whose file did not decode.
    public let documentName: String
    /// The path of the file that did not decode (it no longer exists there).
    public let file: String
    /// The path the corrupt content was moved to, unchanged.
    public let keptAs: String
    /// Why it did not decode, such as `not valid JSON` or `missing key "lines"`.
    public let reason: String

    /// A notice that `file` (document `documentName`) failed to decode for `reason` and now lives at `keptAs`.
    public init(documentName: String, file: String, keptAs: String, reason: String) {
        self.documentName = documentName
        self.file = file
        self.keptAs = keptAs
        self.reason = reason
    }

    /// One line for a person.
    public var description: String {
        "state file \(file) is not a valid \"\(documentName)\" document (\(reason)); "
            + "kept it as \(keptAs) and started afresh"
    }
}
