/// The command's exit statuses.
public enum ExitStatus: Int32, Sendable, Hashable {
    /// No error-severity violation.
    case clean = 0
    /// At least one error-severity violation.
    case violations = 1
    /// Bad input: not a package, a manifest that does not load, a bad configuration, bad arguments.
    case badInput = 2
}
