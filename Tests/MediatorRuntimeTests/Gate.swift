import MediatorRuntime

/// A one-way door for tests: tasks `wait` at it, suspended (no thread blocked), until someone
/// `open`s it; once open, `wait` returns at once.
final class Gate: Sendable {
    private struct State: Sendable {
        var isOpen = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = LockedBox(State())

    /// A closed gate.
    init() {}

    /// Opens the gate for good and lets every waiter through.
    func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once the gate is open.
    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isOpen = state.withLock { state in
                if !state.isOpen { state.waiters.append(continuation) }
                return state.isOpen
            }
            if isOpen { continuation.resume() }
        }
    }
}
