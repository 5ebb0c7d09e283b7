/// What opening a route answered, the same type at every level: a page or a value. A native open of
/// `R` answers `RouteOutcome<R.Result>`; the remote entry `RouteOutcome<ActionOutcome?>`.
///
/// Returned by route handlers and by both entries; front ends read its page or value.
public enum RouteOutcome<Result: Sendable>: Sendable {
    /// A page to show. Through a navigator, it was pushed and is now the top.
    case page(any Page)
    /// A route's result, as an action's outcome; nothing was pushed.
    case value(Result)

    /// The page to show, if any.
    public var page: (any Page)? {
        if case .page(let page) = self { page } else { nil }
    }

    /// The result, if this is one.
    public var value: Result? {
        if case .value(let value) = self { value } else { nil }
    }
}

extension RouteOutcome {
    /// The outcome as a front end reads it: a page as it is, an ``ActionOutcome`` as itself, else `nil`.
    public var erased: RouteOutcome<ActionOutcome?> {
        switch self {
        case .page(let page): .page(page)
        case .value(let value): .value(value as? ActionOutcome)
        }
    }
}
