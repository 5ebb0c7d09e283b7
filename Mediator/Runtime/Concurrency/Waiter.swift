import Synchronization

/// A task parked in the state behind a `LockedBox` until what it waits for ends or the task is
/// cancelled. Both take it out under the lock, so whichever does resumes it, exactly once.
struct Waiter: Sendable {
    let id: UInt64
    private let continuation: CheckedContinuation<Bool, Never>

    private static let ids = Atomic<UInt64>(0)

    func resume() {
        continuation.resume(returning: true)
    }

    /// Parks the task as `file` files it (`false`: nothing to wait for): `true` once resumed, `false` if cancelled.
    static func wait<State>(
        in box: LockedBox<State>, file: (inout State, Waiter) -> Bool,
        withdraw: @escaping @Sendable (inout State, _ id: UInt64) -> Waiter?
    ) async -> Bool {
        let id = ids.wrappingAdd(1, ordering: .relaxed).newValue
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
