import Common
import Console
import Foundation
import Testing

struct LineHistoryTests {
    func temporaryStore() throws -> FileStateStore {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "LineHistoryTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return FileStateStore(directory: directory, notice: { _ in })
    }

    @Test func upAndDownWalkTheEntriesAndComeBackToTheDraft() async {
        var history = LineHistory(entries: ["one", "two"])
        #expect(history.previous(current: "dra") == "two")
        #expect(history.previous(current: "two") == "one")
        #expect(history.previous(current: "one") == nil)
        #expect(history.next() == "two")
        #expect(history.next() == "dra")
        #expect(history.next() == nil)
    }

    @Test func blankLinesAndRepeatsAreNotAdded() async {
        var history = LineHistory()
        history.add("show")
        history.add("show")
        history.add("   ")
        history.add("")
        history.add("back")
        #expect(history.entries == ["show", "back"])
    }

    @Test func onlyTheNewestEntriesAreKept() async {
        var history = LineHistory(entries: (1...600).map(String.init))
        #expect(history.entries.count == LineHistory.maximumEntries)
        #expect(history.entries.first == "101")
        history.add("new")
        #expect(history.entries.count == LineHistory.maximumEntries)
        #expect(history.entries.last == "new")
    }

    @Test func entriesThatCannotBeTypedAreLeftOut() async {
        let history = LineHistory(entries: [
            "ok", "", "bad\u{1B}[2J", "bidi\u{202E}", String(repeating: "x", count: LineEditor.maximumLength + 1),
        ])
        #expect(history.entries == ["ok"])
    }

    @Test func theHistoryIsKeptInTheStore() async throws {
        let store = try temporaryStore()
        var history = LineHistory.load(from: store)
        history.add("open bazaar://cart", to: store)
        history.add("2", to: store)
        #expect(LineHistory.load(from: store).entries == ["open bazaar://cart", "2"])
        var other = LineHistory.load(from: store)
        other.add("3", to: store)
        history.add("4", to: store)
        #expect(LineHistory.load(from: store).entries == ["open bazaar://cart", "2", "3", "4"], "sessions share it")
    }

    @Test func aCorruptHistoryIsSetAsideAndReadsAsEmpty() async throws {
        let store = try temporaryStore()
        try Data("[1, 2".utf8).write(to: store.fileURL(forDocument: LineHistory.documentName))
        #expect(LineHistory.load(from: store).entries.isEmpty)
        var history = LineHistory.load(from: store)
        history.add("show", to: store)
        #expect(LineHistory.load(from: store).entries == ["show"])
        let names = try FileManager.default.contentsOfDirectory(atPath: store.directory.path)
        #expect(names.contains { $0.hasPrefix("\(LineHistory.documentName).corrupt-") })
    }
}
