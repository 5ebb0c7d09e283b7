import Foundation
import Testing

// @testable: makes summaries with the internal init(_:translations:).
@_spi(Benchmarks) @testable import MediatorRuntime

private struct Translated: Route {
    static let pattern = "translated"
    static let summary: RouteSummary = ["en": "the cart", "zh-Hans": "购物车"]
}

@Suite struct RouteSummaryTests {
    @Test func aSummaryInEveryLanguageAnswersTheFirstLanguageItHas() async {
        let summary: RouteSummary = ["en": "the cart", "zh-Hans": "购物车"]
        #expect(summary.text(in: ["zh-Hans", "en"]) == "购物车")
        #expect(summary.text(in: ["en"]) == "the cart")
        #expect(summary.text(in: ["fr", "en"]) == "the cart", "the next language asked for")
        #expect(summary.text(in: ["fr"]) == "the cart", "the first one given, for a language it does not have")
        #expect(summary.text(in: []) == "the cart")
        #expect(summary.text(in: ["ZH-HANS"]) == "购物车", "codes compare in any case, as SwiftPM lowercases folders")
        #expect(summary.description == "the cart")
    }

    @Test func theFirstLanguageGivenStandsForTheOthers() async {
        let summary: RouteSummary = ["zh-Hans": "购物车", "en": "the cart", "zh-Hans": "again"]
        #expect(summary.text(in: ["de"]) == "购物车")
        #expect(summary.text(in: ["zh-Hans"]) == "购物车", "a code given twice keeps its first text")
    }

    @Test func aStringLiteralIsOneTextForEveryLanguage() async {
        let summary: RouteSummary = "the cart"
        #expect(summary.text(in: ["zh-Hans", "en"]) == "the cart")
        #expect(summary.translations.isEmpty)
        #expect(!summary.isEmpty)
        #expect(("" as RouteSummary).isEmpty)
        #expect((["en": ""] as RouteSummary).isEmpty)
        #expect(!(["en": "", "zh-Hans": "购物车"] as RouteSummary).isEmpty)
    }

    @Test func introspectionCarriesEveryLanguageAndTheRuntimePicksNone() async throws {
        let hub = try await Hub.test("Cart") { registrar in registrar.route(Translated.self) { _, _ in .echo(()) } }
        let routes = hub.routes()
        let summaries = Dictionary(uniqueKeysWithValues: routes.map { ($0.pattern, $0.summary) })
        #expect(summaries == ["translated": Translated.summary])
        #expect(summaries["translated"]?.translations == ["en": "the cart", "zh-Hans": "购物车"])
    }

    @Test func aSummaryInOneLanguageIsTheSameHoweverItIsMade() async throws {
        let made: [RouteSummary] = [
            "the cart", RouteSummary(stringLiteral: "the cart"),
        ]
        #expect(Set(made).count == 1)
        let empty: RouteSummary = [:]
        #expect(empty == "" && empty.translations.isEmpty)
        let json = String(decoding: try JSONEncoder().encode(made[0]), as: UTF8.self)
        #expect(json.contains(#""translations":{}"#) && json.contains(#""text":"the cart""#))
        let translated: RouteSummary = ["en": "the cart"]
        #expect(translated != "the cart", "a translation given is kept")
        let translatedJSON = String(decoding: try JSONEncoder().encode(translated), as: UTF8.self)
        #expect(translatedJSON.contains(#""translations":{"en":"the cart"}"#), "\(translatedJSON)")
    }

}
