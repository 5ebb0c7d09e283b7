import AllContracts
import Common
import Messages
import ModuleTesting
import StandIns
import Testing

@Suite("Messages inbox and detail")
struct InboxTests {
    @Test("the inbox lists every message with a link to it, natively and remotely")
    func inbox() async throws {
        let harness = try await MessagesHarness()
        for result in [
            try await harness.hub.open(MessagesInbox()).erased,
            try await harness.hub.open(url: "bazaar://messages"),
        ] {
            let content = try await #require(result.page).content()
            #expect(content.title == "Inbox")
            #expect(content.sections.first?.heading == "8 messages")
            #expect(content.records.count == 8)
            #expect(content.records.first?.title == "Spring tea has arrived")
            #expect(content.records.first?.fields.map(\.key) == ["id", "title"])
            #expect(content.links.map(\.path) == (1...8).map { "messages/\($0)" } + ["home"])
        }
    }

    @Test("a message shows its body, its URL and a link that follows it")
    func detail() async throws {
        let harness = try await MessagesHarness()
        guard case .page(let page) = try await harness.hub.open(url: "bazaar://messages/4") else {
            Issue.record("messages/4 should answer a page")
            return
        }
        let content = await page.content()
        #expect(content.title == "Spring coupons")
        #expect(content.texts == ["Collect your spring coupons before they are gone."])
        #expect(content.value("url") == "bazaar://spring-coupons")
        #expect(content.links.map(\.path) == ["messages/4/follow", "messages"])
        #expect(content.links.first?.title == "Open link")
    }

    @Test(
        "an unknown message is an error naming it and the ids there are",
        arguments: [
            "messages/99", "messages/99/follow",
        ])
    func unknownMessage(path: String) async throws {
        let harness = try await MessagesHarness()
        let error = await routeError { _ = try await harness.hub.open(url: "bazaar://" + path) }
        guard case .declined(_, let code, let message) = error else {
            Issue.record("expected declined, got \(String(describing: error))")
            return
        }
        #expect(code == "messages.unknownMessage")
        #expect(message == "There is no message 99; the inbox holds messages 1, 2, 3, 4, 5, 6, 7, 8.")
    }

    @Test("a message id that is not a number is malformed")
    func badID() async throws {
        let harness = try await MessagesHarness()
        let error = await routeError { _ = try await harness.hub.open(url: "bazaar://messages/first") }
        #expect(error?.key == "route.invalidParameter")
    }

    @Test("the module consumes nothing and registers its three routes")
    func wiring() async throws {
        let harness = try await MessagesHarness(bindRoutes: false)
        let info = try #require(harness.hub.moduleInfo().first)
        #expect(info.name == "Messages")
        #expect(info.consumes.isEmpty)
        #expect(info.provides.isEmpty)
        #expect(info.routes == ["messages", "messages/:id", "messages/:id/follow"])
    }
}
