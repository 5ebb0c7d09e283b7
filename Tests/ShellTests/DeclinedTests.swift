import AllContracts
import Common
import Console
import Foundation
import StandIns
import Testing

/// A module whose rules decline adding to the cart, and whose removals count how often they ran.
private struct StrictModule: BusinessModule {
    let name = "Strict"
    let removals: LockedBox<Int>

    func register(in registrar: inout ModuleRegistrar) {
        let removals = removals
        registrar.route(HomePage.self) { _, _ in .page(StrictHomePage()) }
        registrar.route(CartAdd.self) { _, _ in
            throw RouteError.declined(route: CartAdd.pattern, code: "strict.soldOut", message: "Sold out today.")
        }
        registrar.route(CartRemove.self) { route, _ in
            removals.withLock { $0 += 1 }
            return .value(ActionOutcome(event: "strict.removed", message: "Removed \(route.id)."))
        }
    }
}

/// The strict module's entry page.
private struct StrictHomePage: ContentPage {
    func content() -> PageContent { PageContent(title: "home", sections: []) }
}

/// A route declined by the app's rules (`RouteError.declined`) is exit code 5 everywhere: `open`
/// stops there and reports what it applied, JSON names the rule, and a piped session ends with 5.
@Suite struct DeclinedTests {
    private func run(_ arguments: [String], input: [String] = []) async -> (ExitCode, CapturedOutput, removals: Int) {
        let captured = CapturedOutput()
        let removals = LockedBox(0)
        let definition = AppDefinition(
            commandName: "strict", summary: LocalizedText { _ in "a test" }, usage: "strict", entry: HomePage(),
            makeModules: { _ in [StrictModule(removals: removals)] }, makeTransientStore: { InMemoryStateStore() })
        let lines = LockedBox(input)
        let code = await ConsoleProgram(
            definition: definition, output: captured.output, environment: ["BAZAAR_LANG": "en"]
        )
        .run(arguments) { lines.withLock { $0.isEmpty ? nil : $0.removeFirst() } }
        return (code, captured, removals.withLock { $0 })
    }

    @Test func openStopsAtTheDeclinedURLWithExitCodeFive() async {
        let (code, captured, removals) = await run(
            ["open", "bazaar://cart/remove/1", "bazaar://cart/add?id=1", "bazaar://cart/remove/2"])
        #expect(code == .declined)
        #expect(code.rawValue == 5)
        #expect(captured.text == "✓ Removed 1.\n", "\(captured.text)")
        #expect(captured.errors == "strict: Sold out today.\n")
        #expect(removals == 1, "the URL after the declined one never ran")
    }

    @Test func inJSONTheDeclinedRuleIsNamed() async throws {
        let (code, captured, _) = await run(["open", "--json", "bazaar://cart/remove/1", "bazaar://cart/add?id=1"])
        #expect(code == .declined)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(captured.text.utf8)) as? [String: Any], "\(captured.text)")
        #expect(object["kind"] as? String == "declined")
        #expect(object["code"] as? String == "strict.soldOut")
        #expect(object["exitCode"] as? Int == 5)
        #expect(object["input"] as? String == "bazaar://cart/add?id=1")
        #expect((object["outcomes"] as? [[String: Any]])?.count == 1)
    }

    @Test func aPipedSessionEndsWithFive() async {
        let (code, captured, _) = await run([], input: ["open bazaar://cart/add?id=1", "open bazaar://cart/remove/3"])
        #expect(code == .declined, "\(captured.errors)")
        #expect(captured.errors == "strict: Sold out today.\n")
    }
}
