/// What a route answers besides a page, as a front end sees it: the one thing a front end
/// (the console, the shell) reads from a result whose type it does not know, so that a remote
/// URL's answer can be printed and written as JSON while native callers get the route's own
/// `Result` type.
public protocol RouteResult: Sendable {
    /// What a front end prints (its `message`) and writes as JSON; `nil` for a result only the
    /// code that asked for it reads, such as the user a log-in hands to its completion.
    var actionOutcome: ActionOutcome? { get }
}

extension Never: RouteResult {
    /// Never called: a route whose `Result` is `Never` answers only pages.
    public var actionOutcome: ActionOutcome? {
        switch self {}
    }
}

extension ActionOutcome: RouteResult {
    /// The outcome itself.
    public var actionOutcome: ActionOutcome? { self }
}
