import Dispatch
import MediatorRuntime

/// Runs `body` on another thread and waits for it at most `seconds`: `false` when it has not
/// returned by then (it deadlocked), so a deadlock fails the test instead of hanging the suite.
/// The deadline only bounds a hang; no test asserts how fast anything runs.
func returns(within seconds: Int = 20, _ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        body()
        done.signal()
    }
    return done.wait(timeout: .now() + .seconds(seconds)) == .success
}

/// Runs `bodies` on as many threads at once and waits for all of them at most `seconds`.
/// Each body gets a queue of its own: a serial queue may take a thread beyond the number of
/// cores, where the global queue may wait for a busy thread, and bodies that wait for each
/// other would then never all start.
func allReturn(within seconds: Int = 20, _ bodies: [@Sendable () -> Void]) -> Bool {
    let group = DispatchGroup()
    for (index, body) in bodies.enumerated() {
        group.enter()
        DispatchQueue(label: "allReturn.\(index)").async {
            body()
            group.leave()
        }
    }
    return group.wait(timeout: .now() + .seconds(seconds)) == .success
}

/// What `body` threw when run on another thread: `.returned(nil)` when it threw nothing,
/// `.hung` when it did not return within `seconds`.
func outcome(within seconds: Int = 20, _ body: @escaping @Sendable () throws -> Void) -> Outcome {
    let thrown = LockedBox<(any Error)?>(nil)
    let finished = returns(within: seconds) {
        do { try body() } catch { thrown.withLock { $0 = error } }
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
