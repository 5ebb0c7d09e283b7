import AllContracts
import Testing

@testable import ShellKit

/// `--start`'s reading of a URL against every contract.
@Suite struct StartRouteTests {
    @Test func contractsThatCannotMakeOneHubFailAsTheirWiringError() async throws {
        let cart = try #require(ModuleContract.named("Cart"))
        let twin = ModuleContract(name: "Twin", entry: cart.entry, routes: cart.routes)
        do {
            _ = try await StartRoute.resolve("bazaar://cart", module: cart, contracts: [cart, twin])
            Issue.record("two contracts listing one pattern resolved a start")
        } catch {
            guard case .wiring(let wiring) = error else {
                Issue.record("expected the wiring error, got \(error)")
                return
            }
            #expect(wiring.problems.count == cart.routes.count, "each route bound twice: \(wiring)")
        }
    }
}
