import Foundation
import Glibc

/// A ``StateStore`` that keeps each document as `<name>.json` in one directory, safe across processes.
///
/// - Atomic: a write goes to a temporary file in the same directory, is flushed, renamed over the
///   document and the directory is flushed, so a crash leaves the old or the new document, never a mix.
///   Temporary files a killed writer left behind (`.<name>.json.<random>.tmp`) are removed by the
///   next write of that document, under its lock.
/// - No lost update: every operation holds an exclusive `flock(2)` on `.<name>.lock` for its whole
///   duration, so several `FileStateStore` values, threads or processes on one directory serialise.
/// - Never silently discards: a document that does not decode is moved aside to
///   `<name>.corrupt-<UTC timestamp>.json` (an earlier copy is never overwritten), the notice
///   handler hears one line about it, and the operation continues with the default value.
/// - Bounded waits: a lock another process holds is waited for at most ``lockTimeout`` seconds;
///   after one second ``waiting`` hears of it once; past the limit the operation throws
///   ``StateStoreError/lockTimedOut(path:seconds:)`` naming the document's file, having read and
///   written nothing.
/// - Reads work in a read-only directory: when a document's lock file cannot be created there,
///   it is read without the lock (writes replace documents by rename, so a read sees a whole one);
///   writing there fails, naming the file.
/// - Read errors are errors: a document that exists but cannot be read (permissions, I/O, a
///   folder or anything but a regular file in its place) throws ``StateStoreError/readFailed(path:reason:)``; it never reads as
///   the default. ``checkReadable()`` tries every document at once.
/// - The directory is created (with parents, mode 0700) on first use; if that is impossible the
///   error names the path and why.
///
/// The value holds only the directory (also as its path, the prefix of every file's path, worked out
/// once: each `URL` round trip cost about 40,000 instructions per operation), the lock timeout and
/// the handlers: no caches, no in-process state, so copies are independent and safe to share between threads.
public struct FileStateStore: StateStore {
    /// The directory holding the documents.
    public let directory: URL
    /// Called (on the calling thread) when the store did something a person should know about.
    public let notice: @Sendable (StateNotice) -> Void
    /// The longest wait for a document's lock, in seconds.
    public let lockTimeout: Double
    /// Called (on the calling thread) once per wait that has lasted a second.
    public let waiting: @Sendable (StateLockWait) -> Void
    /// `directory`'s path.
    private let directoryPath: String
    /// `directory`'s path ending in `/`: a file of the store is this followed by its name.
    private var directoryPrefix: String { directoryPath.hasSuffix("/") ? directoryPath : directoryPath + "/" }

    /// How long a lock is waited for unless said otherwise: 10 seconds.
    public static let defaultLockTimeout = 10.0

    /// A store in `directory`, reporting notices to `notice` and waits to `waiting` (both on
    /// standard error unless said otherwise), waiting at most `lockTimeout` seconds for a lock
    /// (a negative or non-finite value counts as the default).
    ///
    /// Nothing is touched until the first operation.
    public init(
        directory: URL,
        lockTimeout: Double = FileStateStore.defaultLockTimeout,
        notice: @escaping @Sendable (StateNotice) -> Void = FileStateStore.reportOnStandardError,
        waiting: @escaping @Sendable (StateLockWait) -> Void = FileStateStore.reportWaitOnStandardError
    ) {
        directoryPath = directory.standardizedLocalPath
        self.directory = URL(fileURLWithPath: directoryPath, isDirectory: true)
        self.lockTimeout = lockTimeout.isFinite && lockTimeout >= 0 ? lockTimeout : Self.defaultLockTimeout
        self.notice = notice
        self.waiting = waiting
    }

    /// Writes a wait as one line, prefixed `note: `, to standard error.
    @Sendable
    public static func reportWaitOnStandardError(_ wait: StateLockWait) {
        DescriptorOutput.writeAll("note: \(wait)\n", to: STDERR_FILENO)
    }

    /// Writes a notice as one line, prefixed `warning: `, to standard error.
    @Sendable
    public static func reportOnStandardError(_ notice: StateNotice) {
        DescriptorOutput.writeAll("warning: \(notice)\n", to: STDERR_FILENO)
    }

    /// Creates the directory now (with parents, mode 0700) if it does not exist; throws
    /// ``StateStoreError/directoryUnavailable(path:reason:)`` naming the part in the way (a
    /// file, a folder that cannot be created). Every operation does this first anyway.
    public func createDirectory() throws(StateStoreError) {
        try PosixFiles.makeDirectory(directoryPath)
    }

    /// The file that holds the document `name` (which must be valid).
    public func fileURL(forDocument name: String) throws(StateStoreError) -> URL {
        directory.appendingPathComponent(try StateDocumentName.validate(name) + ".json", isDirectory: false)
    }

    /// Reads the document `name`, or `defaultValue` when it does not exist or was corrupt (and set aside).
    public func read<Document: Codable>(
        _ type: Document.Type,
        named name: String,
        default defaultValue: @autoclosure () -> Document
    ) throws -> Document {
        try locked(name, reading: true) { path in
            try load(type, name: name, path: path) ?? defaultValue()
        }
    }

