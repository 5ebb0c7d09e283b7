/// What opening a route answered, the same type at every level: what a handler returns, what
/// the remote and native entries answer, and what a navigator did.
public enum RouteOutcome: Sendable {
    /// A page to show. Through a navigator, it was pushed and is now the top.
    case page(any Page)
    /// The outcome of an action route, such as "added to cart"; nothing was pushed. A front end
    /// shows its description when it is `CustomStringConvertible`.
    case value(any Sendable)
    /// Nothing answered a remote URL: the page explains it to a person, the error to code.
    /// Through a navigator, the page was pushed and is now the top.
    case notFound(any Page, RouteError)

    /// The page to show (the not-found page included), if any.
    public var page: (any Page)? {
        switch self {
        case .page(let page), .notFound(let page, _): page
        case .value: nil
        }
    }

    /// The value, if this is one.
    public var value: (any Sendable)? {
        if case .value(let value) = self { value } else { nil }
    }
}
