import ContractSupport
import StandIns

extension Hub {
    /// A hub of `modules` built as the app builds its own (its router speaks `BazaarURL`), under
    /// `standIns` (see `Overrides`): the hub keeps them for its life, so a module that consumes a
    /// stand-in's service starts, and runs, without the module that provides it. Where every
    /// module test begins.
    public static func bazaar(
        _ modules: [any BusinessModule], standIns: Overrides = Overrides(),
        errorSentence: @escaping @Sendable (RouteError) -> String = { $0.description }
    ) async throws -> Hub {
        try await standIns.run {
            try await Hub.build(modules, router: BazaarURL.routerConfiguration, errorSentence: errorSentence)
        }
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
