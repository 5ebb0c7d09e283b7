import Testing

@testable import MediatorRuntime

@Suite struct RouteURLTests {
    @Test(arguments: [
        ("javascript:alert(1)", "javascript:"), ("bazaar:", "bazaar:"), ("bazaar:/home", "bazaar:"),
        ("Bazaar:home", "bazaar:"), ("mailto:a@b", "mailto:"), ("data:text/html,%3Cb%3E", "data:"),
    ])
    func aSchemeWithoutSlashesIsAnotherKindOfURL(text: String, scheme: String) async throws {
        let url = try RouteURL(parsing: text)
        #expect(url.scheme == scheme)
        #expect(url.segments.isEmpty && url.queryItems.isEmpty)
        let hub = try await Hub.test()
        let error = await #expect(throws: RouteError.self) { try await hub.open(url: text) }
        #expect(error?.key == "route.wrongScheme")
        #expect(error?.description.contains("use bazaar://") == true, "\(String(describing: error))")
    }

    @Test func parsesSchemeSegmentsAndQuery() async throws {
        let url = try RouteURL(parsing: "Bazaar://goods/detail/3?tab=reviews&page=2")
        #expect(url.scheme == "bazaar")
        #expect(url.segments == ["goods", "detail", "3"])
        #expect(url.queryItems.map(\.name) == ["tab", "page"])
        #expect(url.queryItems.map(\.value) == ["reviews", "2"])
    }

    @Test func toleratesOneTrailingSlashAndIgnoresTheFragment() async throws {
        #expect(try RouteURL(parsing: "bazaar://goods/list/").segments == ["goods", "list"])
        #expect(try RouteURL(parsing: "bazaar://goods/?a=1").queryItems.map(\.value) == ["1"])
        let withFragment = try RouteURL(parsing: "bazaar://goods/list?a=1#top")
        #expect(withFragment.segments == ["goods", "list"])
        #expect(withFragment.queryItems.map(\.name) == ["a"])
        #expect(try RouteURL(parsing: "bazaar://home#top").segments == ["home"])
    }

    @Test func decodesPercentEscapesAndPlus() async throws {
        let url = try RouteURL(parsing: "bazaar://search/caf%C3%A9+bar/a%2Fb?q=red+shoes%21&x=%2B1&empty=&flag")
        #expect(url.segments == ["search", "café+bar", "a/b"])
        #expect(url.queryItems.map(\.name) == ["q", "x", "empty", "flag"])
        #expect(url.queryItems.map(\.value) == ["red shoes!", "+1", "", ""])
        #expect(try RouteURL(parsing: "bazaar://q?a%20b=1%3D2").queryItems.first?.name == "a b")
        #expect(try RouteURL(parsing: "bazaar://q?a=1=2").queryItems.first?.value == "1=2")
        #expect(try RouteURL(parsing: "bazaar://q?a=1&&b=2").queryItems.map(\.name) == ["a", "b"])
    }

    @Test func acceptsEverySubDelimiterRaw() async throws {
        let url = try RouteURL(parsing: "bazaar://a/-._~!$&'()*+,;=:@?x=/?")
        #expect(url.segments == ["a", "-._~!$&'()*+,;=:@"])
        #expect(url.queryItems.first?.value == "/?")
    }

