import ContractSupport
import Testing

/// The page an outcome shows (not the not-found page), or a recorded issue (then throws
/// `TestFailure`).
public func pageContent<Result>(
    _ outcome: RouteOutcome<Result>, sourceLocation: SourceLocation = #_sourceLocation
) async throws
    -> PageContent
{
    guard case .page(let page) = outcome else {
        Issue.record("expected a page, got \(outcome)", sourceLocation: sourceLocation)
        throw TestFailure("expected a page, got \(outcome)")
    }
    return await page.content()
}

/// The action outcome a native outcome answers, or a recorded issue (then throws `TestFailure`).
public func actionOutcome(
    _ outcome: RouteOutcome<ActionOutcome>, sourceLocation: SourceLocation = #_sourceLocation
) throws
    -> ActionOutcome
{
    try #require(outcome.value, "expected an ActionOutcome, got \(outcome)", sourceLocation: sourceLocation)
}

/// The action outcome a remote outcome answers, or a recorded issue (then throws `TestFailure`).
public func actionOutcome(
    _ outcome: RouteOutcome<ActionOutcome?>, sourceLocation: SourceLocation = #_sourceLocation
) throws
    -> ActionOutcome
{
    try #require(outcome.value ?? nil, "expected an ActionOutcome, got \(outcome)", sourceLocation: sourceLocation)
}

/// The `RouteError` thrown by `body`, or `nil` when it threw none; any other error becomes
/// `handlerFailed` saying it was not a `RouteError`.
public func routeError(_ body: () async throws -> Void) async -> RouteError? {
    do {
        try await body()
        return nil
    } catch let error as RouteError {
        return error
    } catch {
        return .handlerFailed(route: "?", reason: "not a RouteError: \(error)")
    }
}
