import AllContracts
import StandIns

/// A command-line switch that starts one stand-in on an edge case, as in `--logged-out`. It is
/// accepted only for a module that consumes the stand-in's service: anywhere else it would do
/// nothing, and saying so beats ignoring it.
struct ScenarioOption: Sendable {
    /// The switch, as in `--logged-out`.
    let flag: String
    /// The service whose stand-in it changes.
    let service: ServiceKey
    /// The key of its line for `--help` in the shell's strings.
    let helpKey: String
    /// Changes the scenario.
    let apply: @Sendable (inout StandInScenario) -> Void

    /// Every scenario switch, in the order `--help` lists them.
    static let all = [
        ScenarioOption(
            flag: "--logged-out", service: ServiceKey((any AccountService).self),
            helpKey: "scenario.loggedOut", apply: { $0.loggedIn = false }),
        ScenarioOption(
            flag: "--sample-cart", service: ServiceKey((any CartService).self),
            helpKey: "scenario.sampleCart", apply: { $0.sampleCart = true }),
        ScenarioOption(
            flag: "--sample-orders", service: ServiceKey((any OrderService).self),
            helpKey: "scenario.sampleOrders", apply: { $0.sampleOrders = true }),
        ScenarioOption(
            flag: "--sold-out", service: ServiceKey((any GoodsService).self),
            helpKey: "scenario.soldOut", apply: { $0.soldOut = true }),
    ]
}
