import Testing

@_spi(Benchmarks) @testable import MediatorRuntime

private struct AddToCart: Route, Equatable {
    static let pattern = "cart/add"
    var id: Int
    var qty: Int?
}

private struct Transfer: Route {
    static let pattern = "account/transfer"
    static let reservedParameters: Set<String> = ["amount"]
    var to: String
    var amount: Int?
}

private struct Files: Route, Equatable {
    static let pattern = "files/:owner/*path"
    var owner: String
    var path: String
}

private func makeHub(ignoresUndeclared: Bool = false) async throws -> Hub {
    try await Hub.test(
        [
            TestModule("Cart") { registrar in registrar.route(AddToCart.self) { route, _ in .echo(route) } },
            TestModule("Account") { registrar in registrar.route(Transfer.self) { route, _ in .echo(route.to) } },
            TestModule("Files") { registrar in registrar.route(Files.self) { route, _ in .echo(route) } },
            TestModule("Goods") { registrar in
                registrar.pattern("Goods/detail/:id") { request in .echo(request["id"] ?? "") }
            },
            TestModule("Search") { registrar in registrar.pattern("search") { request in .echo(request["q"] ?? "") } },
        ],
        router: RouterConfiguration(
            scheme: "bazaar", reservedParameters: ["Session"], ignoresUndeclaredParameters: ignoresUndeclared))
}

@Suite("Reading URLs: one parse, one meaning")
struct URLReadingTests {
    @Test(arguments: [
        "bazaar://goods/detail/3", "BAZAAR://GOODS/detail/3", "Bazaar://Goods/detail/3", "bazaar://%47oods/detail/3",
    ])
    func theSchemeAndTheHostCompareCaseInsensitively(url: String) async throws {
        let hub = try await makeHub()
        #expect(try await hub.open(url: url).echoed as? String == "3")
    }

    @Test func theRestOfThePathStaysCaseSensitive() async throws {
        let hub = try await makeHub()
        #expect(
            await routeError { _ = try await hub.open(url: "bazaar://goods/DETAIL/3") }?.key == "route.notFound")
    }

    @Test(
        "decoded format, bidirectional and separator characters are refused like C0 controls",
        arguments: ["%E2%80%AE", "%E2%80%8B", "%EF%BB%BF", "%E2%80%A8", "%E2%80%A9", "%E2%81%A6", "%C2%85", "%07"])
    func invisibleCharactersAreRefused(escape: String) async throws {
        let hub = try await makeHub()
        for url in [
            "bazaar://goods/detail/a\(escape)b", "bazaar://search?q=a\(escape)b", "bazaar://search?q\(escape)=1",
        ] {
            guard case .malformedURL? = await routeError({ _ = try await hub.open(url: url) }) else {
                Issue.record("\(url) was not refused as malformed")
                continue
            }
        }
        #expect(try await hub.open(url: "bazaar://search?q=caf%C3%A9%20%E4%B8%AD").echoed as? String == "café 中")
    }

    @Test func anEncodedSlashInACatchAllStaysDistinctFromARealOne() async throws {
        let hub = try await makeHub()
        #expect(
            try await hub.open(url: "bazaar://files/ann/a/b").echoed as? Files == Files(owner: "ann", path: "a/b"))
        let error = await routeError { _ = try await hub.open(url: "bazaar://files/ann/a%2Fb") }
        guard case .malformedURL(_, let reason)? = error else {
            Issue.record("an encoded slash was read as a real one: \(String(describing: error))")
            return
        }
        #expect(reason == .encodedSlash(segment: "a/b"))
        // A single parameter may hold one: it takes exactly one segment.
        #expect(try await hub.open(url: "bazaar://goods/detail/a%2Fb").echoed as? String == "a/b")
    }

    @Test(arguments: [
        "bazaar://search?SESSION=1", "bazaar://search?session=1", "bazaar://search?Session=1",
        "bazaar://account/transfer?to=ann&AMOUNT=5", "bazaar://account/transfer?to=ann&Amount=5",
    ])
    func reservedParameterNamesCompareCaseInsensitively(url: String) async throws {
        let hub = try await makeHub()
        guard case .reservedParameter? = await routeError({ _ = try await hub.open(url: url) }) else {
            Issue.record("\(url) was not refused")
            return
        }
    }

    @Test func aQueryParameterTheTypedRouteDoesNotDeclareIsRefusedNamingIt() async throws {
        let hub = try await makeHub()
        let error = await routeError { _ = try await hub.open(url: "bazaar://cart/add?id=3&qtty=5") }
        #expect(
            error
                == .malformedURL(
                    "bazaar://cart/add?id=3&qtty=5",
                    reason: .undeclaredParameter(name: "qtty", accepted: ["id", "qty"])))
        #expect(
            error?.description
                == "malformed URL 'bazaar://cart/add?id=3&qtty=5': query parameter 'qtty' is not one this link "
                + "takes; it takes id, qty")
        #expect(error?.key == "route.malformedURL")
        #expect(
            try await hub.open(url: "bazaar://cart/add?id=3&qty=5").echoed as? AddToCart == AddToCart(id: 3, qty: 5)
        )
        // A pattern-only route declares no query, so it takes any.
        #expect(try await hub.open(url: "bazaar://search?q=tea&ref=home").echoed as? String == "tea")
    }

    @Test func aRouterMayBeConfiguredToIgnoreUndeclaredParameters() async throws {
        let hub = try await makeHub(ignoresUndeclared: true)
        #expect(try await hub.open(url: "bazaar://cart/add?id=3&qtty=5").echoed as? AddToCart == AddToCart(id: 3))
    }
}
