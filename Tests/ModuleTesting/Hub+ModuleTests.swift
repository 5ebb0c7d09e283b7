import ContractSupport
import StandIns

extension Hub {
    /// A hub as the app configures it (its router speaks `BazaarURL`), with no module started:
    /// where every module test begins.
    public static func bazaar() -> Hub {
        Hub(configuration: .init(router: BazaarURL.routerConfiguration))
    }

    /// Registers `make` as the provider of `service`, owned by `StandIn.owner` as the shell's
    /// stand-ins are, so a module that consumes it starts without the module that provides it.
    public func registerStandIn<Service: Sendable>(
        _ service: Service.Type, make: @escaping @Sendable () -> Service
    ) throws(RegistrationError) {
        try services.register(service, owner: StandIn.owner, make: make)
    }
}
