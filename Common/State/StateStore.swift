/// Named JSON documents that outlive the process: the cart, orders, session, stock.
///
/// Every call is a complete transaction, and synchronous but ``exclusively(_:_:)``, whose body
/// may suspend (a payment awaits the services it uses). ``update(_:named:default:_:)``
/// is the one to use for read-modify-write: it holds the document exclusively from the read to the
/// write, so concurrent callers (threads, or several processes sharing a ``FileStateStore``
/// directory) never lose an update.
///
/// Conformers must be `Sendable` and must behave like ``FileStateStore`` for the caller:
/// - a missing document reads as the `default` value; one that exists but cannot be read throws,
///   it never reads as the default;
/// - a ``CheckedStateDocument`` that breaks a rule is treated as one that does not decode;
/// - names are checked with ``StateDocumentName/validate(_:)`` and a bad name throws
///   ``StateStoreError/invalidDocumentName(_:reason:)``;
/// - if `body` throws, nothing is written and the error reaches the caller unchanged;
/// - documents round-trip through ``StateDocumentCoding`` so what survives a write is the same
///   for every store.
///
/// Common ships only the file-backed store. An in-memory store (for tests and stand-ins) lives
/// outside Common, because in-process shared mutable state belongs behind the runtime's lock type.
public protocol StateStore: Sendable {
    /// Reads the document `name`, or `defaultValue` when there is none (or it was corrupt and set aside).
    func read<Document: Codable>(
        _ type: Document.Type,
        named name: String,
        default defaultValue: @autoclosure () -> Document
    ) throws -> Document

    /// Replaces the document `name` with `document`.
    func write<Document: Codable>(_ document: Document, named name: String) throws

    /// Reads the document `name` (or `defaultValue`), lets `body` change it, and writes it back, exclusively.
    ///
    /// No other `update`, `read`, `write` or `remove` of the same document runs in between, in this
    /// process or another. Returns what `body` returns. If `body` throws, the document is left as it was.
    func update<Document: Codable, Outcome>(
        _ type: Document.Type,
        named name: String,
        default defaultValue: @autoclosure () -> Document,
        _ body: (inout Document) throws -> Outcome
    ) throws -> Outcome

    /// Runs `body` holding the document `name` exclusively, as ``update(_:named:default:_:)``
    /// does, without reading or writing it: a lock for a step that spans several documents (the
    /// body may operate on any document but `name`). A holder that dies releases it. The body may
    /// suspend (it awaits the services a payment uses); the lock is held until it returns.
    func exclusively<Outcome>(_ name: String, _ body: () async throws -> Outcome) async throws -> Outcome

    /// Deletes the document `name`; removing a document that does not exist is not an error.
    func remove(named name: String) throws

    /// The names of the documents that exist, sorted.
    func documentNames() throws -> [String]
}
