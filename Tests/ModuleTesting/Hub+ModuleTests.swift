import ContractSupport
import StandIns

extension Hub {
    /// A hub as the app configures it (its router speaks `BazaarURL`), with no module started:
    /// where every module test begins.
    public static func bazaar() -> Hub {
        Hub(router: BazaarURL.routerConfiguration)
    }

    /// Starts `modules` under `standIns` (see `Overrides`): the hub keeps them for its life, so
    /// a module that consumes a stand-in's service starts, and runs, without the module that
    /// provides it.
    public func start(_ modules: [any BusinessModule], standIns: Overrides) async throws {
        try await standIns.run { try await start(modules) }
    }
}

extension Overrides {
    /// Puts what `make` makes for the hub in place of `service`, owned by `StandIn.owner` as the
    /// shell's stand-ins are.
    public mutating func standIn<Service: Sendable>(
        _ service: Service.Type, make: @escaping @Sendable (Hub) async -> Service
    ) {
        self.service(service, owner: StandIn.owner, make: make)
    }
}
