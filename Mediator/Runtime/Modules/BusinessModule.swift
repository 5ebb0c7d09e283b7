/// A business module: one value the app lists explicitly (Swift has no `+load`). A hub's build asks
/// it to register, checks the wiring, then sets it up after its providers. See <doc:Guarantees>.
///
/// Adopted by every business module; the app and the shell list them for `Hub.build`.
public protocol BusinessModule: Sendable {
    /// The module's name, as in `Goods`, which owners in introspection and errors use.
    var name: String { get }
    /// Among modules that do not depend on each other, higher priorities set up first. Default 0.
    var priority: Int { get }
    /// The services this module looks up from other modules. Default none.
    var consumes: [ServiceKey] { get }
    /// The names of the events this module posts, for introspection. Default none.
    var posts: [String] { get }
    /// Whether `setUp` waits until something first needs the module (default `false`: the build
    /// awaits it). A deferred set-up should only read, and throw errors worded for a person.
    var defersSetUp: Bool { get }
    /// Registers the module's routes, services and guards; nothing else may happen here.
    func register(in registrar: inout ModuleRegistrar)
    /// Prepares the module once everything is registered and its providers are set up; subscribes to events.
    func setUp(hub: Hub) async throws
}

extension BusinessModule {
    /// Priority 0.
    public var priority: Int { 0 }
    /// Consumes nothing.
    public var consumes: [ServiceKey] { [] }
    /// Posts nothing.
    public var posts: [String] { [] }
    /// Sets up on the start path.
    public var defersSetUp: Bool { false }
    /// Nothing to prepare.
    public func setUp(hub: Hub) async throws {}
}
