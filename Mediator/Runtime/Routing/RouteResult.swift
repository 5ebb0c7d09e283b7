/// What a route handler answers: a page to show, or a value (an action's outcome).
public enum RouteResult: Sendable {
    /// A page for the navigator to show.
    case page(any Page)
    /// The outcome of an action route, such as "added to cart". A front end shows its
    /// description when it is `CustomStringConvertible`.
    case value(any Sendable)

    /// The page, if this is one.
    public var page: (any Page)? {
        if case .page(let page) = self { page } else { nil }
    }

    /// The value, if this is one.
    public var value: (any Sendable)? {
        if case .value(let value) = self { value } else { nil }
    }
}
