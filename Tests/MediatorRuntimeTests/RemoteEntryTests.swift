import Testing

@_spi(Benchmarks) @testable import MediatorRuntime

private struct GoodsDetail: Route {
    static let pattern = "goods/detail/:id"
    var id: Int
}

private struct PayOrder: Route {
    static let pattern = "order/pay/:order"
    static let isNativeOnly = true
    var order: Int
}

private struct Transfer: Route {
    static let pattern = "account/transfer"
    static let reservedParameters: Set<String> = ["amount"]
    var to: String
    var amount: Int?
}

/// A native-only route.
private struct AdminWipe: Route {
    static let pattern = "admin/wipe"
    static let isNativeOnly = true
}

private func makeHub(reserved: Set<String> = ["session"]) async throws -> Hub {
    try await Hub.test(
        [
            TestModule("Goods") { registrar in
                registrar.route(GoodsDetail.self) { route, _ in .page(TitledPage(title: "Goods \(route.id)")) }
            },
            TestModule("Order") { registrar in
                registrar.route(PayOrder.self) { route, _ in .echo("paid \(route.order)") }
            },
            TestModule("Account") { registrar in
                registrar.route(Transfer.self) { route, _ in .echo("sent \(route.amount ?? 0)") }
            },
            TestModule("Admin") { registrar in registrar.route(AdminWipe.self) { _, _ in .echo("wiped") } },
            TestModule("Legacy") { registrar in
                registrar.pattern("legacy/:code") { request in .echo(request["code"] ?? "") }
            },
        ],
        router: RouterConfiguration(scheme: "Bazaar", reservedParameters: reserved))
}

@Suite struct RemoteEntryTests {
    @Test func remoteEntryOpensAValidURL() async throws {
        let hub = try await makeHub()
        guard case .page(let page) = try await hub.open(url: "bazaar://goods/detail/3") else {
            Issue.record("expected a page")
            return
        }
        #expect(page.title == "Goods 3")
        #expect(try await hub.open(url: "BAZAAR://account/transfer?to=ann").echoed as? String == "sent 0")
    }

    @Test(
        "refused and malformed remote URLs each throw their own kind",
        arguments: [
            (
                "http://goods/detail/3",
                RouteError.wrongScheme(url: "http://goods/detail/3", scheme: "http", expected: "bazaar")
            ),
            ("https://nowhere", .wrongScheme(url: "https://nowhere", scheme: "https", expected: "bazaar")),
            // Another scheme is refused for its scheme, however malformed the rest is.
            ("file:///etc/passwd", .wrongScheme(url: "file:///etc/passwd", scheme: "file", expected: "bazaar")),
            ("HTTPS://a b", .wrongScheme(url: "HTTPS://a b", scheme: "https", expected: "bazaar")),
            ("bazaar:///cart", .malformedURL("bazaar:///cart", reason: .noRoute)),
            ("bazaar://order/pay/7", .nativeOnly(url: "bazaar://order/pay/7", pattern: "order/pay/:order")),
            ("bazaar://admin/wipe", .nativeOnly(url: "bazaar://admin/wipe", pattern: "admin/wipe")),
            ("bazaar://goods/detail/3?id=4", .reservedParameter(url: "bazaar://goods/detail/3?id=4", name: "id")),
            // A pattern-only route takes any query, but not its path parameter in another case.
            ("bazaar://legacy/a?CODE=b", .reservedParameter(url: "bazaar://legacy/a?CODE=b", name: "CODE")),
            (
                "bazaar://goods/detail/3?session=x",
                .reservedParameter(url: "bazaar://goods/detail/3?session=x", name: "session")
            ),
            (
                "bazaar://account/transfer?to=eve&amount=1000",
                .reservedParameter(url: "bazaar://account/transfer?to=eve&amount=1000", name: "amount")
            ),
            (
                "bazaar://account/transfer?to=eve&%61mount=1",
                .reservedParameter(url: "bazaar://account/transfer?to=eve&%61mount=1", name: "amount")
            ),
            (
                "bazaar://goods/detail/3 4",
                .malformedURL("bazaar://goods/detail/3 4", reason: .space(position: 23))
            ),
            (
                "bazaar://goods/../detail/3",
                .malformedURL("bazaar://goods/../detail/3", reason: .dotSegment(".."))
            ),
        ])
    func refusals(url: String, expected: RouteError) async throws {
        let hub = try await makeHub()
        await #expect(throws: expected) { try await hub.open(url: url) }
        #expect(throws: expected) { try hub.router.remoteMatch(url) }
    }

    @Test func nativeEntryMayOpenWhatRemoteRefuses() async throws {
        let hub = try await makeHub()
        #expect(try await hub.open(PayOrder(order: 7)).echoed as? String == "paid 7")
        #expect(try await hub.open(Transfer(to: "ann", amount: 5)).echoed as? String == "sent 5")
        #expect(try await hub.open(AdminWipe()).echoed as? String == "wiped")
    }

    @Test func anUnknownRouteThrowsNotFoundOnBothEntries() async throws {
        let hub = try await makeHub()
        await #expect(throws: RouteError.notFound(route: "goods/compare/1/2")) {
            try await hub.open(url: "bazaar://goods/compare/1/2")
        }
        #expect(try await hub.open(url: "bazaar://goods/detail/1").page != nil)
        let empty = try await Hub.test()
        await #expect(throws: RouteError.notFound(route: "GoodsDetail")) { try await empty.open(GoodsDetail(id: 1)) }
        #expect(try await hub.open(GoodsDetail(id: 1)).page != nil)
    }

    @Test(arguments: [
        ("bazaar://goods/compare/1/%2F", "goods/compare/1/%2F"), ("bazaar://goods/a%2Fb", "goods/a%2Fb"),
        ("bazaar://goods/%25/%3F%23", "goods/%25/%3F%23"), ("bazaar://nowhere/caf%C3%A9", "nowhere/caf%C3%A9"),
        ("bazaar://NoWhere/A%2f", "nowhere/A%2f"),
    ])
    func notFoundNamesThePathAsItWasTypedItsHostLowercased(url: String, route: String) async throws {
        let hub = try await makeHub()
        await #expect(throws: RouteError.notFound(route: route)) { try await hub.open(url: url) }
    }

    @Test func remoteMatchIsReadyToRun() async throws {
        let hub = try await makeHub()
        let match = try hub.router.remoteMatch("bazaar://goods/detail/3")
        #expect(match.entry.pattern.description == "goods/detail/:id")
        #expect(match.owner == "Goods")
        #expect(!match.entry.isNativeOnly)
        #expect(match.parameters["id"] == "3")
    }

    @Test func theSchemeIsCaseInsensitive() async throws {
        let hub = try await makeHub()
        #expect(hub.router.configuration.scheme == "bazaar")
        #expect(link(GoodsDetail(id: 5)) == "bazaar://goods/detail/5")
        #expect(try await hub.open(url: "BAZAAR://" + Hub.path(of: GoodsDetail(id: 5))).page != nil)
    }
}
