import AllContracts
import Foundation
import TestSupport
import Testing

/// Each route says what it does in every language, once, in its contract; `routes`, `routes
/// --json` and the session's `routes` show the user's.
@Suite struct RouteSummaryLanguageTests {
    static let routes = ModuleContract.all.flatMap(\.routes)

    @Test(arguments: routes.map { ObjectIdentifier($0) })
    func everyContractRouteSaysWhatItDoesInBothLanguages(route: ObjectIdentifier) async throws {
        let type = try #require(Self.routes.first { ObjectIdentifier($0) == route })
        let english = type.summary.translations["en"] ?? ""
        let chinese = type.summary.translations["zh-Hans"] ?? ""
        #expect(!english.isEmpty && !chinese.isEmpty, "\(type.pattern): \(type.summary.translations)")
        #expect(Set(type.summary.translations.keys) == ["en", "zh-Hans"], "\(type.pattern)")
        #expect(type.summary.text == english, "\(type.pattern): English stands for the other languages")
        #expect(chinese.contains { !$0.isASCII }, "\(type.pattern): \(chinese) is not Chinese")
    }

    @Test func routesPrintTheSummariesInTheUsersLanguage() async throws {
        let bazaar = try Bazaar()
        let chinese = try await bazaar.run(["routes"], environment: ["BAZAAR_LANG": "zh-Hans"])
        let english = try await bazaar.run(["routes", "--lang", "en"])
        #expect(chinese.exitCode == 0 && english.exitCode == 0, "\(chinese) \(english)")
        for route in Self.routes {
            #expect(chinese.standardOutput.contains(route.summary.text(in: ["zh-Hans"])), "\(route.pattern)")
            #expect(english.standardOutput.contains(route.summary.text(in: ["en"])), "\(route.pattern)")
            #expect(!chinese.standardOutput.contains(route.summary.text(in: ["en"])), "\(route.pattern)")
        }
        let session = try await bazaar.run([], input: "routes\nquit\n", environment: ["BAZAAR_LANG": "zh-Hans"])
        #expect(session.standardOutput.contains(CartAdd.summary.text(in: ["zh-Hans"])), "\(session)")
        #expect(!session.standardOutput.contains(CartAdd.summary.text(in: ["en"])), "\(session)")
    }

    @Test(arguments: ["en", "zh-Hans"])
    func routesJSONGivesTheSummaryAsTextInTheSessionsLanguage(language: String) async throws {
        let result = try await Bazaar().run(["routes", "--json", "--lang", language])
        #expect(result.exitCode == 0, "\(result)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let routes = object["routes"] as? [[String: Any]] ?? []
        let summaries = Dictionary(
            uniqueKeysWithValues: routes.compactMap { route in
                (route["pattern"] as? String).map { ($0, route["summary"] as? String) }
            })
        #expect(summaries.count == Self.routes.count)
        for route in Self.routes {
            #expect(summaries[route.pattern] == route.summary.text(in: [language]), "\(route.pattern)")
        }
    }
}
