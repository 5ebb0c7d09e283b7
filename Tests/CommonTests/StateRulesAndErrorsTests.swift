import Common
import Foundation
import Glibc
import Testing

/// A document with a rule beyond its JSON shape: a quantity from 1 to 99.
private struct Line: CheckedStateDocument, Equatable {
    var quantity: Int

    var brokenRule: BrokenRule? {
        (1...99).contains(quantity)
            ? nil : BrokenRule(field: "quantity", found: quantity, expected: .range(low: "1", high: "99"))
    }
}

/// Documents that parse but break a rule, and documents that cannot be read.
struct StateRulesAndErrorsTests {
    @Test(arguments: ["{\"quantity\": 0}", "{\"quantity\": -3}", "{\"quantity\": 9223372036854775807}"])
    func aDocumentBreakingARuleIsSetAsideLikeACorruptOne(text: String) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(text, to: "line.json")
        let notices = StateRecorder<StateNotice>()
        let store = FileStateStore(directory: directory.url, notice: notices.handler)
        #expect(try store.read(Line.self, named: "line", default: Line(quantity: 1)) == Line(quantity: 1))
        let notice = try #require(await notices.values().first)
        #expect(notice.reason.hasPrefix("breaks a rule: quantity is "), "\(notice)")
        #expect(notice.description.contains("expected 1 to 99"))
        #expect(try directory.read(String(notice.keptAs.split(separator: "/").last ?? "")) == text)
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("line.json").path))
    }

    @Test func aDocumentKeepingItsRulesReadsAsItIs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("{\"quantity\": 99}", to: "line.json")
        let store = FileStateStore(directory: directory.url, notice: { Issue.record("unexpected notice \($0)") })
        #expect(try store.read(Line.self, named: "line", default: Line(quantity: 1)) == Line(quantity: 99))
        let decoded = StateDocumentCoding.decode(Line.self, from: Data("{\"quantity\": 100}".utf8))
        #expect(throws: StateDocumentCoding.DecodingFailure.self) { try decoded.get() }
        if case .failure(let failure) = decoded {
            #expect(failure.reason == "breaks a rule: quantity is 100, expected 1 to 99")
        }
    }

    @Test func aDocumentBreakingARuleIsNeverWritten() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileStateStore(directory: directory.url)
        try store.write(Line(quantity: 5), named: "line")
        #expect(
            throws: StateStoreError.encodingFailed(
                document: "line",
                reason: .breaksRule(BrokenRule(field: "quantity", found: 0, expected: .range(low: "1", high: "99"))))
        ) {
            try store.update(Line.self, named: "line", default: Line(quantity: 1)) { $0.quantity = 0 }
        }
        #expect(throws: StateStoreError.self) { try store.write(Line(quantity: 100), named: "line") }
        #expect(try store.read(Line.self, named: "line", default: Line(quantity: 1)) == Line(quantity: 5))
    }

    @Test func aFolderInADocumentsPlaceIsAReadErrorNeverTheDefault() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let folder = directory.url.appendingPathComponent("line.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let store = FileStateStore(directory: directory.url, notice: { Issue.record("unexpected notice \($0)") })
        for attempt in 0..<3 {
            let error = #expect(throws: StateStoreError.self) {
                switch attempt {
                case 0: _ = try store.read(Line.self, named: "line", default: Line(quantity: 1))
                case 1: try store.update(Line.self, named: "line", default: Line(quantity: 1)) { $0.quantity = 2 }
                default: try store.checkReadable()
                }
            }
            #expect(error == .readFailed(path: folder.path, reason: .system(detail: "Is a directory")))
        }
        #expect(error(of: store)?.description == "cannot read state file \(folder.path): Is a directory")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test func aPipeInADocumentsPlaceIsAReadErrorWithoutWaitingForAWriter() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.url.appendingPathComponent("line.json").path
        #expect(mkfifo(path, 0o600) == 0)
        let store = FileStateStore(directory: directory.url)
        #expect(throws: StateStoreError.readFailed(path: path, reason: .notRegularFile)) {
            try store.read(Line.self, named: "line", default: Line(quantity: 1))
        }
        #expect(throws: StateStoreError.readFailed(path: path, reason: .notRegularFile)) {
            try store.checkReadable()
        }
    }

    @Test func aFileWithoutReadPermissionIsAReadError() throws {
        // root reads every file whatever its mode; the folder case above covers root.
        guard geteuid() != 0 else { return }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("{\"quantity\": 3}", to: "line.json")
        let path = directory.url.appendingPathComponent("line.json").path
        #expect(chmod(path, 0) == 0)
        defer { chmod(path, 0o600) }
        let store = FileStateStore(directory: directory.url)
        #expect(throws: StateStoreError.readFailed(path: path, reason: .system(detail: "Permission denied"))) {
            try store.read(Line.self, named: "line", default: Line(quantity: 1))
        }
        #expect(throws: StateStoreError.readFailed(path: path, reason: .system(detail: "Permission denied"))) {
            try store.checkReadable()
        }
    }

    @Test func aReadOnlyDirectoryIsReadAsItIsAndRefusesWritesNamingTheFile() throws {
        // root may write anywhere whatever the mode, so only another user can see this case.
        guard geteuid() != 0 else { return }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("{\"quantity\": 3}", to: "line.json")
        #expect(chmod(directory.path, 0o500) == 0)
        defer { chmod(directory.path, 0o700) }
        let store = FileStateStore(directory: directory.url)
        #expect(try store.read(Line.self, named: "line", default: Line(quantity: 1)) == Line(quantity: 3))
        #expect(try store.read(Line.self, named: "other", default: Line(quantity: 1)) == Line(quantity: 1))
        try store.checkReadable()
        let error = #expect(throws: StateStoreError.self) {
            try store.update(Line.self, named: "line", default: Line(quantity: 1)) { $0.quantity = 4 }
        }
        #expect(error?.description.contains(directory.url.appendingPathComponent("line.json").path) == true)
    }

    @Test func checkReadableChangesNothingAndPassesReadableState() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("{ not json", to: "line.json")
        let store = FileStateStore(directory: directory.url, notice: { Issue.record("unexpected notice \($0)") })
        try store.checkReadable()
        #expect(try directory.read("line.json") == "{ not json")
        try FileStateStore(directory: directory.url.appendingPathComponent("not-yet")).checkReadable()
    }

    private func error(of store: FileStateStore) -> StateStoreError? {
        do {
            try store.checkReadable()
            return nil
        } catch {
            return error as? StateStoreError
        }
    }
}
