#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The width of the terminal a program writes to, for wrapping long text.
public enum TerminalSize {
    /// The columns of the terminal on `descriptor`, or `nil` when it is not a terminal (a pipe
    /// or a file gets no wrapping, so scripts see whole lines). `COLUMNS`, when set to a
    /// positive number, wins, as shells expect.
    public static func columns(of descriptor: Int32, environment: [String: String]) -> Int? {
        guard isatty(descriptor) == 1 else { return nil }
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
