import Testing

@_spi(Benchmarks) @testable import MediatorRuntime

private struct GoodsDetail: Route, Equatable {
    static let pattern = "goods/detail/:id"
    static let summary: RouteSummary = "One product"
    var id: Int
    var tab: String?
}

private enum Sort: String, Codable, Sendable {
    case price, name
}

private enum Size: Int, Codable, Sendable {
    case small = 1, large = 2
}

private struct Search: Route, Equatable {
    static let pattern = "search/:term"
    var term: String
    var inStock: Bool
    var sort: Sort
    var size: Size?
    var maxPrice: Double?
    var ratio: Float?
    var page: UInt8?
    var offset: Int64?
}

private struct FileRoute: Route, Equatable {
    static let pattern = "files/:owner/*path"
    var owner: String
    var path: String
}

private struct Unbound: Route {
    static let pattern = "nowhere/:id"
    var id: Int
}

private struct PatternOnly: Route {
    static let pattern = "legacy/:code"
    var code: String
}

private struct Nested: Codable, Sendable { var x: Int }

private struct WithNested: Route {
    static let pattern = "nested"
    var inner: Nested
}

@Suite struct TypedRouteTests {
    @Test func nativeCallersHandTheValueOverAsItIs() async throws {
        let seen = LockedBox<(GoodsDetail?, Bool)>((nil, false))
        let hub = try await Hub.test("Goods") { registrar in
            registrar.route(GoodsDetail.self) { route, request in
                seen.withLock { $0 = (route, !request.isRemote) }
                return .echo(route.id)
            }
        }
        #expect(try await hub.open(GoodsDetail(id: 3, tab: "reviews")).echoed as? Int == 3)
        #expect(seen.withLock { $0.0 } == GoodsDetail(id: 3, tab: "reviews"))
        #expect(seen.withLock { $0.1 })
    }

