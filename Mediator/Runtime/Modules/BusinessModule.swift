/// A business module: one value the app registers explicitly (Swift has no `+load`).
///
/// At start-up the hub asks every module to `register` its routes and services, checks the
/// wiring (every consumed service has a provider, no dependency cycle, no duplicate route or
/// service), then calls `setUp` on each module, providers before their consumers and
/// otherwise by descending `priority`. A module hears of what happens later through the
/// events it subscribes to in `setUp` (a log-in, an order placed), not through calls from the
/// app.
public protocol BusinessModule: Sendable {
    /// The module's name, as in `Goods`; owners in introspection and errors use it.
    var name: String { get }
    /// Among modules that do not depend on each other, higher priorities set up first. Default 0.
    var priority: Int { get }
    /// The services this module looks up from other modules. Default none.
    var consumes: [ServiceKey] { get }
    /// The names of the events this module posts, for introspection. Default none.
    var posts: [String] { get }
    /// Registers the module's routes and services; nothing else may happen here.
    func register(in registrar: inout ModuleRegistrar)
    /// Prepares the module once everything is registered; consumed services are set up already.
    /// May suspend (read a file, a network); start-up awaits it before the next module's.
    func setUp(hub: Hub) async throws
}

extension BusinessModule {
    /// Priority 0.
    public var priority: Int { 0 }
    /// Consumes nothing.
    public var consumes: [ServiceKey] { [] }
    /// Posts nothing.
    public var posts: [String] { [] }
    /// Nothing to prepare.
    public func setUp(hub: Hub) async throws {}
}
