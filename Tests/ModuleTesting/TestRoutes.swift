import ContractSupport

/// Routes of modules a test does not run, bound by the test itself: a module named `name` whose
/// registration is `register` (as `registrar.route(CartShow.self) { ... }`), built beside the
/// module under test.
public struct TestRoutes: BusinessModule {
    /// The owner introspection and errors name, `test` unless given.
    public let name: String
    private let registration: @Sendable (inout ModuleRegistrar) -> Void

    /// A module named `name` that registers through `register`.
    public init(_ name: String = "test", register: @escaping @Sendable (inout ModuleRegistrar) -> Void) {
        self.name = name
        self.registration = register
    }

    /// Runs the test's registration.
    public func register(in registrar: inout ModuleRegistrar) {
        registration(&registrar)
    }
}
