#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value reached only while holding a pthread mutex: the runtime's one lock type. Not Synchronization's
/// `Mutex`: the thread sanitizer on Linux reported false races with it. The mutex is not recursive.
///
/// Used by the runtime, the app and modules for their synchronous shared state.
public final class LockedBox<Value>: @unchecked Sendable {
    // `@unchecked Sendable` is sound (the only such place in the package): `value` is touched only
    // inside `withLock`, under `mutex`; `mutex` lives from `init` to `deinit`, when nothing else
    // can reach the box; the closure gets `inout Value` and cannot escape it, and `init` requires
    // `Value: Sendable`, so what it copies out is a `Sendable` copy.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    // Behind a pointer: the mutex makes access exclusive already, and a class property's dynamic
    // exclusivity check cost a quarter of a service lookup (536 instructions against 408).
    @usableFromInline let value: UnsafeMutablePointer<Value>

    /// Creates a box holding `value`.
    public init(_ value: Value) where Value: Sendable {
        self.value = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        self.value.initialize(to: value)
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let result = pthread_mutex_init(mutex, nil)
        precondition(result == 0, "pthread_mutex_init failed with \(result)")
    }

    deinit {
        let result = pthread_mutex_destroy(mutex)
        precondition(result == 0, "pthread_mutex_destroy failed with \(result)")
        mutex.deinitialize(count: 1)
        mutex.deallocate()
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` with exclusive access to the value and returns what it returns.
    @inlinable
    public func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let locked = pthread_mutex_lock(mutex)
        precondition(locked == 0, "pthread_mutex_lock failed with \(locked)")
        defer {
            let unlocked = pthread_mutex_unlock(mutex)
            precondition(unlocked == 0, "pthread_mutex_unlock failed with \(unlocked)")
        }
        return try body(&value.pointee)
    }
}
