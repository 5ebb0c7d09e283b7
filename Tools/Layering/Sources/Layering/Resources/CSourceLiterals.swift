/// The string literals of C, Objective-C and C++ source (`"name"`, `@"name"`), comments and
/// character literals skipped: the names a target's non-Swift code may look resources up by.
enum CSourceLiterals {
    /// The extensions of the sources read.
    static let extensions: Set<String> = ["c", "h", "m", "mm", "cc", "cpp", "cxx", "hpp", "hh"]

    /// Every string literal's value in `bytes`, escapes `\"` and `\\` undone.
    static func literals(in bytes: [UInt8]) -> Set<String> {
        var literals: Set<String> = []
        var index = 0
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        let quote = UInt8(ascii: "\"")
        let apostrophe = UInt8(ascii: "'")
        let backslash = UInt8(ascii: "\\")
        let newline = UInt8(ascii: "\n")
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte == slash, next == slash {
                while index < bytes.count, bytes[index] != newline { index += 1 }
            } else if byte == slash, next == star {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == star && bytes[index + 1] == slash) { index += 1 }
                index += 2
            } else if byte == quote || byte == apostrophe {
                var value: [UInt8] = []
                index += 1
                while index < bytes.count, bytes[index] != byte, bytes[index] != newline {
                    if bytes[index] == backslash, index + 1 < bytes.count {
                        index += 1
                    }
                    value.append(bytes[index])
                    index += 1
                }
                index += 1
                if byte == quote { literals.insert(String(decoding: value, as: UTF8.self)) }
            } else {
                index += 1
            }
        }
        return literals
    }
}
