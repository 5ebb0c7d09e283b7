/// A task parked, suspended, in the state behind a `LockedBox` until what it waits for ends (a
/// module's set-up, another task's creation of a service), or until the task is cancelled,
/// whichever comes first: a cancelled wait ends at once, whatever it waited for.
///
/// The owner of the state files each waiter where it belongs and, when what they wait for
/// ends, takes them out under its lock and resumes them. Cancellation takes the waiter out
/// under the same lock, so whichever of the two takes it out resumes it: exactly once.
struct Waiter: Sendable {
    /// Tells the waiters apart, so cancellation takes out its own.
    let id: UInt64
    private let continuation: CheckedContinuation<Bool, Never>

    private static let ids = LockedBox(UInt64(0))

    /// Lets the waiter go on: what it waited for has ended.
    func resume() {
        continuation.resume(returning: true)
    }

    /// Parks the calling task in `box`'s value until the waiter that `file` filed there is
    /// resumed, and answers `true`; answers `false` at once when the task is cancelled, before
    /// or while it waits, having taken the waiter out with `withdraw` (which answers it if it
    /// is still filed). `file` runs under the lock, unless the task is cancelled already, and
    /// answers whether it filed the waiter: when it did not (nothing is left to wait for),
    /// the wait ends at once with `true`.
    static func wait<State>(
        in box: LockedBox<State>, file: (inout State, Waiter) -> Bool,
        withdraw: @escaping @Sendable (inout State, _ id: UInt64) -> Waiter?
    ) async -> Bool {
        let id = ids.withLock {
            $0 += 1
            return $0
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let waiter = Waiter(id: id, continuation: continuation)
                // Checked under the lock: a cancellation handler that ran before found nothing
                // to take out, and the flag it follows is set by then.
                let isFiled = box.withLock { state -> Bool? in
                    Task.isCancelled ? nil : file(&state, waiter)
                }
                switch isFiled {
                case nil: continuation.resume(returning: false)
                case false?: continuation.resume(returning: true)
                case true?: break
                }
            }
        } onCancel: {
            box.withLock { withdraw(&$0, id) }?.continuation.resume(returning: false)
        }
    }
}
