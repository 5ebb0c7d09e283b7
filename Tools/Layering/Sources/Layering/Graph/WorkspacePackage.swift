/// One package of a workspace as `--workspace` found and loaded it.
public struct WorkspacePackage: Sendable, Hashable, Codable {
    /// The package's folder relative to the workspace (`Features/Cart`; `.` for the workspace's own).
    public var path: String
    /// The package's name in its manifest; its folder's name when it did not load.
    public var name: String
    /// How many targets it declares (0 when it did not load).
    public var targets: Int
    /// Why it did not load (SwiftPM's reason), or `nil` when it did.
    public var error: String?

    /// Creates a package record.
    public init(path: String, name: String, targets: Int, error: String? = nil) {
        self.path = path
        self.name = name
        self.targets = targets
        self.error = error
    }
}
