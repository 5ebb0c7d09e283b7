import ContractSupport
import Testing

@Suite struct PageLinkTests {
    private struct Detail: Route {
        static let pattern = "goods/detail/:id"
        var id: Int
    }

    private struct Pay: Route {
        typealias Result = ActionOutcome
        static let pattern = "order/pay"
        static let isNativeOnly = true
    }

    private struct DetailPage: ContentPage {
        let id: Int
        func content() -> PageContent { PageContent(title: "detail \(id)") }
    }

    private struct Shop: BusinessModule {
        let name = "Shop"
        func register(in registrar: inout ModuleRegistrar) {
            registrar.route(Detail.self) { route, _ in .page(DetailPage(id: route.id)) }
            registrar.route(Pay.self) { _, _ in .value(ActionOutcome(event: "order.paid", message: "paid")) }
        }
    }

    /// A page of another kind than a `ContentPage`: the runtime moves any page.
    private struct ViewPage: Page {}

    private func navigator() async throws -> Navigator {
        Navigator(hub: try await Hub.build([Shop()], router: RouterConfiguration(scheme: "bazaar")))
    }

    @Test func aLinkShowsItsRouteAsAPathTheRemoteEntryOpensToAnEqualValue() async throws {
        let link = PageLink("Item 9", to: Detail(id: 9))
        #expect(link.path == "goods/detail/9")
        #expect(!link.isNativeOnly)
        let outcome = try await navigator().hub.open(url: "bazaar://" + link.path)
        #expect(await outcome.page?.content().title == "detail 9")
    }

    @Test func followingALinkOpensItsRouteThroughTheNativeEntryAndPushesItsPage() async throws {
        let navigator = try await navigator()
        let pay = PageLink("Pay now", to: Pay())
        #expect(pay.path == "order/pay")
        #expect(pay.isNativeOnly)
        #expect(try await navigator.follow(pay).value??.event == "order.paid")
        #expect(navigator.depth == 0, "a value pushes nothing")
        guard case .page = try await navigator.follow(PageLink("Item 9", to: Detail(id: 9))) else {
            Issue.record("expected a page")
            return
        }
        #expect(await navigator.top?.content().title == "detail 9")
    }

    @Test func aPageOfAnotherKindDrawsItsTypeName() async {
        #expect(await ViewPage().content().title == "ViewPage")
        #expect(await (DetailPage(id: 2) as any Page).content().title == "detail 2")
    }
}
