import Common
import ContractSupport
import Foundation

/// A `StateStore` that keeps its documents in memory, for tests and the shell.
///
/// It behaves like `FileStateStore` for the caller: names are validated the same way, documents
/// round-trip through the same JSON coding, a missing document reads as the default, a throwing
/// `update` leaves the document as it was, and each document is held exclusively from the read
/// to the write of an `update`. It lives here and not in Common because in-process shared
/// mutable state belongs behind the runtime's `LockedBox`, which Common must not import.
public final class InMemoryStateStore: StateStore {
    /// One lock per document, so an update of one document may read another.
    private let documents = LockedBox([String: LockedBox<Data?>]())
    /// The names `exclusively` holds, each with the callers awaiting it in turn (a `LockedBox`
    /// is never held across the body's suspensions).
    private let held = LockedBox([String: [CheckedContinuation<Void, Never>]]())

    /// An empty store.
    public init() {}

    /// Reads the document `name`, or `defaultValue` when there is none.
    public func read<Document: Codable>(
        _ type: Document.Type, named name: String, default defaultValue: @autoclosure () -> Document
    ) throws -> Document {
        let data = try slot(name).withLock { $0 }
        return try data.map { try Self.decode(type, from: $0) } ?? defaultValue()
    }

    /// Replaces the document `name`.
    public func write<Document: Codable>(_ document: Document, named name: String) throws {
        let data = try StateDocumentCoding.encode(document, name: name)
        try slot(name).withLock { $0 = data }
    }

    /// Reads, changes and writes the document `name` while holding it exclusively.
    public func update<Document: Codable, Outcome>(
        _ type: Document.Type, named name: String, default defaultValue: @autoclosure () -> Document,
        _ body: (inout Document) throws -> Outcome
    ) throws -> Outcome {
        try slot(name).withLock { stored in
            var document = try stored.map { try Self.decode(type, from: $0) } ?? defaultValue()
            let outcome = try body(&document)
            stored = try StateDocumentCoding.encode(document, name: name)
            return outcome
        }
    }

    /// Runs `body` holding the name `name` exclusively, without reading or writing its document:
    /// another `exclusively` of that name waits, suspended, until it returns.
    public func exclusively<Outcome>(_ name: String, _ body: () async throws -> Outcome) async throws -> Outcome {
        _ = try slot(name)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isFree = held.withLock { held in
                guard held[name] != nil else {
                    held[name] = []
                    return true
                }
                held[name]?.append(continuation)
                return false
            }
            if isFree { continuation.resume() }
        }
        defer {
            // Hands the name to the next waiter, if any, else frees it.
            let next = held.withLock { held -> CheckedContinuation<Void, Never>? in
                guard let waiters = held[name], let first = waiters.first else {
                    held[name] = nil
                    return nil
                }
                held[name] = Array(waiters.dropFirst())
                return first
            }
            next?.resume()
        }
        return try await body()
    }

    /// Deletes the document `name`.
    public func remove(named name: String) throws {
        try slot(name).withLock { $0 = nil }
    }

    /// The names of the documents that exist, sorted.
    public func documentNames() throws -> [String] {
        let slots = documents.withLock { $0 }
        return slots.filter { $0.value.withLock { $0 != nil } }.keys.sorted()
    }

    /// Only this store writes its documents, so bytes that do not decode mean the caller asked
    /// for another type than it wrote: a programming error, reported as such.
    private static func decode<Document: Codable>(_ type: Document.Type, from data: Data) throws -> Document {
        try StateDocumentCoding.decode(type, from: data).get()
    }

    private func slot(_ name: String) throws -> LockedBox<Data?> {
        let name = try StateDocumentName.validate(name)
        return documents.withLock { documents in
            if let slot = documents[name] { return slot }
            let slot = LockedBox<Data?>(nil)
            documents[name] = slot
            return slot
        }
    }
}
