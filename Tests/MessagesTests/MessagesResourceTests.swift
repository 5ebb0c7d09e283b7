import AllContracts
import Common
import Foundation
import ModuleTesting
import StandIns
import Testing

@testable import Messages

@Suite("Messages resources and languages")
struct MessagesResourceTests {
    @Test("every message has a title and body in both languages and a route")
    func inboxData() async throws {
        let inbox = try Inbox.load(bundle: Bundle.module)
        #expect(inbox.messages.map(\.id) == Array(1...7))
        for message in inbox.messages {
            for language in Language.allCases {
                #expect(!message.title.text(in: language).isEmpty)
                #expect(!message.body.text(in: language).isEmpty)
            }
            #expect(!message.route.isEmpty)
        }
    }

    @Test("pages speak Chinese")
    func chinese() async throws {
        let harness = try await MessagesHarness(language: .simplifiedChinese)
        let inbox = try await #require(try await harness.hub.open(MessagesInbox()).page).content()
        #expect(inbox.title == "消息")
        #expect(inbox.records.first?.title == "春茶上新")
        let refused = try await harness.followPage(5).content()
        #expect(refused.title == "链接被拒绝")
        #expect(refused.texts == ["“一键支付”中的链接被拒绝：不能从消息中打开它。"])
        let error = await routeError { _ = try await harness.hub.open(MessageDetail(id: 0)) }
        #expect(error?.description.contains("没有编号为 0 的消息") == true)
    }

    @Test(
        "a missing or broken inbox file is an error naming its path",
        arguments: [
            (nil, "No such file or directory"),
            ("not json", "not valid JSON"),
            (#"[{"id": 1, "title": {"en": "a"}, "body": {"en": "b", "zh-Hans": "c"}, "route": "x"}]"#, "zh-Hans"),
            (
                #"[{"id": 1, "title": {"en": "a", "zh-Hans": "b"}, "body": {"en": "b", "zh-Hans": "c"}, "route": "x"},"#
                    + #" {"id": 1, "title": {"en": "a", "zh-Hans": "b"}, "body": {"en": "b", "zh-Hans": "c"}, "route": "y"}]"#,
                "message 1 twice"
            ),
        ] as [(String?, String)])
    func brokenInbox(text: String?, expected: String) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("messages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("inbox.json")
        if let text { try Data(text.utf8).write(to: file) }
        let english = try StringTable.load(bundle: Bundle.module, language: .english)
        #expect {
            _ = try Inbox.load(from: file)
        } throws: { error in
            guard let failure = error as? InboxFailure else { return false }
            let sentence = failure.sentence(english)
            return failure.path == file.path && sentence.contains(file.path) && sentence.contains(expected)
        }
        if text == nil {
            let bundle = try #require(Bundle(path: directory.path))
            #expect(throws: InboxFailure.missing(path: file.path)) { _ = try Inbox.load(bundle: bundle) }
        }
    }

    @Test func anUnreadableInboxIsSaidInEachLanguageQuotingTheSystem() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("messages-\(UUID().uuidString)")
        let folder = directory.appendingPathComponent("inbox.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: InboxFailure.unreadable(path: folder.path, reason: "Is a directory")) {
            _ = try Inbox.load(from: folder)
        }
        let failure = InboxFailure.unreadable(path: folder.path, reason: "Is a directory")
        let chinese = failure.sentence(try StringTable.load(bundle: Bundle.module, language: .simplifiedChinese))
        #expect(chinese == "无法读取收件箱文件 \(folder.path)（系统报告“Is a directory”）。")
        let english = failure.sentence(try StringTable.load(bundle: Bundle.module, language: .english))
        #expect(english == "The inbox file \(folder.path) cannot be read: Is a directory.")
    }
}
