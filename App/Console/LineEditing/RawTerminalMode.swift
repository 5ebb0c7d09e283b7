#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal switched to raw mode for as long as a line is edited: bytes arrive one by one,
/// unechoed, with Ctrl-C and Ctrl-D as bytes rather than signals or end of file. Output
/// processing stays on, so `\n` still starts a new line. ``restore()`` puts back the settings found,
/// and so does a signal that ends the process meanwhile (`TerminalSignalGuard`).
struct RawTerminalMode {
    private let descriptor: Int32
    private let original: termios

    /// Switches `descriptor` to raw mode; `nil` when it is not a terminal or refuses the change.
    /// Input already typed is kept (the change does not flush it).
    init?(_ descriptor: Int32) {
        var settings = termios()
        guard isatty(descriptor) == 1, tcgetattr(descriptor, &settings) == 0 else { return nil }
        self.descriptor = descriptor
        self.original = settings
        settings.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        settings.c_cflag |= tcflag_t(CS8)
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &settings.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        TerminalSignalGuard.shared.willEnterRawMode(descriptor, original: original, raw: settings)
        guard tcsetattr(descriptor, TCSANOW, &settings) == 0 else {
            TerminalSignalGuard.shared.didLeaveRawMode()
            return nil
        }
    }

    /// Puts the terminal's settings back as they were.
    func restore() {
        var settings = original
        _ = tcsetattr(descriptor, TCSANOW, &settings)
        TerminalSignalGuard.shared.didLeaveRawMode()
    }
}
