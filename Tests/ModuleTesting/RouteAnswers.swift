import Mediator
import Testing

/// The page a route result shows, or a recorded issue (then throws `TestFailure`).
public func pageContent(
    _ result: RouteResult, sourceLocation: SourceLocation = #_sourceLocation
) throws
    -> PageContent
{
    try #require(result.page, "expected a page, got \(result)", sourceLocation: sourceLocation).content()
}

/// The page a remote outcome shows (not the not-found page), or a recorded issue (then throws
/// `TestFailure`).
public func pageContent(
    _ outcome: RemoteOutcome, sourceLocation: SourceLocation = #_sourceLocation
) throws
    -> PageContent
{
    guard case .page(let page) = outcome else {
        Issue.record("expected a page, got \(outcome)", sourceLocation: sourceLocation)
        throw TestFailure("expected a page, got \(outcome)")
    }
    return page.content()
}

/// The action outcome a route result answers, or a recorded issue.
public func actionOutcome(
    _ result: RouteResult, sourceLocation: SourceLocation = #_sourceLocation
) throws
    -> ActionOutcome
{
    try #require(
        result.value as? ActionOutcome, "expected an ActionOutcome, got \(result)", sourceLocation: sourceLocation)
}

/// The action outcome a remote outcome answers, or a recorded issue (then throws `TestFailure`).
public func actionOutcome(
    _ outcome: RemoteOutcome, sourceLocation: SourceLocation = #_sourceLocation
) throws
    -> ActionOutcome
{
    guard case .value(let value) = outcome, let action = value as? ActionOutcome else {
        Issue.record("expected an ActionOutcome, got \(outcome)", sourceLocation: sourceLocation)
        throw TestFailure("expected an ActionOutcome, got \(outcome)")
    }
    return action
}

/// The `RouteError` thrown by `body`, or `nil` when it threw none; any other error becomes
/// `handlerFailed` saying it was not a `RouteError`.
public func routeError(_ body: () throws -> Void) -> RouteError? {
    do {
        try body()
        return nil
    } catch let error as RouteError {
        return error
    } catch {
        return .handlerFailed(route: "?", reason: "not a RouteError: \(error)")
    }
}
