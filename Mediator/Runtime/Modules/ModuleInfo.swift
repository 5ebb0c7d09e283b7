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
    /// running) or `failed` (for good, see ``setUpFailure``).
    public var setUp: String { state.state }
    /// What its failed set-up threw, described; `nil` unless ``setUp`` is `failed`.
    public var setUpFailure: String? { state.reason }
    /// The set-up, encoded as `"setUp": {"state": "failed", "reason": "..."}`.
    let state: SetUpState

    struct SetUpState: Sendable, Encodable, Equatable {
        let state: String
        let reason: String?
    }

    private enum CodingKeys: String, CodingKey {
        case name, priority, setUpOrder, provides, consumes, routes, posts, defersSetUp
        case state = "setUp"
    }
}
