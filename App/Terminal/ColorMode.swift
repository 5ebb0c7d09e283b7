/// Whether drawn text may carry ANSI colour escapes.
///
/// Decide it once per run with ``ColorPolicy`` and hand it to every ``TerminalText``;
/// text drawn in ``plain`` mode never contains an escape byte.
public enum ColorMode: Sendable, Hashable {
    /// No escape sequences at all: for pipes, files, `NO_COLOR`, `--no-color` and dumb terminals.
    case plain
    /// ANSI SGR escapes for bold, dim and the basic colours.
    case ansi
}
