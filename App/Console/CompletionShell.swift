/// A shell a completion script can be written for, named as `--generate-completion-script`
/// takes it (the spelling swift-argument-parser uses).
public enum CompletionShell: String, Sendable, Equatable, CaseIterable {
    /// GNU bash.
    case bash
    /// Z shell.
    case zsh
    /// The friendly interactive shell.
    case fish
}
