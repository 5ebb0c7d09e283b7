/// A dependency the rules would forbid but the project accepts, with the reason why.
public struct LayerException: Sendable, Hashable {
    /// The importing target.
    public var from: String
    /// The imported target, product or module.
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
}
