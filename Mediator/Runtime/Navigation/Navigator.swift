/// Owns a stack of pages and moves it: push, replace, pop, pop to root, set the whole stack.
///
/// Lifecycle calls for one change come in this order: `willMount` on each page entering
/// (bottom to top), `willDeactivate` on the old top if the top changed, `willUnmount` on each
/// page leaving (top to bottom), then `willActivate` on the new top if the top changed. They
/// run after the stack has changed and outside the navigator's lock, so a hook may move the
/// navigator again; that change's calls come after the current change's calls end. Calls of
/// different changes never interleave, even from many threads: each change is atomic, and
/// its calls are made in the order the changes happened, possibly by the thread whose change
/// came first. Once no change is under way, exactly the top page is active.
public final class Navigator: Sendable {
    private struct Entry: Sendable {
        let id: UInt64
        let page: any Page
    }

    /// One change of the stack whose lifecycle calls are still to be made.
    private struct Change: Sendable {
        let before: [Entry]
        let after: [Entry]
    }

    private struct State: Sendable {
        var entries: [Entry] = []
        var nextID: UInt64 = 0
        /// Changes whose lifecycle calls are due, oldest first.
        var pending: [Change] = []
        /// Whether some call is making the pending lifecycle calls.
        var isDelivering = false
    }

    /// The hub whose routes this navigator opens.
    public let hub: Hub
    private let state = LockedBox(State())

    /// Creates a navigator with an empty stack.
    public init(hub: Hub) {
        self.hub = hub
    }

    /// The pages, bottom first.
    public var stack: [any Page] {
        state.withLock { $0.entries.map(\.page) }
    }

    /// The page on top, if any.
    public var top: (any Page)? {
        state.withLock { $0.entries.last?.page }
    }

    /// How many pages are on the stack.
    public var depth: Int {
        state.withLock { $0.entries.count }
    }

    // MARK: Moving the stack

    /// Puts a page on top.
    public func push(_ page: any Page) {
        change { stack, make in stack.append(make(page)) }
    }

    /// Replaces the top page (or pushes onto an empty stack).
    public func replaceTop(with page: any Page) {
        change { stack, make in
            if !stack.isEmpty { stack.removeLast() }
            stack.append(make(page))
        }
    }

    /// Removes the top page unless it is the only one; returns whether it did.
    @discardableResult
    public func pop() -> Bool {
        var popped = false
        change { stack, _ in
            if stack.count > 1 {
                stack.removeLast()
                popped = true
            }
        }
        return popped
    }

    /// Removes every page above the bottom one.
    public func popToRoot() {
        change { stack, _ in
            if stack.count > 1 { stack.removeSubrange(1...) }
        }
    }

    /// Replaces the whole stack at once; only the new top is activated.
    public func setStack(_ pages: [any Page]) {
        change { stack, make in stack = pages.map(make) }
    }

    // MARK: Opening routes

    /// Opens a URL through the remote entry: a page is pushed, a value is returned, an unknown
    /// route pushes the hub's not-found page. Malformed and refused URLs throw.
    public func open(url: String) throws(RouteError) -> RouteOutcome<any RouteResult> {
        show(try hub.open(url: url, navigator: self))
    }

    /// Opens a typed route through the native entry; a page is pushed, the route's result
    /// returned.
    public func open<R: Route>(
        _ route: R, completion: RouteCompletion<R.Result>? = nil
    ) throws(RouteError) -> RouteOutcome<R.Result> {
        show(try hub.open(route, completion: completion, navigator: self))
    }

    /// Follows a link of a page through the native entry.
    public func follow(_ link: PageLink) throws(RouteError) -> RouteOutcome<any RouteResult> {
        show(try hub.follow(link, navigator: self))
    }

    /// Pushes the page an outcome answers, if any, and returns the outcome.
    private func show<Result>(_ outcome: RouteOutcome<Result>) -> RouteOutcome<Result> {
        if let page = outcome.page { push(page) }
        return outcome
    }

    /// Applies a change under the lock, then makes the lifecycle calls outside it.
    ///
    /// Calls never interleave: changes queue their calls in the order they happened, and one
    /// call at a time makes them, oldest first, until none is left. A change made from inside
    /// a hook, or on another thread meanwhile, is queued and made by the call already making
    /// them, after the calls before it; so each page gets `willMount` and `willUnmount` once,
    /// activation and deactivation alternate, and when the queue is empty the top is active.
    private func change(_ body: (inout [Entry], (any Page) -> Entry) -> Void) {
        let delivers = state.withLock { state in
            let before = state.entries
            var nextID = state.nextID
            body(&state.entries) { page in
                defer { nextID += 1 }
                return Entry(id: nextID, page: page)
            }
            state.nextID = nextID
            state.pending.append(Change(before: before, after: state.entries))
            guard !state.isDelivering else { return false }
            state.isDelivering = true
            return true
        }
        guard delivers else { return }
        while let change = state.withLock({ state -> Change? in
            guard !state.pending.isEmpty else {
                state.isDelivering = false
                return nil
            }
            return state.pending.removeFirst()
        }) {
            Self.deliver(change)
        }
    }

    private static func deliver(_ change: Change) {
        let (before, after) = (change.before, change.after)
        let beforeIDs = Set(before.map(\.id))
        let afterIDs = Set(after.map(\.id))
        let topChanged = before.last?.id != after.last?.id
        for entry in after where !beforeIDs.contains(entry.id) { entry.page.willMount() }
        if topChanged, let oldTop = before.last { oldTop.page.willDeactivate() }
        for entry in before.reversed() where !afterIDs.contains(entry.id) { entry.page.willUnmount() }
        if topChanged, let newTop = after.last { newTop.page.willActivate() }
    }
}
