import Common

/// The options every command accepts.
public struct ConsoleOptions: Sendable, Equatable {
    /// `--state-dir DIR`: where state documents live.
    public var stateDirectory: String?
    /// `--lang en|zh-Hans`: the language; otherwise the environment decides.
    public var language: Language?
    /// `--no-color`: never colour the output.
    public var noColor = false
    /// `--json`: print data as JSON instead of text (for `open` and the introspection commands).
    public var json = false
    /// `--help`: print help for the command instead of running it.
    public var help = false
    /// `--latency SECONDS`: a slow backend, simulated: every page the command loads waits this
    /// long first, cancellably (`nil`: no wait).
    public var latency: Duration?

    /// No options given.
    public init() {}
}
