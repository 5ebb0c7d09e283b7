/// A dependency the rules would forbid but the project accepts, with the reason why.
public struct LayerException: Sendable, Hashable {
    /// The importing target, or (in a workspace) its package's folder (`Features/Cart`, `Features/*`).
    public var from: String
    /// The imported target, product or module, or (in a workspace) its package's folder.
    public var to: String
    /// The rule excepted (`business-isolation`); `nil` excepts every rule on this edge.
    public var rule: String?
    /// Why the dependency is accepted; required, so the exception can be reviewed later.
    public var reason: String

    /// Creates an exception.
    public init(from: String, to: String, rule: String? = nil, reason: String) {
        self.from = from
        self.to = to
        self.rule = rule
        self.reason = reason
    }

    /// Whether `pattern` (of ``from`` or ``to``) names `target`: by its name, or by its package's folder.
    static func matches(_ pattern: String, _ target: PackageTarget) -> Bool {
        Glob.matches(pattern, name: target.name)
            || (!target.packagePath.isEmpty && Glob.matches(pattern, folder: target.packagePath))
    }
}
