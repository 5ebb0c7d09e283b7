import Common
import Foundation
import MediatorRuntime
import Terminal
import Testing

// @testable: the report is the Console's own; its `modules` table is drawn here from a hub whose
// deferred set-up has not begun, a state the front ends pass through before their first page.
@testable import Console

/// Defers its set-up, which nothing here needs.
private struct Shelf: BusinessModule {
    let name = "Shelf"
    let defersSetUp = true

    func register(in registrar: inout ModuleRegistrar) {}
}

struct IntrospectionReportTests {
    @Test(arguments: [
        (Language.english, "deferred, not begun (begins when first needed)", "deferred, ready"),
        (.simplifiedChinese, "延后，未开始（首次需要时开始）", "延后，就绪"),
    ])
    func aDeferredSetUpNotBegunIsSaidSoInTextAndJSON(language: Language, pending: String, ready: String) async throws {
        let hub = try await Hub.build([Shelf()], router: RouterConfiguration(scheme: "bazaar"))
        let report = IntrospectionReport(hub: hub, mode: .plain, strings: try ConsoleStrings.load(language))
        let row = { report.text(for: .modules).split(separator: "\n").first { $0.contains(" Shelf ") } }
        #expect(row()?.hasSuffix(pending) == true, "\(report.text(for: .modules))")
        let json = try JSONSerialization.jsonObject(with: Data(try report.json(for: .modules).utf8)) as? [String: Any]
        let module = (json?["modules"] as? [[String: Any]])?.first
        #expect(module?["setUp"] as? [String: String] == ["state": "pending"])

        await hub.setUpFinished()
        #expect(row()?.hasSuffix(ready) == true, "\(report.text(for: .modules))")
    }
}