    @Test func remoteURLDecodesIntoTheSameValue() async throws {
        let hub = try await echoHub(GoodsDetail.self)
        #expect(try await hub.open(url: "bazaar://goods/detail/3").echoed as? GoodsDetail == GoodsDetail(id: 3))
        #expect(
            try await hub.open(url: "bazaar://goods/detail/3?tab=reviews").echoed as? GoodsDetail
                == GoodsDetail(id: 3, tab: "reviews"))
        #expect(
            try await hub.open(url: "bazaar://goods/detail/4").echoed as? GoodsDetail == GoodsDetail(id: 4))
    }

    @Test func aRouteKnowsItsURL() async throws {
        #expect(link(GoodsDetail(id: 3)) == "bazaar://goods/detail/3")
        #expect(link(GoodsDetail(id: 3, tab: "a b/c")) == "bazaar://goods/detail/3?tab=a%20b%2Fc")
        #expect(
            link(Search(term: "red shoes", inStock: true, sort: .price, size: .large))
                == "bazaar://search/red%20shoes?inStock=true&sort=price&size=2")
        // `FileRoute` has a property named `path`; the protocol claims no such name.
        #expect(link(FileRoute(owner: "ann", path: "docs/a.txt")) == "bazaar://files/ann/docs/a.txt")
    }

    fileprivate static let searches = [
        Search(term: "café & co", inStock: false, sort: .name),
        Search(
            term: "100%", inStock: true, sort: .price, size: .small, maxPrice: 12.5, ratio: 0.25, page: 255,
            offset: -9_000_000_000),
        Search(term: "a+b=c?d#e", inStock: true, sort: .name, maxPrice: 1e-7),
    ]

    @Test("a link opened remotely gives back the value", arguments: searches)
    fileprivate func urlRoundTrips(search: Search) async throws {
        let hub = try await echoHub(Search.self)
        #expect(try await hub.open(url: link(search)).echoed as? Search == search)
    }

    @Test func catchAllPropertyRoundTrips() async throws {
        let hub = try await echoHub(FileRoute.self)
        let file = FileRoute(owner: "ann", path: "docs/2024/a b.txt")
        #expect(try await hub.open(url: link(file)).echoed as? FileRoute == file)
    }

    @Test(
        "a missing parameter is an error naming it and the expected type",
        arguments: [
            ("bazaar://search/x?sort=price", "inStock", RouteError.Expected.trueOrFalse),
            ("bazaar://search/x?inStock=1", "sort", .value(of: "Sort")),
        ])
    func missingParameter(url: String, name: String, expected: RouteError.Expected) async throws {
        let hub = try await echoHub(Search.self)
        await #expect(throws: RouteError.missingParameter(name: name, expected: expected, route: "search/:term")) {
            try await hub.open(url: url)
        }
    }

    @Test(
        "an ill-typed parameter is an error naming it, its value and the expected type",
        arguments: [
            ("inStock=maybe&sort=price", "inStock", "maybe", RouteError.Expected.trueOrFalse),
            ("inStock=1&sort=cost", "sort", "cost", .value(of: "Sort")),
            ("inStock=1&sort=name&size=3", "size", "3", .value(of: "Size")),
            ("inStock=1&sort=name&maxPrice=ten", "maxPrice", "ten", .number),
            ("inStock=1&sort=name&maxPrice=inf", "maxPrice", "inf", .number),
            ("inStock=1&sort=name&maxPrice=nan", "maxPrice", "nan", .number),
            ("inStock=1&sort=name&ratio=1e99", "ratio", "1e99", .number),
            ("inStock=1&sort=name&page=256", "page", "256", .wholeNumbers(lower: 0, upper: 255)),
            ("inStock=1&sort=name&page=-1", "page", "-1", .wholeNumbers(lower: 0, upper: 255)),
            ("inStock=1&sort=name&offset=1.5", "offset", "1.5", .wholeNumber),
            ("inStock=1&sort=name&offset=", "offset", "", .wholeNumber),
        ])
    func invalidParameter(query: String, name: String, value: String, expected: RouteError.Expected) async throws {
        let hub = try await echoHub(Search.self)
        await #expect(
            throws: RouteError.invalidParameter(
                name: name, value: value, expected: expected, route: "search/:term")
        ) {
            try await hub.open(url: "bazaar://search/x?" + query)
        }
    }

    @Test func pathParameterOfTheWrongTypeIsNamed() async throws {
        let hub = try await echoHub(GoodsDetail.self)
        await #expect(
            throws: RouteError.invalidParameter(
                name: "id", value: "abc", expected: .wholeNumber, route: "goods/detail/:id")
        ) {
            try await hub.open(url: "bazaar://goods/detail/abc")
        }
    }

    @Test func decodesFromParametersDirectly() async throws {
        #expect(try GoodsDetail(parameters: ["id": "7", "tab": "info"]) == GoodsDetail(id: 7, tab: "info"))
        #expect(
            throws: RouteError.missingParameter(name: "id", expected: .wholeNumber, route: GoodsDetail.pattern)
        ) {
            try GoodsDetail(parameters: [:])
        }
    }

    @Test func nestedValuesAreNotRouteParameters() async {
        #expect(throws: RouteError.self) {
            try WithNested(parameters: ["inner": "1"])
        }
    }

    @Test func anUnboundRouteTypeIsNotFoundNamingTheType() async throws {
        let hub = try await Hub.test()
        await #expect(throws: RouteError.notFound(route: "Unbound")) { try await hub.open(Unbound(id: 1)) }
    }

    @Test func aTypeRegisteredByPatternOnlyIsNotFoundByValueButOpensThroughItsURL() async throws {
        let hub = try await Hub.test("Legacy") { registrar in
            registrar.pattern(PatternOnly.pattern) { request in
                .echo(try PatternOnly.decode(request).route.code)
            }
        }
        await #expect(throws: RouteError.notFound(route: "PatternOnly")) {
            try await hub.open(PatternOnly(code: "a"))
        }
        #expect(try await hub.open(url: "bazaar://legacy/a%2Fb").echoed as? String == "a/b")
    }

    @Test func bindingATypeTwiceNamesBothOwners() async throws {
        let goods = TestModule("Goods") { registrar in registrar.route(GoodsDetail.self) { route, _ in .echo(route) } }
        let search = TestModule("Search") { registrar in registrar.route(GoodsDetail.self) { route, _ in .echo(route) }
        }
        await #expect {
            try await Hub.test([goods, search])
        } throws: { error in
            let text = String(describing: error)
            return (error as? WiringError)?.problems.count == 1 && text.contains("Goods") && text.contains("Search")
        }
    }

    @Test func introspectionNamesTheType() async throws {
        let hub = try await echoHub(GoodsDetail.self, owner: "Goods")
        let route = try #require(hub.routes().first)
        #expect(route.pattern == "goods/detail/:id")
        #expect(route.owner == "Goods")
        #expect(!route.isNativeOnly)
        #expect(route.summary == "One product")
        #expect(route.typeName == "GoodsDetail")
    }
}
