/// What a module registers through at start-up. Registrations carry the module's name as
/// their owner; problems are collected, so start-up reports every one at once.
///
/// The hub lends it to `BusinessModule.register(in:)` as an `inout` value that cannot be
/// copied, so no handler or provider can keep it: registering after start-up cannot be
/// written (the router and registry refuse it too, with `registrationClosed`).
public struct ModuleRegistrar: ~Copyable {
    /// The hub being set up, for handlers to capture.
    public let hub: Hub
    /// The module registering.
    public let owner: String
    private(set) var provided: [ServiceKey] = []
    private(set) var problems: [WiringError.Problem] = []

    init(hub: Hub, owner: String) {
        self.hub = hub
        self.owner = owner
    }

    /// Binds a typed route declared in the contracts to its handler, which may be async (or
    /// synchronous); `wholeNumbers` names, for a parameter,
    /// the whole numbers it takes now (an item number: the catalogue's), said when a value does
    /// not decode (see `Router.bind`).
    public mutating func route<R: Route>(
        _ type: R.Type, wholeNumbers: (@Sendable (String) async -> ClosedRange<Int>?)? = nil,
        handler: @escaping @Sendable (R, RouteRequest<R>) async throws -> RouteOutcome<R.Result>
    ) {
        do throws(WiringError.Problem) {
            try hub.router.bind(type, owner: owner, wholeNumbers: wholeNumbers, handler: handler)
        } catch {
            problems.append(error)
        }
    }

    /// Registers the implementation of a service contract, made by `make` (async, or
    /// synchronous) on first lookup (see `ServiceRegistry.register`).
    public mutating func service<Service: Sendable>(
        _ type: Service.Type, make: @escaping @Sendable () async throws -> Service
    ) {
        do throws(WiringError.Problem) {
            try hub.services.register(type, owner: owner, make: make)
            provided.append(ServiceKey(type))
        } catch {
            problems.append(error)
        }
    }
}
