import AllContracts
import Console
import StandIns
import Testing

@testable import MediatorRuntime  // to see the hub's registry: a stand-in must not be registered in it
@testable import ShellKit

/// A service no stand-in replaces, consumed by a module made for this test.
private protocol UnheardOfService: Sendable {}

/// A module that consumes a service neither another module nor a stand-in provides.
private struct NeedyModule: BusinessModule {
    let name = "Needy"
    let consumes = [ServiceKey((any UnheardOfService).self)]
    func register(in registrar: inout ModuleRegistrar) {
        registrar.route(HomePage.self) { _, _ in .page(UnreachablePage()) }
    }
}

/// The page of a route no test reaches.
private struct UnreachablePage: ContentPage {
    func content() -> PageContent { PageContent(title: "unreachable") }
}

/// The shell refuses to start a module whose consumed services are not all provided, with the
/// same wiring check as the app.
@Suite struct WiringTests {
    @Test func aConsumedServiceWithoutAStandInStopsTheShell() async {
        let captured = CapturedOutput()
        let shell = ShellProgram(
            modules: [ModuleMaker(ModuleContract(name: "Needy", entry: HomePage(), routes: [])) { _ in NeedyModule() }],
            contracts: [], output: captured.output, environment: ["BAZAAR_LANG": "en"])
        let code = await shell.run(["Needy"], readLine: { "quit" })
        #expect(code == .failure)
        let errors = captured.errors
        #expect(errors.contains("no stand-in for UnheardOfService, which Needy consumes"), "\(errors)")
        #expect(errors.contains("refusing to start"), "\(errors)")
        #expect(errors.contains("Needy consumes UnheardOfService, but no module provides it"), "\(errors)")
        #expect(!captured.text.contains("unreachable"))
    }

    @Test func theCatalogueOverridesOnlyWhatIsConsumedAndKnown() async throws {
        let (overrides, standIns) = StandInCatalogue.standard.overrides(
            for: [ServiceKey((any GoodsService).self), ServiceKey((any UnheardOfService).self)])
        #expect(standIns.map(\.name) == ["StandInGoodsService"])
        let hub = try await overrides.run { try await Hub.build([], router: BazaarURL.routerConfiguration) }
        #expect(hub.serviceInfo().map(\.provider) == [StandIn.owner])
        #expect(hub.services.registrations().isEmpty, "a stand-in is an override, not a registration")
    }
}
