import Glibc

/// An exclusive `flock(2)` on a document's lock file, held for the duration of a closure.
///
/// The lock file is opened afresh for every lock. `flock` locks belong to the open file
/// description, so two locks on the same file exclude each other whether they come from two
/// processes or two threads of one process; no in-process lock is needed. Lock files are never
/// deleted: deleting one while another process waits on it would let two holders in at once.
///
/// Waiting is bounded: the lock is tried without blocking, with short pauses in between; after
/// one second `waiting` is called once, and after `timeout` seconds the wait fails with
/// ``StateStoreError/lockTimedOut(path:seconds:)``, before `body` has run, so nothing is written.
enum DocumentLock {
    /// How long a wait lasts before `waiting` hears of it, in seconds.
    static let patience = 1.0

    /// Takes the exclusive lock on `path` (creating the lock file if needed) within `timeout`
    /// seconds, runs `body`, releases. `document` is the document's file, named in errors. With
    /// `unlockedIfReadOnly`, a lock file that cannot be opened because the directory is read-only
    /// (`EACCES`, `EROFS`) runs `body` without the lock instead of failing.
    static func holding<Outcome>(
        _ path: String, document: String, timeout: Double, unlockedIfReadOnly: Bool = false, waiting: () -> Void,
        _ body: () throws -> Outcome
    ) throws -> Outcome {
        let descriptor = try lock(
            path, document: document, timeout: timeout, unlockedIfReadOnly: unlockedIfReadOnly, waiting: waiting)
        // Closing the descriptor releases the lock, also when `body` throws.
        defer { if let descriptor { close(descriptor) } }
        return try body()
    }

    /// The same for a body that may suspend: the lock is held across its suspensions (a lock
    /// file's lock belongs to the open file, not to a thread).
    static func holding<Outcome>(
        _ path: String, document: String, timeout: Double, waiting: () -> Void,
        _ body: () async throws -> Outcome
    ) async throws -> Outcome {
        let descriptor = try lock(
            path, document: document, timeout: timeout, unlockedIfReadOnly: false, waiting: waiting)
        defer { if let descriptor { close(descriptor) } }
        return try await body()
    }

    /// Opens the lock file and takes its lock: the descriptor to close to release it, or `nil`
    /// when `unlockedIfReadOnly` lets the body run without it.
    private static func lock(
        _ path: String, document: String, timeout: Double, unlockedIfReadOnly: Bool, waiting: () -> Void
    ) throws -> Int32? {
        var descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        let openError = errno
        if descriptor < 0, openError == EACCES || openError == EROFS {
            // A read-only directory may still hold the lock file; flock works on a read-only descriptor.
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
        }
        if descriptor < 0, unlockedIfReadOnly, openError == EACCES || openError == EROFS {
            return nil
        }
        guard descriptor >= 0 else {
            throw StateStoreError.lockFailed(
                path: document, reason: .cannotOpenLockFile(path: path, detail: String(cString: strerror(openError))))
        }
        do {
            try acquire(descriptor, path: path, document: document, timeout: timeout, waiting: waiting)
        } catch {
            close(descriptor)
            throw error
        }
        return descriptor
    }

    private static func acquire(
        _ descriptor: Int32, path: String, document: String, timeout: Double, waiting: () -> Void
    ) throws(StateStoreError) {
        let start = now()
        var told = false
        var pause = 0.001
        while true {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else {
                throw .lockFailed(
                    path: document, reason: .cannotLock(path: path, detail: String(cString: strerror(code))))
            }
            let waited = now() - start
            guard waited < timeout else { throw .lockTimedOut(path: document, seconds: timeout) }
            if !told, waited >= patience {
                told = true
                waiting()
            }
            usleep(useconds_t(max(min(pause, timeout - waited), 0.0005) * 1_000_000))
            pause = min(pause * 2, 0.01)
        }
    }

    /// Seconds on the monotonic clock.
    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
