import Foundation
import MediatorRuntime
import Testing

/// The getting-started article of the runtime's DocC catalog, held to code that compiles and runs:
/// every `swift` block of the article stands, line for line, in the files of this folder, and the
/// steps it describes behave as it says.
struct GettingStartedArticleTests {
    /// This folder: Tests/MediatorRuntimeTests/GettingStarted.
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private static let article = folder.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Mediator/Runtime/MediatorRuntime.docc/Articles/GettingStarted.md")

    @Test func everyCodeBlockOfTheArticleIsCodeOfThisFolder() async throws {
        let blocks = Self.swiftBlocks(in: try String(contentsOf: Self.article, encoding: .utf8))
        #expect(blocks.count >= 5, "the article shows the contract, both modules and the build")
        let sources = try FileManager.default.contentsOfDirectory(at: Self.folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .map { Self.trimmedLines(try String(contentsOf: $0, encoding: .utf8)) }
        for block in blocks {
            let lines = Self.trimmedLines(block)
            #expect(
                sources.contains { Self.contains($0, run: lines) },
                "this block of GettingStarted.md is in no file of Tests/MediatorRuntimeTests/GettingStarted:\n\(block)")
        }
    }

    @Test func theArticlesModulesBuildAndAnswerBothEntries() async throws {
        let hub = try await Hub.build([NotesModule(), RecentModule()], router: RouterConfiguration(scheme: "notes"))

        let before = try await hub.open(RecentNote())
        let remote = try await hub.open(url: "notes://note/1")
        let native = try await hub.open(NoteDetail(id: 2))
        let recent = try await hub.open(RecentNote())

        #expect(Self.text(of: before) == ["Recent", "Nothing opened yet."])
        #expect(Self.text(of: remote) == ["Note 1", "Buy oolong"])
        #expect(Self.text(of: native) == ["Note 2", "Call home"])
        #expect(Self.text(of: recent) == ["Recent", "Call home"])
        #expect(hub.moduleInfo().map(\.name) == ["Notes", "Recent"])
        let declined = RouteError.declined(
            route: NoteDetail.pattern, code: "notes.unknown", message: "There is no note 9.")
        await #expect(throws: declined) {
            try await hub.open(url: "notes://note/9")
        }
    }

    @Test func theRecentModuleAloneIsRefusedForTheServiceItConsumes() async {
        await #expect {
            try await Hub.build([RecentModule()], router: RouterConfiguration(scheme: "notes"))
        } throws: { error in
            "\(error)".contains("NoteService")
        }
    }

    /// The title and texts of the page an outcome shows.
    private static func text<Result>(of outcome: RouteOutcome<Result>) -> [String] {
        guard let page = outcome.page as? NotePage else { return [] }
        return [page.title, page.text]
    }

    /// The bodies of the article's ```` ```swift ```` blocks.
    private static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if let lines = current, trimmed == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The lines of `text` without their indentation, blank lines left out.
    private static func trimmedLines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Whether `run` stands in `lines` as consecutive lines.
    private static func contains(_ lines: [String], run: [String]) -> Bool {
        guard !run.isEmpty, run.count <= lines.count else { return run.isEmpty }
        return (0...(lines.count - run.count)).contains { Array(lines[$0..<($0 + run.count)]) == run }
    }
}