    @Test(
        "malformed URLs are refused with a reason",
        arguments: [
            "", "bazaar", "javascript:alert(\"x\")", "bazaar:<x>", "bazaar://", "://home", "1bazaar://home",
            "ba zaar://home", "bazaar://?a=1", "bazaar:///home",
            "bazaar://goods//detail", "bazaar://goods/list//",
            "bazaar://user@goods/1", "bazaar://goods:80/list", "bazaar://goods/a b", "bazaar://goods/ä",
            "bazaar://goods/<x>", "bazaar://goods/\"x\"", "bazaar://goods/{x}", "bazaar://goods/x|y",
            "bazaar://goods/x\\y", "bazaar://goods/x^y", "bazaar://goods/x`y", "bazaar://goods/\u{0}",
            "bazaar://goods/\t", "bazaar://goods/\u{7F}", "bazaar://goods/%", "bazaar://goods/%2",
            "bazaar://goods/%zz", "bazaar://goods/%G0", "bazaar://goods/%FF", "bazaar://goods/%C3",
            "bazaar://goods/%00", "bazaar://goods/%0A", "bazaar://goods/%7F", "bazaar://goods/%C2%85",
            "bazaar://goods/.", "bazaar://goods/..", "bazaar://goods/%2E", "bazaar://goods/%2e%2E",
            "bazaar://../etc", "bazaar://goods?=1", "bazaar://goods?a=1&a=2", "bazaar://goods?a=1&%61=2",
            "bazaar://goods?a=%", "bazaar://goods?a=%0D", "bazaar://goods?a b=1", "bazaar://goods?a=ü",
            "bazaar://goods?a=[1]", "bazaar://goods#a b", "bazaar://goods?a=1#\u{0}", "bazaar://goods#ü",
        ])
    func refusesMalformed(text: String) async {
        #expect {
            _ = try RouteURL(parsing: text)
        } throws: { error in
            guard case RouteError.malformedURL(_, let reason) = error else { return false }
            return !reason.description.isEmpty
        }
    }

    @Test(
        "an encoded slash may not smuggle a dot segment into a segment",
        arguments: [
            "bazaar://files/ann/..%2Fetc", "bazaar://files/ann/a%2F..%2F..%2Fsecret", "bazaar://files/%2E%2E%2F",
            "bazaar://files/a%2F.", "bazaar://files/.%2Fa",
        ])
    func refusesEncodedDotSegments(text: String) async {
        #expect(throws: RouteError.self) { _ = try RouteURL(parsing: text) }
    }

    @Test func keepsAnEncodedSlashInsideAValue() async throws {
        #expect(try RouteURL(parsing: "bazaar://files/a%2Fb.c/..d").segments == ["files", "a/b.c", "..d"])
    }

    @Test func appliesLimits() async throws {
        let limits = RouterConfiguration(
            scheme: "bazaar", maximumURLLength: 64, maximumSegments: 3, maximumQueryItems: 2)
        #expect(try RouteURL(parsing: "bazaar://a/b/c?x=1&y=2", limits: limits).segments.count == 3)
        let cases = [
            ("bazaar://a/b/c/d", RouteURLProblem.tooManySegments(limit: 3)),
            ("bazaar://a?x=1&y=2&z=3", .tooManyQueryItems(limit: 2)),
            ("bazaar://" + String(repeating: "a", count: 56), .tooLong(limit: 64)),
        ]
        for (text, reason) in cases {
            #expect(throws: RouteError.malformedURL(text, reason: reason)) {
                _ = try RouteURL(parsing: text, limits: limits)
            }
        }
    }

    @Test func errorsQuoteHostileInputShortAndPrintable() async {
        let hostile = "bazaar://x/\u{1B}[31m" + String(repeating: "a", count: 500)
        #expect {
            _ = try RouteURL(parsing: hostile)
        } throws: { error in
            guard case RouteError.malformedURL(let quoted, _) = error else { return false }
            return quoted.count == 120 && quoted.hasPrefix("bazaar://x/\\u{1b}[31m") && quoted.hasSuffix("...")
                && !quoted.unicodeScalars.contains { $0.properties.generalCategory == .control }
        }
    }

    @Test func errorDescriptionsNameTheInputAndTheFix() async {
        #expect(
            RouteError.malformedURL("x", reason: .noScheme).description
                == "malformed URL 'x': no scheme; expected scheme://path, as in bazaar://home")
        #expect(
            RouteError.wrongScheme(url: "http://a", scheme: "http", expected: "bazaar").description
                == "refused 'http://a': scheme 'http' is not served here; use bazaar://")
        #expect(RouteError.notFound(route: "a/b").description == "no route for 'a/b'")
        #expect(
            RouteError.missingParameter(name: "id", expected: .wholeNumber, route: "goods/detail/:id")
                .description == "route goods/detail/:id needs parameter 'id' (a whole number)")
    }
}

/// What a URL's host part may not hold, each named for what it is.
@Suite struct RouteURLHostTests {
    @Test(arguments: [
        ("bazaar://user:pw@goods/detail/3", RouteURLProblem.userInfo),
        ("bazaar://user@goods/detail/3", .userInfo),
        ("bazaar://goods:8080/detail/3", .port),
        ("bazaar://goods:8080/a@b", .port),
    ])
    func userInformationAndPortsAreToldApart(text: String, problem: RouteURLProblem) {
        #expect(throws: RouteError.malformedURL(text, reason: problem)) { try RouteURL(parsing: text) }
    }
}
