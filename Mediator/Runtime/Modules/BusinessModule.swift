/// A business module: one value the app registers explicitly (Swift has no `+load`).
///
/// While a hub is built (`Hub.build`) it asks every module to `register` its routes and services, checks the
/// wiring (every consumed service has a provider, no dependency cycle, no duplicate route or
/// service), then calls `setUp` on each module, providers before their consumers and
/// otherwise by descending `priority`. A module hears of what happens later through the
/// events it subscribes to in `setUp` (a log-in, an order placed), not through calls from the
/// app.
///
/// Adopted by every business module; the app and the shell list them for `Hub.build`.
public protocol BusinessModule: Sendable {
    /// The module's name, as in `Goods`; owners in introspection and errors use it.
    var name: String { get }
    /// Among modules that do not depend on each other, higher priorities set up first. Default 0.
    var priority: Int { get }
    /// The services this module looks up from other modules. Default none.
    var consumes: [ServiceKey] { get }
    /// The names of the events this module posts, for introspection. Default none.
    var posts: [String] { get }
    /// Whether `setUp` runs off the start path. Default `false`: the build awaits it, and its
    /// failure fails the build. `true`: it begins when something first needs the module (one of
    /// its routes or services, or a consumer's; `Hub.beginSetUps()`, `Hub.setUpFinished()`), and
    /// whatever needs it waits; a failure fails each such request naming the module and the
    /// description of what `setUp` threw, so throw an error worded for a person. For work the
    /// first page does not need, as reading a data file; it should only read, since a one-shot
    /// command may end while it runs, and subscribe to events in a set-up that is not deferred.
    /// See <doc:Guarantees>.
    var defersSetUp: Bool { get }
    /// Registers the module's routes and services; nothing else may happen here.
    func register(in registrar: inout ModuleRegistrar)
    /// Prepares the module once everything is registered; consumed services are set up already.
    /// May suspend (read a file, a network); start-up awaits it before the next module's, unless
    /// the module ``defersSetUp``. Its own routes and services answer inside it (they never wait
    /// for the set-up that uses them).
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
