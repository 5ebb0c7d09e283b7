import Foundation

extension URL {
    /// The file-system path of this file URL, as `path` spells it: escapes decoded, no trailing
    /// slash but for `/`.
    ///
    /// Read through `path(percentEncoded: false)`, because the process's first `path` costs about
    /// 350,000 instructions (its decoder's `Set<UInt8>` is made from a mangled name: a scan of
    /// every loaded library's conformances), about 2 % of a start of `bazaar`.
    var localPath: String {
        let path = path(percentEncoded: false)
        return path.utf8.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// The path of `standardizedFileURL`: without `.` and `..` components or doubled slashes.
    /// That call (about 37,000 instructions, and the same first-use cost as `path`) is made only
    /// when the path has one of them, which one pass over its bytes finds.
    var standardizedLocalPath: String {
        let path = localPath
        var afterSlash = false  // a component has started
        var length = 0  // of the component so far
        var onlyDots = true
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if afterSlash && (length == 0 || (onlyDots && length <= 2)) {
                    return standardizedFileURL.localPath
                }
                (afterSlash, length, onlyDots) = (true, 0, true)
            } else {
                length += 1
                onlyDots = onlyDots && byte == UInt8(ascii: ".")
            }
        }
        return afterSlash && length > 0 && onlyDots && length <= 2 ? standardizedFileURL.localPath : path
    }
}
