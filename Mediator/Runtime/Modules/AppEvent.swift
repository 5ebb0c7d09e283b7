/// Moments in the app's life every module hears, in set-up order (`terminate` in reverse).
public enum AppEvent: Sendable, Hashable, CustomStringConvertible {
    /// Every module is set up; the app is about to show its first page.
    case launch
    /// The person went back to the home page.
    case enterHome
    /// The app is about to exit.
    case terminate
    /// An event the app defines, by name.
    case custom(String)

    /// The event's name.
    public var description: String {
        switch self {
        case .launch: "launch"
        case .enterHome: "enterHome"
        case .terminate: "terminate"
        case .custom(let name): name
        }
    }
}
