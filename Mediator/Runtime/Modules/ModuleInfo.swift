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
    public let setUp: String
    /// What its failed set-up threw, described; `nil` unless ``setUp`` is `failed`.
    public let setUpFailure: String?

    private enum CodingKeys: String, CodingKey {
        case name, priority, setUpOrder, provides, consumes, routes, posts, defersSetUp, setUp, state, reason
    }

    /// Encodes the fields, the set-up as `{"state": "failed", "reason": "..."}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(priority, forKey: .priority)
        try container.encode(setUpOrder, forKey: .setUpOrder)
        try container.encode(provides, forKey: .provides)
        try container.encode(consumes, forKey: .consumes)
        try container.encode(routes, forKey: .routes)
        try container.encode(posts, forKey: .posts)
        try container.encode(defersSetUp, forKey: .defersSetUp)
        var state = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .setUp)
        try state.encode(setUp, forKey: .state)
        try state.encodeIfPresent(setUpFailure, forKey: .reason)
    }
}
