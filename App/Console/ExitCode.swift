import Mediator

/// The exit codes of `bazaar` and `shell`, as documented in `--help` and the README.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// Done.
    case success = 0
    /// Anything else went wrong (a handler failed, the wiring is broken, state is unusable).
    case failure = 1
    /// A usage error or a malformed URL.
    case usage = 2
    /// No route matches.
    case notFound = 3
    /// Refused: wrong scheme, native-only route, reserved parameter.
    case refused = 4
    /// Declined by the shop's rules: out of stock, not logged in, an item not in the cart.
    case declined = 5

    /// The exit code for a route error.
    public init(_ error: RouteError) {
        switch error.category {
        case .malformed: self = .usage
        case .notFound: self = .notFound
        case .refused: self = .refused
        case .failed: self = .failure
        case .declined: self = .declined
        }
    }

    /// One line per code, for `--help`.
    public static let helpText = """
        Exit codes:
          0  done
          1  anything else failed (a route's action, the module wiring, the state directory)
          2  usage error or malformed URL
          3  route not found
          4  refused (wrong scheme, native-only route, reserved parameter)
          5  declined by the shop's rules (out of stock, not logged in, item not in the cart)
        """
}
