import Testing

@testable import MediatorRuntime

@Suite struct RoutePatternTests {
    @Test func parsesLiteralsParametersAndCatchAll() async throws {
        let pattern = try RoutePattern("/goods/detail/:id/")
        #expect(pattern.description == "goods/detail/:id")
        #expect(pattern.segmentCount == 3 && pattern.parameterCount == 1 && !pattern.endsInCatchAll)
        #expect(pattern.parameterNames == ["id"])

        let files = try RoutePattern("files/:owner/*path")
        #expect(files.segmentCount == 3 && files.parameterCount == 2 && files.endsInCatchAll)
        #expect(files.parameterNames == ["owner", "path"])

        let anonymous = try RoutePattern("static/*")
        #expect(anonymous.description == "static/*" && anonymous.segmentCount == 2 && anonymous.endsInCatchAll)
        #expect(anonymous.parameterNames.isEmpty)
    }

    @Test func patternsAreEqualByTheirText() async throws {
        #expect(try RoutePattern("goods/:id") != RoutePattern("goods/:slug"))
    }

    @Test(
        "invalid patterns are refused with a reason",
        arguments: [
            "", "/", "//", "goods//detail", "goods/:", "goods/:1id", "goods/:id-x", "goods/:id/:id",
            "files/*/more", "files/*rest/more", "files/*1", "files/:path/*path", "goods/dé", "goods/a b",
            "goods/a?b", "goods/%20",
        ])
    func refusesInvalidPatterns(text: String) async {
        #expect {
            _ = try RoutePattern(text)
        } throws: { error in
            guard case WiringError.Problem.invalidPattern(let pattern, let reason) = error else { return false }
            return pattern == text && !reason.isEmpty
        }
    }

    @Test("dot segments can never match a URL, so a pattern may not hold them", arguments: ["a/./b", "a/..", "."])
    func refusesDotSegments(text: String) async {
        #expect(throws: WiringError.Problem.self) { _ = try RoutePattern(text) }
    }

    @Test func invalidPatternErrorIsReadable() async {
        let error = WiringError.Problem.invalidPattern("goods//x", reason: "empty segment (two slashes in a row)")
        #expect(error.description == "invalid route pattern 'goods//x': empty segment (two slashes in a row)")
    }
}
