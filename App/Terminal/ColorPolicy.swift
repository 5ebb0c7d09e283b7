import Glibc

/// The rule that decides whether output is coloured.
///
/// Colour is used only when all of these hold: no `--no-color` style flag was given,
/// `NO_COLOR` is unset or empty (the common `NO_COLOR` convention), the output is a terminal and
/// `TERM` is not `dumb`. The decision is a pure function of its inputs, so it is testable
/// without a terminal; the Console passes the process's environment and ``isTerminal(_:)``.
public enum ColorPolicy {
    /// Decides the colour mode from explicit inputs.
    ///
    /// - Parameters:
    ///   - noColorFlag: `true` when the user asked for no colour on the command line; it always wins.
    ///   - environment: the process environment (`NO_COLOR` and `TERM` are read).
    ///   - outputIsTerminal: whether the output stream is a terminal (see ``isTerminal(_:)``).
    public static func mode(noColorFlag: Bool, environment: [String: String], outputIsTerminal: Bool) -> ColorMode {
        if noColorFlag { return .plain }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
        if !outputIsTerminal { return .plain }
        if environment["TERM"] == "dumb" { return .plain }
        return .ansi
    }

    /// Whether a file descriptor refers to a terminal (`isatty(3)`).
    public static func isTerminal(_ fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) == 1
    }
}
