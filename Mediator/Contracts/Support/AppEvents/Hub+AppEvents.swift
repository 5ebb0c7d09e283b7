extension Hub {
    /// Calls `handler` for every later app event of type `E`, as `subscribe(_:owner:handler:)`
    /// does, but waits for it only as long as the event's ``AppEventDelivery/bound``: a handler
    /// still running then is left behind (it goes on, unawaited), and `post` returns
    /// ``AppEventLeftBehind`` for `owner`, so the next subscriber hears the event and the app
    /// still stops or ends.
    public func subscribe<E: AppEvent>(
        app type: E.Type, owner: String, handler: @escaping @Sendable (E) async -> Void
    ) {
        subscribe(type, owner: owner) { (event: E) async throws in
            let bound = event.delivery.bound
            guard await Self.finishes(within: bound, { await handler(event) }) else {
                throw AppEventLeftBehind(event: E.eventName, bound: bound)
            }
        }
    }

    /// Runs `work` in a task of its own and answers whether it finished within `bound`; when it
    /// does not, answers `false` then and leaves it running.
    private static func finishes(within bound: Duration, _ work: @escaping @Sendable () async -> Void) async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let waiting = LockedBox<CheckedContinuation<Bool, Never>?>(continuation)
            @Sendable func answer(_ finished: Bool) {
                waiting.withLock { $0.take() }?.resume(returning: finished)
            }
            let timer = Task {
                try? await Task.sleep(for: bound)
                answer(false)
            }
            Task {
                await work()
                answer(true)
                timer.cancel()
            }
        }
    }
}
