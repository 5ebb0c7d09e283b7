import Testing

@_spi(Benchmarks) @testable import MediatorRuntime

/// A module a test makes: named `name` (`test` unless given), consuming `consumes`, registering
/// through `register` (as `registrar.route(Item.self) { route, request in ... }`). Routes,
/// services and guards enter a hub only through a module's registrar: this is how a test binds
/// its own, built beside the modules under test.
struct TestModule: BusinessModule {
    let name: String
    let consumes: [ServiceKey]
    private let registration: @Sendable (inout ModuleRegistrar) -> Void

    init(
        _ name: String = "test", consumes: [ServiceKey] = [],
        register: @escaping @Sendable (inout ModuleRegistrar) -> Void
    ) {
        self.name = name
        self.consumes = consumes
        self.registration = register
    }

    func register(in registrar: inout ModuleRegistrar) {
        registration(&registrar)
    }
}

extension Hub {
    /// The configuration of a test hub's router: scheme `bazaar`, the default limits.
    static let testConfiguration = RouterConfiguration(scheme: "bazaar")

    /// A hub of `modules` built under the task's overrides, its router configured by `router`.
    static func test(
        _ modules: [any BusinessModule] = [], router: RouterConfiguration = testConfiguration,
        errorSentence: @escaping @Sendable (RouteError) -> String = { $0.description }
    ) async throws(WiringError) -> Hub {
        try await build(modules, router: router, errorSentence: errorSentence)
    }

    /// A hub of one module, `test` unless `name` says otherwise, registering through `register`.
    static func test(
        _ name: String = "test", router: RouterConfiguration = testConfiguration,
        errorSentence: @escaping @Sendable (RouteError) -> String = { $0.description },
        register: @escaping @Sendable (inout ModuleRegistrar) -> Void
    ) async throws(WiringError) -> Hub {
        try await build([TestModule(name, register: register)], router: router, errorSentence: errorSentence)
    }
}

extension ModuleRegistrar {
    /// Registers pattern-only route `pattern` of this module answered by `handler`, which gets
    /// the request's parameters: the router's own registration, reached with `@testable` for
    /// the tests of the matcher (the benchmarks' `routes(patterns:answer:)` hands its answer no
    /// parameters). A pattern that cannot be registered fails the build.
    mutating func pattern(
        _ pattern: String,
        handler: @escaping @Sendable (RouteParameters) async throws -> RouteOutcome<ActionOutcome?>
    ) {
        routes(patterns: [pattern], handler: handler)
    }

    /// Registers pattern-only route `pattern` of this module, answering `.echo(pattern)`, through
    /// the benchmarks' entry (its problem fails the build).
    mutating func echo(_ pattern: String) {
        routes(patterns: [pattern]) { .echo(pattern) }
    }
}

/// A hub of one module, `owner` (`Test` unless given), binding route type `type` to a handler
/// that answers `.echo` of the value it receives; its router configured by `router`.
func echoHub<R: Route>(
    _ type: R.Type, owner: String = "Test", router: RouterConfiguration = Hub.testConfiguration
) async throws(WiringError) -> Hub {
    try await Hub.test(owner, router: router) { registrar in
        registrar.route(R.self) { route, _ in .echo(route) }
    }
}

/// The URL a link to `route` opens, as the hub writes it (`Hub.path(of:)`) under the tests' scheme.
func link<R: Route>(_ route: R) -> String {
    "bazaar://" + Hub.path(of: route)
}
