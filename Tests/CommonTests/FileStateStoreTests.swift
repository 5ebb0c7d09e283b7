import Common
import Dispatch
import Foundation
import Testing

/// A small document like the app's cart.
private struct Counter: Codable, Equatable {
    var value: Int
    var note: String = ""
}

/// Collects the notices a store reports, without shared mutable state in the test.
private struct NoticeRecorder {
    let stream: AsyncStream<StateNotice>
    let continuation: AsyncStream<StateNotice>.Continuation

    init() {
        (stream, continuation) = AsyncStream<StateNotice>.makeStream()
    }

    var handler: @Sendable (StateNotice) -> Void {
        { [continuation] notice in continuation.yield(notice) }
    }

    func notices() async -> [StateNotice] {
        continuation.finish()
        var result: [StateNotice] = []
        for await notice in stream { result.append(notice) }
        return result
    }
}

struct FileStateStoreTests {
    @Test func aDirectoryWrittenUntidilyHoldsTheFilesWhereItsURLSays() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // A space, a percent sign and Chinese in the path; `.` and a trailing slash in how it is given.
        let written = directory.path + "/./a b%20/购物车/"
        let folder = directory.url.appendingPathComponent("a b%20/购物车", isDirectory: true)
        let recorder = NoticeRecorder()
        let store = FileStateStore(
            directory: URL(fileURLWithPath: written, isDirectory: true), notice: recorder.handler)
        try store.write(Counter(value: 1), named: "counter")
        let file = try store.fileURL(forDocument: "counter")
        #expect(file.path == folder.path + "/counter.json")
        #expect(FileManager.default.fileExists(atPath: file.path))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/.counter.lock"))
        #expect(try store.documentNames() == ["counter"])
        try Data("{".utf8).write(to: file)
        #expect(try store.read(Counter.self, named: "counter", default: Counter(value: 2)) == Counter(value: 2))
        let notices = await recorder.notices()
        #expect(notices.map(\.file) == [file.path])
        let keptAs = try #require(notices.first?.keptAs)
        #expect(keptAs.hasPrefix(folder.path + "/counter.corrupt-") && keptAs.hasSuffix(".json"))
        #expect(FileManager.default.fileExists(atPath: keptAs))
    }

    @Test func aMissingDocumentIsTheDefault() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileStateStore(directory: directory.url)
        #expect(try store.read(Counter.self, named: "counter", default: Counter(value: 7)) == Counter(value: 7))
        #expect(try directory.entries().filter { !$0.hasPrefix(".") }.isEmpty)
    }

    @Test func writeThenReadRoundTripsAsReadableJSON() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileStateStore(directory: directory.url)
        try store.write(Counter(value: 3, note: "茶"), named: "counter")
        #expect(
            try store.read(Counter.self, named: "counter", default: Counter(value: 0)) == Counter(value: 3, note: "茶"))
        #expect(try directory.read("counter.json") == "{\n  \"note\" : \"茶\",\n  \"value\" : 3\n}\n")
    }

    @Test func atomicWritesLeaveNoTemporaryFiles() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileStateStore(directory: directory.url)
        for value in 0..<20 {
            try store.write(Counter(value: value), named: "cart")
            try store.update(Counter.self, named: "cart", default: Counter(value: 0)) { $0.value += 1 }
        }
        #expect(try directory.entries() == [".cart.lock", "cart.json"])
        #expect(try store.read(Counter.self, named: "cart", default: Counter(value: 0)).value == 20)
    }

    @Test func updateReturnsTheBodysResultAndWrites() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileStateStore(directory: directory.url)
        let seen = try store.update(Counter.self, named: "counter", default: Counter(value: 10)) { counter in
            counter.value += 5
            return counter.value
        }
        #expect(seen == 15)
        #expect(try store.read(Counter.self, named: "counter", default: Counter(value: 0)).value == 15)
    }

    @Test func aThrowingUpdateChangesNothing() throws {
        struct Refused: Error, Equatable {}
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileStateStore(directory: directory.url)
        try store.write(Counter(value: 1), named: "counter")
        #expect(throws: Refused()) {
            try store.update(Counter.self, named: "counter", default: Counter(value: 0)) { counter in
                counter.value = 99
                throw Refused()
            }
        }
        #expect(try store.read(Counter.self, named: "counter", default: Counter(value: 0)).value == 1)
    }

    @Test func concurrentUpdatesFromManyThreadsLoseNothing() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.url
        let threads = 8
        let increments = 50
        // Each update runs on a thread of its own, awaited (no thread waits for them).
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<threads {
                group.addTask {
                    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
                        Thread {
                            // A store value of its own per thread: only the file lock keeps them apart.
                            // Waits are expected here: no note for each, and a limit no busy machine reaches.
                            let store = FileStateStore(directory: url, lockTimeout: 600, waiting: { _ in })
                            for _ in 0..<increments {
                                _ = try? store.update(Counter.self, named: "counter", default: Counter(value: 0)) {
                                    $0.value += 1
                                }
                            }
                            finished.resume()
                        }
                        .start()
                    }
                }
            }
        }
        let store = FileStateStore(directory: url)
        #expect(
            try store.read(Counter.self, named: "counter", default: Counter(value: 0)).value == threads * increments)
        #expect(try directory.entries() == [".counter.lock", "counter.json"])
    }

    @Test func aCorruptDocumentIsMovedAsideAndReported() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let recorder = NoticeRecorder()
        let store = FileStateStore(directory: directory.url, notice: recorder.handler)
        try directory.write("{ not json", to: "cart.json")

        let value = try store.read(Counter.self, named: "cart", default: Counter(value: 42))

        #expect(value == Counter(value: 42))
        let copies = try directory.entries().filter { $0.hasPrefix("cart.corrupt-") }
        #expect(copies.count == 1)
        let copy = try #require(copies.first)
        #expect(copy.wholeMatch(of: /cart\.corrupt-\d{8}T\d{6}Z\.json/) != nil)
        #expect(try directory.read(copy) == "{ not json")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("cart.json").path))

        let notices = await recorder.notices()
        #expect(notices.count == 1)
        let notice = try #require(notices.first)
        #expect(notice.documentName == "cart")
        #expect(notice.file == directory.url.appendingPathComponent("cart.json").path)
        #expect(notice.keptAs == directory.url.appendingPathComponent(copy).path)
        #expect(notice.reason.hasPrefix("not valid JSON"))
        #expect(
            notice.description.hasPrefix("state file \(notice.file) is not a valid 'cart' document (not valid JSON"))
        #expect(notice.description.hasSuffix("kept it as \(notice.keptAs) and started afresh"))
    }

    @Test func aSecondCorruptionDoesNotOverwriteTheFirstCopy() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let recorder = NoticeRecorder()
        let store = FileStateStore(directory: directory.url, notice: recorder.handler)

        try directory.write("first broken", to: "cart.json")
        try store.update(Counter.self, named: "cart", default: Counter(value: 0)) { $0.value += 1 }
        #expect(try store.read(Counter.self, named: "cart", default: Counter(value: 0)).value == 1)
        try directory.write("second broken", to: "cart.json")
        try store.update(Counter.self, named: "cart", default: Counter(value: 0)) { $0.value += 1 }

        let copies = try directory.entries().filter { $0.hasPrefix("cart.corrupt-") }
        #expect(copies.count == 2)
        #expect(Set(try copies.map(directory.read)) == ["first broken", "second broken"])
        #expect(try store.read(Counter.self, named: "cart", default: Counter(value: 0)).value == 1)
        #expect(await recorder.notices().count == 2)
    }

    @Test func validJSONOfTheWrongShapeIsCorruptToo() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let recorder = NoticeRecorder()
        let store = FileStateStore(directory: directory.url, notice: recorder.handler)
        try directory.write(#"{"note": "x"}"#, to: "counter.json")
        #expect(try store.read(Counter.self, named: "counter", default: Counter(value: 0)) == Counter(value: 0))
        let notices = await recorder.notices()
        #expect(notices.map(\.reason) == ["missing key 'value' at top level"])
    }

    @Test func anUnreadableDocumentIsAnErrorAndIsNotMovedAside() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("cart.json"), withIntermediateDirectories: false)
        let store = FileStateStore(directory: directory.url)
        #expect {
            try store.read(Counter.self, named: "cart", default: Counter(value: 0))
        } throws: { error in
            guard case .readFailed(let path, _) = error as? StateStoreError else { return false }
            return path == directory.url.appendingPathComponent("cart.json").path
        }
        #expect(try directory.entries() == [".cart.lock", "cart.json"])
    }

    @Test func theDirectoryIsCreatedWithParentsOnFirstUse() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let nested = directory.url.appendingPathComponent("a/b/state")
        let store = FileStateStore(directory: nested)
        try store.write(Counter(value: 1), named: "counter")
        #expect(FileManager.default.fileExists(atPath: nested.appendingPathComponent("counter.json").path))
    }

    @Test func aFileInTheWayGivesAClearError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("not a directory", to: "blocker")
        let blocker = directory.url.appendingPathComponent("blocker").path

        let below = FileStateStore(directory: directory.url.appendingPathComponent("blocker/state"))
        #expect(
            throws: StateStoreError.directoryUnavailable(
                path: blocker + "/state", reason: .pathIsFile(path: blocker))
        ) {
            try below.write(Counter(value: 1), named: "counter")
        }

        let itself = FileStateStore(directory: directory.url.appendingPathComponent("blocker"))
        let expected = StateStoreError.directoryUnavailable(path: blocker, reason: .isFile)
        #expect(throws: expected) { try itself.read(Counter.self, named: "counter", default: Counter(value: 0)) }
        #expect(
            expected.description
                == "cannot use state directory \(blocker): it is a file, not a directory; "
                + "choose a directory you can write to")
        #expect(try directory.read("blocker") == "not a directory")
    }

    @Test(arguments: ["", "../cart", "a/b", "/etc/passwd", ".hidden", "a..b", "cart.corrupt-1", "购物车", "a b"])
    func badDocumentNamesAreRefused(name: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileStateStore(directory: directory.url)
        #expect {
            try store.write(Counter(value: 1), named: name)
        } throws: { error in
            guard case .invalidDocumentName(let bad, _) = error as? StateStoreError else { return false }
            return bad == name
        }
        #expect(throws: StateStoreError.self) { try store.remove(named: name) }
        #expect(try directory.entries().isEmpty)
    }

    @Test func invalidNameMessageNamesTheNameAndTheRule() {
        #expect(throws: StateStoreError.self) { try StateDocumentName.validate("a/b") }
        let error = StateStoreError.invalidDocumentName("a/b", reason: .nameContains("/"))
        #expect(
            error.description
                == "invalid state document name 'a/b': it contains '/'; use letters, digits, '-', '_' and '.', "
                + "such as 'cart' or 'order-history'")
        #expect(StateDocumentName.isValid("order-history.v2"))
    }

    @Test func documentNamesListOnlyDocuments() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let recorder = NoticeRecorder()
        let store = FileStateStore(directory: directory.url, notice: recorder.handler)
        #expect(try FileStateStore(directory: directory.url.appendingPathComponent("none")).documentNames() == [])
        try store.write(Counter(value: 1), named: "session")
        try store.write(Counter(value: 1), named: "cart")
        try directory.write("broken", to: "orders.json")
        _ = try store.read(Counter.self, named: "orders", default: Counter(value: 0))
        try directory.write("", to: "notes.txt")
        #expect(try store.documentNames() == ["cart", "session"])
        _ = await recorder.notices()
    }

    @Test func removeDeletesAndToleratesAbsence() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileStateStore(directory: directory.url)
        try store.write(Counter(value: 1), named: "cart")
        try store.remove(named: "cart")
        try store.remove(named: "cart")
        #expect(try store.documentNames() == [])
        #expect(try store.read(Counter.self, named: "cart", default: Counter(value: 5)).value == 5)
    }

    @Test func worksThroughTheProtocol() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store: any StateStore = FileStateStore(directory: directory.url)
        try store.update([String].self, named: "list", default: []) { $0.append("tea") }
        #expect(try store.read([String].self, named: "list", default: []) == ["tea"])
    }
}
