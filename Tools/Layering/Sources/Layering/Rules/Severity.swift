/// How much a violation matters: errors fail the check (exit status 1), warnings are only printed.
public enum Severity: String, Sendable, Hashable, Codable, Comparable {
    /// Fails the check.
    case error
    /// Printed, but the check still passes.
    case warning

    /// Errors sort before warnings.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .error && rhs == .warning
    }
}
