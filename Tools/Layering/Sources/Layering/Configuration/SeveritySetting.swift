/// What a configuration's `severity` object sets a rule to.
public enum SeveritySetting: String, Sendable, Hashable, CaseIterable {
    /// The rule fails the check.
    case error
    /// The rule is printed but the check passes.
    case warning
    /// The rule is not reported at all.
    case off
}
