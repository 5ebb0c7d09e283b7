#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes bytes to a file descriptor completely: `write(2)` may write less than asked or be
/// interrupted by a signal, so a single call is not enough for a file, a pipe or a terminal.
public enum DescriptorOutput {
    /// Writes all of `bytes` to `descriptor`, retrying after partial writes and `EINTR`.
    /// Returns 0 when everything was written, else the `errno` of the failing call.
    @discardableResult
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }

    /// Keeps the standard descriptors (0, 1 and 2) from being taken by another file: one that is
    /// closed when the process starts gets `/dev/null` in its place, opened for the other
    /// direction, so using it still fails with `EBADF` as a closed one does, and no descriptor
    /// opened later (the concurrency runtime's own) lands there and receives the program's
    /// output. A program's first statement, before anything runs asynchronously.
    public static func holdStandardDescriptors() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let placeholder = open("/dev/null", (descriptor == 0 ? O_WRONLY : O_RDONLY) | O_CLOEXEC)
            guard placeholder >= 0 else { continue }
            if placeholder != descriptor {
                _ = dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
    }

    /// Writes `text` as UTF-8 to `descriptor`; see `writeAll(_:to:)`.
    @discardableResult
    public static func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }
}
