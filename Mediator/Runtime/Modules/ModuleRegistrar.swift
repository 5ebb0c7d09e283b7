/// The one door through which routes, services and guards enter a hub while it is built; lent
/// `inout` and not copyable, so nothing can keep it. The build checks and inserts what it collects.
///
/// Used by every module's `register(in:)`, the stand-ins and tests.
public struct ModuleRegistrar: ~Copyable {
    /// One thing a module registered, kept in its order for the build to check and insert.
    enum Registration: Sendable {
        /// A typed route, its binding checked.
        case route(RouteTable.Entry)
        /// Pattern-only routes, each checked as the build inserts it.
        case patterns([String], Router.Handler)
        case routeGuard(RouteGuard)
        case problem(WiringError.Problem)

        var routeCount: Int {
            switch self {
            case .route: 1
            case .patterns(let patterns, _): patterns.count
            case .routeGuard, .problem: 0
            }
        }
    }

    /// The hub being built, for handlers to capture.
    public let hub: Hub
    /// The module registering.
    public let owner: String
    private(set) var provided: [ServiceKey] = []
    private(set) var registered: [Registration] = []

    /// Binds a typed route to its handler (async or synchronous), checking the type against its
    /// pattern; `wholeNumbers` names the numbers a parameter takes now, for its errors. See <doc:Guarantees>.
    public mutating func route<R: Route>(
        _ type: R.Type, wholeNumbers: (@Sendable (String) async -> ClosedRange<Int>?)? = nil,
        handler: @escaping @Sendable (R, RouteRequest<R>) async throws -> RouteOutcome<R.Result>
    ) {
        do throws(WiringError.Problem) {
            registered.append(.route(try RouteTable.Entry(binding: type, wholeNumbers: wholeNumbers, handler: handler)))
        } catch {
            registered.append(.problem(error))
        }
    }

    /// Registers the guard of `requirement`, which this module owns: `decide` answers each request of
    /// a route that declares it, before the handler runs. One guard per requirement.
    public mutating func `guard`(
        _ requirement: RouteRequirement,
        decide: @escaping @Sendable (_ route: any Route) async throws -> RouteRequirement.Decision
    ) {
        registered.append(
            .routeGuard(RouteGuard(requirement: requirement, owner: owner) { route, _ in try await decide(route) }))
    }

    /// Registers the provider of a service contract, made by `make` on first lookup.
    public mutating func service<Service: Sendable>(
        _ type: Service.Type, make: @escaping @Sendable () async throws -> Service
    ) {
        do throws(WiringError.Problem) {
            try hub.services.register(type, owner: owner, make: make)
            provided.append(ServiceKey(type))
        } catch {
            registered.append(.problem(error))
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
        registered.append(.patterns(patterns, handler))
    }
}
