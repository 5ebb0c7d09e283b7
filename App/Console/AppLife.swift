import Common
import ContractSupport

/// Tells a session's modules of the app's life through the hub (`AppLaunched`, `AppWillSuspend`,
/// `AppDidResume`, `AppWillTerminate`), in the hub's subscription order (the modules' set-up
/// order: by descending priority, providers first), and answers what they left for the person.
///
/// Each subscriber is awaited within ``bound`` (`Hub.subscribe(app:owner:handler:)`): one that
/// takes longer is left behind with one line on standard error, in the user's language, and so
/// is one that fails; the session still stops or ends.
struct AppLife: Sendable {
    let hub: Hub
    /// The program's name, before each line on standard error.
    let commandName: String
    /// The Console's strings, in the user's language.
    let strings: StringTable
    let output: ConsoleOutput
    /// How long each subscriber may take.
    var bound: Duration = .seconds(2)

    /// Posts the event `make` builds and waits for its subscribers; answers the notices they
    /// left, in the order they were told.
    func tell<E: AppEvent>(_ make: (AppEventDelivery) -> E) async -> [String] {
        let delivery = AppEventDelivery(bound: bound)
        for failure in await hub.post(make(delivery)) {
            let message =
                if let late = failure.error as? AppEventLeftBehind {
                    strings(
                        "appEvent.leftBehind",
                        ["module": failure.subscriber, "event": late.event, "seconds": Self.seconds(late.bound)])
                } else {
                    strings(
                        "appEvent.failed",
                        ["module": failure.subscriber, "event": E.eventName, "reason": "\(failure.error)"])
                }
            output.error(commandName, message)
        }
        return delivery.notices
    }

    /// Ctrl-Z, or SIGTSTP: tells the modules the app will suspend, stops the process (the
    /// terminal's settings are back already) and, once it goes on, tells them it resumed; `show`
    /// shows what they told the person. Nothing while a stop is under way, or when nothing may
    /// stop the process (`TerminalSignalGuard.willStop()`).
    func suspend(show: ([String]) -> Void) async {
        guard TerminalSignalGuard.shared.willStop() else { return }
        show(await tell(AppWillSuspend.init))
        TerminalSignalGuard.shared.suspendProcess()
        show(await tell(AppDidResume.init))
        TerminalSignalGuard.shared.didStop()
    }

    /// `bound` in seconds, as in `2` or `0.25`.
    static func seconds(_ bound: Duration) -> String {
        let (seconds, attoseconds) = bound.components
        guard attoseconds != 0 else { return "\(seconds)" }
        return "\(Double(seconds) + Double(attoseconds) / 1e18)"
    }
}
