/// What opening a route answered, the same type at every level: what a handler returns, what
/// the remote and native entries answer, and what a navigator did. A native open of route `R`
/// answers `RouteOutcome<R.Result>`; the remote entry, which does not know the route's type,
/// answers `RouteOutcome<ActionOutcome?>`: what a front end prints, if anything (see
/// ``erased``).
///
/// Returned by route handlers and by both entries; front ends read its page or value.
public enum RouteOutcome<Result: Sendable>: Sendable {
    /// A page to show. Through a navigator, it was pushed and is now the top.
    case page(any Page)
    /// The result of an action route, such as "added to cart"; nothing was pushed.
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
    /// The outcome as a front end (the console, the shell) reads it, whatever the route's result
    /// type: a page as it is; a result that is an ``ActionOutcome`` as itself, the sentence a
    /// front end prints and the JSON it writes; any other result (the user a log-in hands its
    /// completion) as `nil`, since only the code that asked for it reads it.
    public var erased: RouteOutcome<ActionOutcome?> {
        switch self {
        case .page(let page): .page(page)
        case .value(let value): .value(value as? ActionOutcome)
        }
    }
}
