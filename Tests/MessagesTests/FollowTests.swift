import AllContracts
import Common
import Messages
import ModuleTesting
import StandIns
import Testing

@Suite("Following a message's link through the remote entry")
struct FollowTests {
    @Test("a goods URL answers the page its route answers, opened as a remote request")
    func page() async throws {
        let harness = try await MessagesHarness()
        #expect(try await harness.followPage(1).content().title == "Goods 3")
        #expect(try await harness.followPage(3).content().title == "Goods list tea")
        #expect(harness.received == ["goods/detail/3 remote", "goods/list tea remote"])
    }

    @Test("an action URL answers the action's value")
    func value() async throws {
        let harness = try await MessagesHarness()
        let result = try await harness.hub.open(MessageFollow(id: 2))
        #expect(result.value?.message == "Added 1 × item 5")
        #expect(harness.received == ["cart/add 5×1 remote"])
    }

    @Test("a route nothing serves answers a page saying so, with the way back to the message and the inbox")
    func notFound() async throws {
        let harness = try await MessagesHarness()
        let outcome = try await harness.hub.open(MessageFollow(id: 4))
        guard case .page(let page) = outcome else {
            Issue.record("expected a page, not a failure of whoever followed it: \(outcome)")
            return
        }
        let content = await page.content()
        #expect(content.title == "Link failed")
        #expect(content.texts == ["The link in 'Spring coupons' could not be opened."])
        #expect(content.value("url") == "bazaar://spring-coupons")
        #expect(content.value("reason") == "worded: route.notFound", "worded by the hub, as everywhere else")
        #expect(content.links.map(\.path) == ["messages/4", "messages"])
    }

    @Test("a native-only route is refused, and its handler never runs")
    func nativeOnly() async throws {
        let harness = try await MessagesHarness()
        let content = try await harness.followPage(5).content()
        #expect(content.title == "Link refused")
        #expect(content.texts == ["The link in 'Pay in one tap' was refused: it cannot be opened from a message."])
        #expect(content.value("url") == "bazaar://order/pay")
        #expect(content.value("reason") == "worded: route.nativeOnly", "worded by the hub, as everywhere else")
        #expect(content.links.map(\.path) == ["messages/5", "messages"])
        #expect(harness.received.isEmpty)
    }

    @Test("a wrong scheme is refused")
    func wrongScheme() async throws {
        let harness = try await MessagesHarness()
        let content = try await harness.followPage(6).content()
        #expect(content.title == "Link refused")
        #expect(content.value("reason") == "worded: route.wrongScheme")
    }

    @Test("a malformed URL is reported as malformed")
    func malformed() async throws {
        let harness = try await MessagesHarness()
        let content = try await harness.followPage(7).content()
        #expect(content.title == "Link malformed")
        #expect(content.value("reason") == "worded: route.malformedURL")
        #expect(harness.received.isEmpty)
    }

    @Test("a route that fails answers a page with its reason")
    func failed() async throws {
        let harness = try await MessagesHarness(goodsDetailFails: true)
        let content = try await harness.followPage(1).content()
        #expect(content.title == "Link failed")
        #expect(content.value("reason") == "worded: route.failed")
    }

    @Test("without the other modules (running alone) every bazaar route is not found, never a crash")
    func alone() async throws {
        let harness = try await MessagesHarness(bindRoutes: false)
        for id in 1...5 {
            #expect(try await harness.followPage(id).content().value("reason") == "worded: route.notFound")
        }
        #expect(try await harness.followPage(6).content().title == "Link refused")
        #expect(try await harness.followPage(7).content().title == "Link malformed")
    }

    @Test("a navigator following from the detail page, and a remote follow URL, push what the link answers")
    func navigator() async throws {
        let harness = try await MessagesHarness()
        let navigator = Navigator(hub: harness.hub)
        _ = try await navigator.open(url: "bazaar://messages")
        let inbox = try await #require(navigator.top).content()
        _ = try await navigator.follow(try #require(inbox.links.first))
        let detail = try await #require(navigator.top).content()
        let outcome = try await navigator.follow(try #require(detail.links.first))
        await #expect(outcome.page?.content().title == "Goods 3")
        #expect(navigator.depth == 3)

        _ = try await navigator.open(url: "bazaar://messages/5/follow")
        await #expect(navigator.top?.content().title == "Link refused")
        #expect(navigator.depth == 4)
    }
}
