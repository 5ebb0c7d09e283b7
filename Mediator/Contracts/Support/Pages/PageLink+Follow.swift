import MediatorRuntime

extension Hub {
    /// Follows a page's link through the native entry.
    public func follow(
        _ link: PageLink, navigator: Navigator? = nil
    ) async throws(RouteError) -> RouteOutcome<ActionOutcome?> {
        try await link.open(self, navigator)
    }
}

extension Navigator {
    /// Follows a link of a page through the native entry: a page is pushed, the outcome returned.
    public func follow(_ link: PageLink) async throws(RouteError) -> RouteOutcome<ActionOutcome?> {
        let outcome = try await hub.follow(link, navigator: self)
        if let page = outcome.page { push(page) }
        return outcome
    }
}
