/// The one door through which routes, services and guards enter a hub, while `Hub.build`
/// registers its modules. Registrations carry the module's name as their owner; problems are
/// collected, so the build reports every one at once.
///
/// The build lends it to `BusinessModule.register(in:)` as an `inout` value that cannot be
/// copied, so no handler or provider can keep it: registering after the build cannot be written.
///
/// Used by every module's `register(in:)`, the stand-ins and tests: the one door into a hub.
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
    /// not decode. The type is checked against its pattern at once: every stored property must
    /// be of a type a URL carries (see `Route`), every `:name` and `*name` of the pattern a
    /// stored property; binding the same type twice is `duplicateRouteType`.
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

    /// Registers the guard of `requirement`, a requirement this module owns (declared in its
    /// contract): `decide` answers each request of a route that declares it, on both entries,
    /// before the handler runs (see `RouteRequirement.Decision`). One guard per requirement: a
    /// second is `duplicateGuard`, naming both owners.
    public mutating func `guard`(
        _ requirement: RouteRequirement,
        decide: @escaping @Sendable (_ route: any Route) async throws -> RouteRequirement.Decision
    ) {
        do throws(WiringError.Problem) {
            try hub.router.register(
                RouteGuard(requirement: requirement, owner: owner) { route, _ in try await decide(route) })
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

    /// Registers `patterns` as pattern-only routes of this module, each answered by `answer`,
    /// collecting the problems of the patterns that cannot be registered. Not public API: the
    /// benchmark package measures the table with 10,000 patterns as its peers take them.
    @_spi(Benchmarks)
    public mutating func routes(
        patterns: [String], answer: @escaping @Sendable () async throws -> RouteOutcome<ActionOutcome?>
    ) {
        problems += hub.router.register(patterns: patterns, owner: owner) { _ in try await answer() }
    }
}
