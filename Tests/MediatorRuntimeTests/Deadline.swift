import MediatorRuntime

/// Runs `body` in a task of its own and waits for it at most `seconds`: `false` when it has not
/// returned by then (it deadlocked), so a deadlock fails the test instead of hanging the suite.
/// The deadline only bounds a hang; no test asserts how fast anything runs, and it is long enough
/// (5 minutes) that a machine busy with other builds never reaches it. A body that hangs is left
/// behind, suspended; nothing waits for it.
func returns(within seconds: Int = 300, _ body: @escaping @Sendable () async -> Void) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        let waiting = LockedBox<CheckedContinuation<Bool, Never>?>(continuation)
        let timer = Task {
            try? await Task.sleep(for: .seconds(seconds))
            waiting.withLock { $0.take() }?.resume(returning: false)
        }
        Task {
            await body()
            waiting.withLock { $0.take() }?.resume(returning: true)
            timer.cancel()
        }
    }
}

/// Runs `bodies` in as many tasks at once and waits for all of them at most `seconds`.
func allReturn(within seconds: Int = 300, _ bodies: [@Sendable () async -> Void]) async -> Bool {
    let tasks = bodies.map { body in Task { await body() } }
    return await returns(within: seconds) {
        for task in tasks { await task.value }
    }
}

/// What `body` threw when run in a task of its own: `.returned(nil)` when it threw nothing,
/// `.hung` when it did not return within `seconds`.
func outcome(within seconds: Int = 300, _ body: @escaping @Sendable () async throws -> Void) async -> Outcome {
    let thrown = LockedBox<(any Error)?>(nil)
    let finished = await returns(within: seconds) {
        do { try await body() } catch { thrown.withLock { $0 = error } }
    }
    return finished ? .returned(thrown.withLock { $0 }) : .hung
}

/// How a body run under a deadline ended.
enum Outcome {
    /// It returned, having thrown this error or none.
    case returned((any Error)?)
    /// It did not return in time.
    case hung

    /// The error it threw, if it returned having thrown one.
    var error: (any Error)? {
        if case .returned(let error) = self { error } else { nil }
    }

    /// Whether it did not return in time.
    var isHung: Bool {
        if case .hung = self { true } else { false }
    }
}
