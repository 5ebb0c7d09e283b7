/// What a status line reports, which decides its marker and colour.
public enum StatusKind: Sendable, Hashable, CaseIterable {
    /// Neutral information: no marker, no colour.
    case info
    /// An action completed: `✓`, green.
    case success
    /// Worth attention but not a failure: `!`, yellow.
    case warning
    /// A failure: `✗`, red.
    case error

    /// The marker put before the message, so the kind is visible without colour too.
    var marker: String {
        switch self {
        case .info: ""
        case .success: "✓ "
        case .warning: "! "
        case .error: "✗ "
        }
    }

    /// The style of the whole line.
    var style: TextStyle? {
        switch self {
        case .info: nil
        case .success: .success
        case .warning: .warning
        case .error: .error
        }
    }
}
