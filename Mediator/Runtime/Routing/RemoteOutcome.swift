/// What the remote entry answers: a page, a value, or, when no route matches, the page for a
/// person that the hub's configuration makes for that case.
public enum RemoteOutcome: Sendable {
    /// The route answered a page.
    case page(any Page)
    /// The route answered a value.
    case value(any Sendable)
    /// No route matched; the page explains it to a person, the error to code.
    case notFound(any Page, RouteError)
}
