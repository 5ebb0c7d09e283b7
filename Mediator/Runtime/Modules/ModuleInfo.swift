/// What introspection tells about one module.
///
/// Read by front ends that list the modules (`bazaar modules`, the shell).
public struct ModuleInfo: Sendable, Encodable, Equatable {
    /// The module's name.
    public let name: String
    /// Its priority.
    public let priority: Int
    /// Its place in the set-up order, from 1.
    public let setUpOrder: Int
    /// The services it provides.
    public let provides: [String]
    /// The services it consumes.
    public let consumes: [String]
    /// The route patterns it registered.
    public let routes: [String]
    /// The events it posts.
    public let posts: [String]
    /// Whether it sets up when first needed, not at start (`BusinessModule.defersSetUp`).
    public let defersSetUp: Bool
    /// Where its set-up stands: `ready`, `pending` (deferred, not begun), `settingUp` (deferred,
    /// running) or `failed` with the reason.
    public let setUp: ModuleSetUpState
}
