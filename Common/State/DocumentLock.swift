import Glibc

/// An exclusive `flock(2)` on a document's lock file, held for the duration of a closure.
///
/// The lock file is opened afresh for every lock. `flock` locks belong to the open file
/// description, so two locks on the same file exclude each other whether they come from two
/// processes or two threads of one process; no in-process lock is needed. Lock files are never
/// deleted: deleting one while another process waits on it would let two holders in at once.
enum DocumentLock {
    /// Blocks until the exclusive lock on `path` is held (creating the lock file if needed), runs `body`, releases.
    static func holding<Outcome>(_ path: String, _ body: () throws -> Outcome) throws -> Outcome {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw StateStoreError.lockFailed(path: path, reason: "cannot open the lock file: \(PosixFiles.lastError())")
        }
        // Closing the descriptor releases the lock, also when `body` throws.
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            throw StateStoreError.lockFailed(path: path, reason: PosixFiles.lastError())
        }
        return try body()
    }
}
