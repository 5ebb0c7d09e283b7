import Common
import Terminal

/// Shows that a load (opening a page, following a link, going back) is taking long: once it has
/// run for ``delay``, one line on standard error naming the page when standard error is not a
/// terminal, or a spinner there when it is, erased when the load ends. A quicker load shows
/// nothing, so a script reading a pipe sees only what it asked for.
struct LoadProgress: Sendable {
    /// How long a load runs before it shows that it is waiting.
    static let delay = Duration.seconds(1)
    /// How often the spinner turns.
    static let frameInterval = Duration.milliseconds(100)
    private static let frames: [Character] = ["|", "/", "-", "\\"]

    /// The program's name, which starts the line on standard error.
    let commandName: String
    /// The Console's strings, in the user's language.
    let strings: StringTable
    /// Where the line goes (standard error, the command's name first).
    let output: ConsoleOutput
    /// Draws text on standard error as it is, when standard error is a terminal (the spinner);
    /// `nil` when it is not (a pipe or a file gets one line).
    let draw: (@Sendable (String) -> Void)?
    /// The terminal's width, for keeping the spinner on one row.
    let columns: @Sendable () -> Int?

    /// Waits ``delay``, then shows that the load of `page` (a URL, or words naming the page) is
    /// still running, until the task running this is cancelled, which ends it: the spinner is
    /// erased before it returns. Cancelled during the delay, it shows nothing.
    func show(_ page: String) async {
        guard await Self.wait(Self.delay) else { return }
        let message = strings("load.waiting", ["page": page])
        guard let draw else {
            output.error(commandName, message)
            return
        }
        let width = max(1, (columns() ?? 80) - 3)
        let text = LineWrapping.wrap(TerminalSanitizer.singleLine(message), width: width).first ?? ""
        var frame = 0
        repeat {
            draw("\r\(Self.frames[frame % Self.frames.count]) \(text)\u{1B}[K")
            frame += 1
        } while await Self.wait(Self.frameInterval)
        draw("\r\u{1B}[K")
    }

    /// Waits `duration`, answering `true`; or answers `false` as soon as the task is cancelled
    /// (at once when it already is).
    private static func wait(_ duration: Duration) async -> Bool {
        (try? await Task.sleep(for: duration)) != nil
    }
}
