/// Reads the `.strings` format: `"key" = "value";` entries with comments, into a dictionary.
///
/// Supported: `/* block */` and `// line` comments anywhere between tokens, any whitespace and
/// line breaks between tokens, several entries on a line, and the escapes `\"`, `\\`, `\n`, `\t`
/// inside quoted text. Anything else — an unquoted key, a missing `=` or `;`, an unknown escape,
/// an unterminated string or comment, a key defined twice — throws
/// ``LocalizationError/malformedStrings(file:line:reason:)`` with the file and 1-based line.
/// Parsed here rather than by Foundation so that the result does not depend on the platform's plist support.
///
/// The parser walks the text's UTF-8 bytes: every token it looks for is ASCII, so a quoted
/// text without escapes becomes a `String` in one copy of its bytes, and only whitespace
/// outside ASCII is decoded (to ask Unicode whether it is whitespace).
public enum StringsFileParser {
    /// The entries in `text`; `file` is only used to name the file in errors.
    public static func parse(_ text: String, file: String) throws(LocalizationError) -> [String: String] {
        var reader = Reader(bytes: Array(text.utf8), file: file)
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }  // U+FEFF
        var entries: [String: String] = [:]
        var definedOn: [String: Int] = [:]
        while true {
            try reader.skipTrivia()
            guard reader.index < reader.bytes.count else { return entries }
            let keyLine = reader.line
            let key = try reader.quoted(what: "a quoted key")
            try reader.skipTrivia()
            try reader.expect(UInt8(ascii: "="), after: "the key \"\(key)\"")
            try reader.skipTrivia()
            let value = try reader.quoted(what: "a quoted value for \"\(key)\"")
            try reader.skipTrivia()
            try reader.expect(UInt8(ascii: ";"), after: "the value of \"\(key)\"")
            if let first = definedOn.updateValue(keyLine, forKey: key) {
                throw .malformedStrings(
                    file: file, line: keyLine, reason: "key \"\(key)\" is defined twice (first on line \(first))")
            }
            entries[key] = value
        }
    }

    /// A cursor over the file's UTF-8 bytes that knows its line.
    private struct Reader {
        let bytes: [UInt8]
        let file: String
        var index = 0
        var line = 1

        private static let quote = UInt8(ascii: "\"")
        private static let backslash = UInt8(ascii: "\\")
        private static let newline = UInt8(ascii: "\n")
        private static let slash = UInt8(ascii: "/")
        private static let star = UInt8(ascii: "*")

        func error(_ reason: String, line: Int? = nil) -> LocalizationError {
            .malformedStrings(file: file, line: line ?? self.line, reason: reason)
        }

        /// The scalar starting at `position` and its length in bytes (the text is valid UTF-8).
        func scalar(at position: Int) -> (scalar: Unicode.Scalar, length: Int) {
            let lead = bytes[position]
            if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for offset in 1..<length { value = value << 6 | UInt32(bytes[position + offset] & 0x3F) }
            return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
        }

        /// The length of the whitespace scalar at `position`, or `nil` if it is not whitespace.
        private func whitespaceLength(at position: Int) -> Int? {
            let byte = bytes[position]
            if byte < 0x80 { return byte == 0x20 || (0x09...0x0D).contains(byte) ? 1 : nil }
            let (scalar, length) = scalar(at: position)
            return scalar.properties.isWhitespace ? length : nil
        }

        mutating func skipTrivia() throws(LocalizationError) {
            while index < bytes.count {
                let byte = bytes[index]
                if let length = whitespaceLength(at: index) {
                    if byte == Self.newline { line += 1 }
                    index += length
                } else if byte == Self.slash, index + 1 < bytes.count, bytes[index + 1] == Self.slash {
                    while index < bytes.count, bytes[index] != Self.newline { index += 1 }
                } else if byte == Self.slash, index + 1 < bytes.count, bytes[index + 1] == Self.star {
                    let start = line
                    index += 2
                    while true {
                        guard index < bytes.count else {
                            throw error("comment opened here is never closed", line: start)
                        }
                        let next = bytes[index]
                        index += 1
                        if next == Self.newline {
                            line += 1
                        } else if next == Self.star, index < bytes.count, bytes[index] == Self.slash {
                            index += 1
                            break
                        }
                    }
                } else {
                    return
                }
            }
        }

        mutating func expect(_ symbol: UInt8, after context: @autoclosure () -> String) throws(LocalizationError) {
            guard index < bytes.count, bytes[index] == symbol else {
                throw error("expected '\(Unicode.Scalar(symbol))' after \(context()), found \(describePeek())")
            }
            index += 1
        }

        mutating func quoted(what: @autoclosure () -> String) throws(LocalizationError) -> String {
            guard index < bytes.count, bytes[index] == Self.quote else {
                throw error("expected \(what()), found \(describePeek())")
            }
            let start = line
            index += 1
            var runStart = index
            var unescaped: [UInt8] = []  // filled only once an escape is seen
            var hasEscapes = false
            while true {
                guard index < bytes.count else { throw error("string opened here is never closed", line: start) }
                let byte = bytes[index]
                index += 1
                switch byte {
                case Self.quote:
                    let run = bytes[runStart..<(index - 1)]
                    guard hasEscapes else { return String(decoding: run, as: UTF8.self) }
                    unescaped.append(contentsOf: run)
                    return String(decoding: unescaped, as: UTF8.self)
                case Self.backslash:
                    guard index < bytes.count else { throw error("string opened here is never closed", line: start) }
                    let replacement: UInt8
                    switch bytes[index] {
                    case Self.quote: replacement = Self.quote
                    case Self.backslash: replacement = Self.backslash
                    case UInt8(ascii: "n"): replacement = Self.newline
                    case UInt8(ascii: "t"): replacement = UInt8(ascii: "\t")
                    default:
                        throw error("unknown escape '\\\(scalar(at: index).scalar)'; use \\\" \\\\ \\n or \\t")
                    }
                    hasEscapes = true
                    unescaped.append(contentsOf: bytes[runStart..<(index - 1)])
                    unescaped.append(replacement)
                    index += 1
                    runStart = index
                case Self.newline:
                    line += 1
                default:
                    break
                }
            }
        }

        func describePeek() -> String {
            guard index < bytes.count else { return "the end of the file" }
            if bytes[index] == Self.newline { return "the end of the line" }
            return "'\(scalar(at: index).scalar)'"
        }
    }
}
