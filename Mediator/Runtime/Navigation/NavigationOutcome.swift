/// What opening something through a navigator did.
public enum NavigationOutcome: Sendable {
    /// A page was pushed and is now the top.
    case shown(any Page)
    /// An action ran and answered a value; the stack did not change.
    case value(any Sendable)
    /// Nothing answered a remote URL: the not-found page for a person was pushed.
    case notFound(any Page, RouteError)

    /// The page now on top because of this outcome, if any.
    public var page: (any Page)? {
        switch self {
        case .shown(let page), .notFound(let page, _): page
        case .value: nil
        }
    }
}
