/// Owns a stack of pages and moves it, each move atomic, and opens routes onto it.
///
/// Used by front ends (the console, the shell) and by handlers that move the stack (checkout).
public final class Navigator: Sendable {
    /// The hub whose routes this navigator opens.
    public let hub: Hub
    private let pages = LockedBox([any Page]())

    /// Creates a navigator with an empty stack.
    public init(hub: Hub) {
        self.hub = hub
    }

    /// The page on top, if any.
    public var top: (any Page)? {
        pages.withLock { $0.last }
    }

    /// How many pages are on the stack.
    public var depth: Int {
        pages.withLock { $0.count }
    }

    // MARK: Moving the stack

    /// Puts a page on top.
    public func push(_ page: any Page) {
        pages.withLock { $0.append(page) }
    }

    /// Replaces the top page (or pushes onto an empty stack).
    public func replaceTop(with page: any Page) {
        pages.withLock { stack in
            if !stack.isEmpty { stack.removeLast() }
            stack.append(page)
        }
    }

    /// Takes `redirected` and the pages above it off the stack; answers those above, bottom first, or
    /// `nil` when it has left the stack.
    func takeOff(_ redirected: RedirectedPage) -> [any Page]? {
        pages.withLock { stack in
            guard let index = stack.lastIndex(where: { ($0 as? RedirectedPage) === redirected }) else { return nil }
            let above = Array(stack[(index + 1)...])
            stack.removeSubrange(index...)
            return above
        }
    }

    /// Removes the top page unless it is the only one; returns whether it did.
    @discardableResult
    public func pop() -> Bool {
        pages.withLock { stack in
            guard stack.count > 1 else { return false }
            stack.removeLast()
            return true
        }
    }

    /// Replaces the whole stack at once.
    public func setStack(_ pages: [any Page]) {
        self.pages.withLock { $0 = pages }
    }

    // MARK: Opening routes

    /// Opens a URL through the remote entry; a page is pushed, a value returned. Throws as the hub's.
    public func open(url: String) async throws(RouteError) -> RouteOutcome<ActionOutcome?> {
        show(try await hub.open(url: url, navigator: self))
    }

    /// Opens a typed route through the native entry; a page is pushed, the route's result returned.
    public func open<R: Route>(
        _ route: R, completion: RouteCompletion<R.Result>? = nil
    ) async throws(RouteError) -> RouteOutcome<R.Result> {
        show(try await hub.open(route, completion: completion, navigator: self))
    }

    private func show<Result>(_ outcome: RouteOutcome<Result>) -> RouteOutcome<Result> {
        if let page = outcome.page { push(page) }
        return outcome
    }
}
