import Mediator
import StandIns

/// A command-line switch that starts one stand-in on an edge case, as in `--logged-out`. It is
/// accepted only for a module that consumes the stand-in's service: anywhere else it would do
/// nothing, and saying so beats ignoring it.
struct ScenarioOption: Sendable {
    /// The switch, as in `--logged-out`.
    let flag: String
    /// The service whose stand-in it changes.
    let service: ServiceKey
    /// One line for `--help`.
    let help: String
    /// Changes the scenario.
    let apply: @Sendable (inout StandInScenario) -> Void

    /// Every scenario switch, in the order `--help` lists them.
    static let all = [
        ScenarioOption(
            flag: "--logged-out", service: ServiceKey((any AccountService).self),
            help: "nobody is logged in (default: demo is)", apply: { $0.loggedIn = false }),
        ScenarioOption(
            flag: "--sample-cart", service: ServiceKey((any CartService).self),
            help: "the cart holds 2 × item 901 and the last item 903 (default: empty)", apply: { $0.sampleCart = true }),
        ScenarioOption(
            flag: "--sample-orders", service: ServiceKey((any OrderService).self),
            help: "demo has orders 1001 and 1002 (default: no orders)", apply: { $0.sampleOrders = true }),
        ScenarioOption(
            flag: "--sold-out", service: ServiceKey((any GoodsService).self),
            help: "every item is out of stock (default: 903 has one left, 904 none)", apply: { $0.soldOut = true }),
    ]
}
