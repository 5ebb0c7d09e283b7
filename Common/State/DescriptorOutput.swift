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

    /// Writes `text` as UTF-8 to `descriptor`; see `writeAll(_:to:)`.
    @discardableResult
    public static func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }
}
