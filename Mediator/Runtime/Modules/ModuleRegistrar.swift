/// The one door through which routes, services and guards enter a hub while it is built; lent
/// `inout` and not copyable, so nothing can keep it. The build checks and inserts what it collects.
///
/// Used by every module's `register(in:)`, the stand-ins and tests.
public struct ModuleRegistrar: ~Copyable {
    /// What a module registered, for the build to insert: routes and guards in its order, and the problems
    /// found so far.
    struct Registered: Sendable {
        var routes: [Routes] = []
        var guards: [RouteGuard] = []
        var problems: [WiringError.Problem] = []
    }

    /// A typed route, checked, or the patterns of pattern-only routes, checked as the build adds them.
    enum Routes: Sendable {
        case typed(RouteTable.Entry)
        case patterns([String], Router.Handler)

        var count: Int {
            if case .patterns(let patterns, _) = self { patterns.count } else { 1 }
        }
    }

    /// The hub being built, for handlers to capture.
    public let hub: Hub
    /// The module registering.
    public let owner: String
    private(set) var provided: [ServiceKey] = []
    private(set) var registered = Registered()

    init(hub: Hub, owner: String) {
        self.hub = hub
        self.owner = owner
    }

    /// Binds a typed route to its handler (async or synchronous), checking the type against its
    /// pattern; `wholeNumbers` names the numbers a parameter takes now, for its errors. See <doc:Guarantees>.
    public mutating func route<R: Route>(
        _ type: R.Type, wholeNumbers: (@Sendable (String) async -> ClosedRange<Int>?)? = nil,
        handler: @escaping @Sendable (R, RouteRequest<R>) async throws -> RouteOutcome<R.Result>
    ) {
        do throws(WiringError.Problem) {
            registered.routes.append(
                .typed(try RouteTable.Entry(binding: type, wholeNumbers: wholeNumbers, handler: handler)))
        } catch {
            registered.problems.append(error)
        }
    }

    /// Registers the guard of `requirement`, which this module owns: `decide` answers each request of
    /// a route that declares it, before the handler runs. One guard per requirement.
    public mutating func `guard`(
        _ requirement: RouteRequirement,
        decide: @escaping @Sendable (_ route: any Route) async throws -> RouteRequirement.Decision
    ) {
        registered.guards.append(
            RouteGuard(requirement: requirement, owner: owner) { route, _ in try await decide(route) })
    }

    /// Registers the provider of a service contract, made by `make` on first lookup.
    public mutating func service<Service: Sendable>(
        _ type: Service.Type, make: @escaping @Sendable () async throws -> Service
    ) {
        do throws(WiringError.Problem) {
            try hub.services.register(type, owner: owner, make: make)
            provided.append(ServiceKey(type))
        } catch {
            registered.problems.append(error)
        }
    }

    /// Registers pattern-only routes answered by `answer`. For the benchmark package; not public API.
    @_spi(Benchmarks)
    public mutating func routes(
        patterns: [String], answer: @escaping @Sendable () async throws -> RouteOutcome<ActionOutcome?>
    ) {
        routes(patterns: patterns) { _ in try await answer() }
    }

    /// Registers pattern-only routes whose handler gets their parameters as text (the matcher's tests).
    mutating func routes(patterns: [String], handler: @escaping Router.Handler) {
        registered.routes.append(.patterns(patterns, handler))
    }
}