    /// Replaces the document `name` with `document`, atomically.
    public func write<Document: Codable>(_ document: Document, named name: String) throws {
        let data = try StateDocumentCoding.encode(document, name: name)
        try locked(name) { path in
            try PosixFiles.writeAtomically(data, to: path, directory: directoryPath)
        }
    }

    /// Reads, changes and writes the document `name` under one exclusive lock; see ``StateStore``.
    public func update<Document: Codable, Outcome>(
        _ type: Document.Type,
        named name: String,
        default defaultValue: @autoclosure () -> Document,
        _ body: (inout Document) throws -> Outcome
    ) throws -> Outcome {
        try locked(name) { path in
            var document = try load(type, name: name, path: path) ?? defaultValue()
            let outcome = try body(&document)
            let data = try StateDocumentCoding.encode(document, name: name)
            try PosixFiles.writeAtomically(data, to: path, directory: directoryPath)
            return outcome
        }
    }

    /// Runs `body` holding the lock of the document `name` (`.<name>.lock`), without reading or
    /// writing the document; the lock is released when `body` ends or the process dies.
    public func exclusively<Outcome>(_ name: String, _ body: () async throws -> Outcome) async throws -> Outcome {
        let lock = try lockFile(of: name)
        return try await DocumentLock.holding(
            lock.path, document: lock.document, timeout: lockTimeout, waiting: lock.waiting, body)
    }

    /// Deletes the document `name` (its lock file stays, as lock files always do).
    public func remove(named name: String) throws {
        try locked(name) { path in
            try PosixFiles.remove(path)
            try PosixFiles.syncDirectory(directoryPath, for: path)
        }
    }

    /// The names of the documents in the directory, sorted; set-aside copies, temporary and lock files are not documents.
    public func documentNames() throws -> [String] {
        try PosixFiles.entries(of: directoryPath)
            .filter { $0.hasSuffix(".json") }
            .map { String($0.dropLast(".json".count)) }
            .filter(StateDocumentName.isValid)
            .sorted()
    }

    /// Reads every document's file under its lock, without decoding it; throws the first error
    /// (a file that cannot be read, a lock not had in time). Nothing is changed or set aside.
    ///
    /// A front end calls this before it shows anything, so unreadable state fails at once
    /// instead of looking empty.
    public func checkReadable() throws {
        for name in try documentNames() {
            try locked(name, reading: true) { path in _ = try PosixFiles.contents(of: path) }
        }
    }

    /// Runs `body` with the document's path while holding its lock, creating the directory first.
    /// `reading`: when the lock file cannot be opened because the directory is read-only, run
    /// `body` without the lock (writes replace documents by rename, so a read still sees a whole one).
    private func locked<Outcome>(
        _ name: String,
        reading: Bool = false,
        _ body: (String) throws -> Outcome
    ) throws -> Outcome {
        let lock = try lockFile(of: name)
        return try DocumentLock.holding(
            lock.path, document: lock.document, timeout: lockTimeout, unlockedIfReadOnly: reading, waiting: lock.waiting
        ) {
            try body(lock.document)
        }
    }

    /// The lock file of the document `name` (its folder made if needed), the document's path,
    /// and what tells `waiting` that its lock is waited for.
    private func lockFile(of name: String) throws -> (path: String, document: String, waiting: () -> Void) {
        let path = directoryPrefix + (try StateDocumentName.validate(name)) + ".json"
        try PosixFiles.makeDirectory(directoryPath)
        let waiting = waiting
        let timeout = lockTimeout
        return (
            directoryPrefix + "." + name + ".lock", path,
            { waiting(StateLockWait(documentName: name, file: path, timeout: timeout)) }
        )
    }

    /// Decodes the document at `path`; `nil` if it is missing, or if it was corrupt and has been set aside.
    private func load<Document: Decodable>(
        _ type: Document.Type,
        name: String,
        path: String
    ) throws(StateStoreError) -> Document? {
        guard let data = try PosixFiles.contents(of: path) else { return nil }
        switch StateDocumentCoding.decode(type, from: data) {
        case .success(let document):
            return document
        case .failure(let failure):
            let keptAs = try PosixFiles.moveAside(path, candidates: corruptCopyPaths(for: name))
            try PosixFiles.syncDirectory(directoryPath, for: path)
            notice(StateNotice(documentName: name, file: path, keptAs: keptAs, failure: failure))
            return nil
        }
    }

    /// `<name>.corrupt-<UTC timestamp>.json`, then the same with `-2`, `-3`, … for copies made in the same second.
    private func corruptCopyPaths(for name: String) -> some Sequence<String> {
        let stamp = Self.utcTimestamp()
        let base = directoryPrefix + name + ".corrupt-" + stamp
        return (1...10_000).lazy.map { $0 == 1 ? base + ".json" : base + "-\($0).json" }
    }

    /// The current time as `20261121T231500Z`.
    private static func utcTimestamp() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }
}
