/// Something a ``FileStateStore`` did on its own that a person should hear about.
///
/// Today the only case is a corrupt document that was moved aside; ``description`` is the one
/// line to show in English, naming both files. A front end words it in the user's language
/// from ``key`` and ``values`` (and the ``failure``'s own key and values for why).
public struct StateNotice: Sendable, Hashable, CustomStringConvertible {
    /// The document whose file did not decode.
    public let documentName: String
    /// The path of the file that did not decode (it no longer exists there).
    public let file: String
    /// The path the corrupt content was moved to, unchanged.
    public let keptAs: String
    /// Why it did not decode.
    public let failure: StateDocumentCoding.DecodingFailure

    /// A notice that `file` (document `documentName`) failed to decode for `failure` and now
    /// lives at `keptAs`.
    public init(documentName: String, file: String, keptAs: String, failure: StateDocumentCoding.DecodingFailure) {
        self.documentName = documentName
        self.file = file
        self.keptAs = keptAs
        self.failure = failure
    }

    /// Why it did not decode, in English, such as `not valid JSON` or `missing key "lines"`.
    public var reason: String { failure.reason }

    /// The notice's key for a front end's strings: `state.notice.setAside`.
    public var key: String { "state.notice.setAside" }

    /// The notice's placeholders: `document`, `file` and `keptAs`.
    public var values: [String: String] {
        ["document": documentName, "file": file, "keptAs": keptAs]
    }

    /// One line for a person.
    public var description: String {
        "state file \(file) is not a valid '\(documentName)' document (\(reason)); "
            + "kept it as \(keptAs) and started afresh"
    }
}
