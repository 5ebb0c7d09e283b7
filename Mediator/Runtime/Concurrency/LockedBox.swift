#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value that can only be reached while holding a pthread mutex.
///
/// This is the runtime's one lock type (in the spirit of swift-nio's `NIOLockedValueBox`):
/// every piece of shared mutable state in Bazaar lives inside a `LockedBox` or an actor.
/// It is built on a pthread mutex rather than Synchronization's `Mutex` because the thread
/// sanitizer on Linux understands pthread mutexes and reported false races with `Mutex`.
///
/// Never call back into code that may take the same box's lock from inside `withLock`:
/// the mutex is not recursive.
///
/// Used by the runtime and by modules for their synchronous shared state.
public final class LockedBox<Value>: @unchecked Sendable {
    // Why `@unchecked Sendable` is sound here (the only such place in the package):
    // - `value` is read and written only inside `withLock`, between `pthread_mutex_lock`
    //   and `pthread_mutex_unlock` on `mutex`, so no two threads ever touch it at once;
    // - `mutex` is allocated once in `init`, never reassigned, and destroyed in `deinit`,
    //   when no other reference (and so no other thread) can reach the box;
    // - callers reach the value only through `withLock`, whose closure receives `inout Value`
    //   and cannot escape it; anything the closure copies out is a copy of a `Sendable` value
    //   (`init` requires `Value: Sendable`), so no unprotected alias of the storage escapes.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    // The value lives behind a pointer rather than in a stored property: the mutex already
    // makes every access exclusive, and a class property's dynamic exclusivity check
    // (swift_beginAccess/swift_endAccess) costs a quarter of a service lookup (536 instructions
    // with a stored property, 408 with the pointer, measured with a dictionary of instances).
    private let value: UnsafeMutablePointer<Value>

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
        lock()
        defer { unlock() }
        return try body(&valueStorage)
    }

    @usableFromInline
    var valueStorage: Value {
        _read { yield value.pointee }
        _modify { yield &value.pointee }
    }

    @usableFromInline
    func lock() {
        let result = pthread_mutex_lock(mutex)
        precondition(result == 0, "pthread_mutex_lock failed with \(result)")
    }

    @usableFromInline
    func unlock() {
        let result = pthread_mutex_unlock(mutex)
        precondition(result == 0, "pthread_mutex_unlock failed with \(result)")
    }
}
