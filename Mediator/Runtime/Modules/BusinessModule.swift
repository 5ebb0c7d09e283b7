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
    /// Whether `setUp` runs off the start path. Default `false`: start-up awaits it, and its
    /// failure stops the start. `true`: `Hub.build` does not run it; it begins when something
    /// first needs the module (a request for one of its routes or services, or for a route of a
    /// module that consumes them; `Hub.beginSetUps()`, as a front end's session does once its
    /// first page is drawn; `Hub.setUpFinished()`), in a task of its own once the modules whose services
    /// this one consumes have set up. The request that needs the module waits for it (until its
    /// task is cancelled), and a
    /// failure is reported on every request that needs the module (`RouteError.setUpFailed`,
    /// `ServiceError.setUpFailed`), whose reason is the description of what `setUp` threw: throw
    /// one worded for a person (as `RouteError.handlerFailed(reason:)`). A set-up that needs a
    /// module whose set-up waits for this one (it opens that module's route, and that module's
    /// set-up opens one of this one's, directly or through others) is not left waiting: its
    /// request fails at once with `setUpFailed` naming the chain of set-ups (for requests made in
    /// the set-up's task or a task it starts with `Task {}` or as a child; not from a
    /// `Task.detached`, which waits until cancelled), and `setUp` decides
    /// what follows (throw it, or go on without). For work the first page
    /// does not need, as reading a data file: a one-shot command that never needs the module
    /// never runs it. A deferred set-up should only read, since a one-shot command may end while
    /// it runs. Subscribe to events in a set-up that is not deferred: one posted before a
    /// deferred set-up has run is not heard.
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
