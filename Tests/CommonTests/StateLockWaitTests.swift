import Common
import Dispatch
import Foundation
import Glibc
import Testing

private struct Count: Codable, Equatable {
    var value: Int
}

/// Holds a document's lock as another process would: its own open file description.
private struct HeldLock {
    let descriptor: Int32

    init(_ directory: TemporaryDirectory, document: String) throws {
        descriptor = open(directory.url.appendingPathComponent(".\(document).lock").path, O_RDWR | O_CREAT, 0o600)
        guard descriptor >= 0, flock(descriptor, LOCK_EX) == 0 else { throw CocoaError(.fileLocking) }
    }

    func release() {
        close(descriptor)
    }
}

/// Waiting for a lock another process holds: said after a second, bounded by the timeout.
struct StateLockWaitTests {
    @Test func aHeldLockFailsAfterTheTimeoutNamingTheDocumentAndChangesNothing() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("{\"value\": 1}\n", to: "count.json")
        let waits = StateRecorder<StateLockWait>()
        let store = FileStateStore(directory: directory.url, lockTimeout: 0.2, waiting: waits.handler)
        let lock = try HeldLock(directory, document: "count")
        defer { lock.release() }
        let path = directory.url.appendingPathComponent("count.json").path
        let error = #expect(throws: StateStoreError.self) {
            try store.update(Count.self, named: "count", default: Count(value: 0)) { count in
                Issue.record("the body ran without the lock")
                count.value = 99
            }
        }
        #expect(error == .lockTimedOut(path: path, seconds: 0.2))
        #expect(error?.description.contains("state file \(path) is held by another process") == true)
        #expect(error?.description.contains("0.2 s") == true)
        #expect(try directory.read("count.json") == "{\"value\": 1}\n")
        #expect(await waits.values().isEmpty, "a wait shorter than a second is not announced")
    }

    @Test func aLongWaitIsAnnouncedOnceThenFails() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let waits = StateRecorder<StateLockWait>()
        let store = FileStateStore(directory: directory.url, lockTimeout: 1.3, waiting: waits.handler)
        let lock = try HeldLock(directory, document: "count")
        defer { lock.release() }
        #expect(throws: StateStoreError.self) { try store.read(Count.self, named: "count", default: Count(value: 0)) }
        let heard = await waits.values()
        let path = directory.url.appendingPathComponent("count.json").path
        #expect(heard == [StateLockWait(documentName: "count", file: path, timeout: 1.3)])
        #expect(
            heard.first?.description
                == "waiting for another process that holds state document 'count' (\(path)); giving up after 1.3 s")
    }

    @Test func aLockReleasedDuringTheWaitLetsTheOperationThrough() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileStateStore(directory: directory.url, waiting: { _ in })
        let lock = try HeldLock(directory, document: "count")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { lock.release() }
        try store.update(Count.self, named: "count", default: Count(value: 0)) { $0.value += 1 }
        #expect(try store.read(Count.self, named: "count", default: Count(value: 0)) == Count(value: 1))
    }

    @Test func aTimeoutThatIsNotANumberOfSecondsIsTheDefault() {
        let directory = URL(fileURLWithPath: "/nonexistent")
        #expect(FileStateStore(directory: directory).lockTimeout == 10)
        #expect(FileStateStore(directory: directory, lockTimeout: -1).lockTimeout == 10)
        #expect(FileStateStore(directory: directory, lockTimeout: .nan).lockTimeout == 10)
        #expect(FileStateStore(directory: directory, lockTimeout: 0).lockTimeout == 0)
    }
}
