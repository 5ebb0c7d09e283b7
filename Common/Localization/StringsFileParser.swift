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
/// outside ASCII is decoded (to ask Unicode whether it is whitespace). Each entry is inserted
/// once; the insert itself finds a key defined twice, and only then is the text read again for
/// the line of its first definition.
public enum StringsFileParser {
    /// The entries in `text`; `file` is only used to name the file in errors.
    public static func parse(_ text: String, file: String) throws(LocalizationError) -> [String: String] {
        try parse(utf8: Array(text.utf8), file: file)
    }

    /// The entries in `bytes`, which must be valid UTF-8 (``StringTable`` checks a file's bytes
    /// once and parses them without making a `String` of the whole file first).
    static func parse(utf8 bytes: [UInt8], file: String) throws(LocalizationError) -> [String: String] {
        var reader = Reader(bytes: bytes, file: file)
        var entries: [String: String] = [:]
        // Entries take 50 to 100 bytes in the app's files: room for all of them, seldom twice as much.
        entries.reserveCapacity(reader.bytes.count / 48)
        while let entry = try reader.nextEntry() {
            if entries.updateValue(entry.value, forKey: entry.key) != nil {
                var again = Reader(bytes: bytes, file: file)
                let first = again.lineOfFirstEntry(entry.key) ?? entry.line
                throw .malformedStrings(
                    file: file, line: entry.line,
                    reason: "key \"\(entry.key)\" is defined twice (first on line \(first))")
            }
        }
        return entries
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

        /// A reader at the start of `bytes`, after its byte-order mark if it has one.
        init(bytes: [UInt8], file: String) {
            self.bytes = bytes
            self.file = file
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }  // U+FEFF
        }

        /// The next `"key" = "value";` entry and the line its key is on; `nil` at the end of the text.
        mutating func nextEntry() throws(LocalizationError) -> (key: String, value: String, line: Int)? {
            try skipTrivia()
            guard index < bytes.count else { return nil }
            let keyLine = line
            guard at(Self.quote) else { throw error("expected a quoted key, found \(describePeek())") }
            let key = try quoted()
            try skipTrivia()
            guard take(UInt8(ascii: "=")) else {
                throw error("expected '=' after the key \"\(key)\", found \(describePeek())")
            }
            try skipTrivia()
            guard at(Self.quote) else {
                throw error("expected a quoted value for \"\(key)\", found \(describePeek())")
            }
            let value = try quoted()
            try skipTrivia()
            guard take(UInt8(ascii: ";")) else {
                throw error("expected ';' after the value of \"\(key)\", found \(describePeek())")
            }
            return (key, value, keyLine)
        }

        /// The line of the first entry whose key is `key`, reading from here; `nil` if none is
        /// found before the end or a malformed entry.
        mutating func lineOfFirstEntry(_ key: String) -> Int? {
            while let entry = try? nextEntry() {
                if entry.key == key { return entry.line }
            }
            return nil
        }

        func error(_ reason: String, line: Int? = nil) -> LocalizationError {
            .malformedStrings(file: file, line: line ?? self.line, reason: reason)
        }

        /// Whether the next byte is `byte`.
        private func at(_ byte: UInt8) -> Bool {
            index < bytes.count && bytes[index] == byte
        }

        /// Steps over the next byte if it is `byte`; whether it did.
        private mutating func take(_ byte: UInt8) -> Bool {
            guard at(byte) else { return false }
            index += 1
            return true
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

        /// Steps over whitespace (ASCII or Unicode), line breaks and comments.
        mutating func skipTrivia() throws(LocalizationError) {
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case Self.newline:
                    line += 1
                    index += 1
                case 0x20, 0x09, 0x0B, 0x0C, 0x0D:
                    index += 1
                case Self.slash where index + 1 < bytes.count && bytes[index + 1] == Self.slash:
                    index += 2
                    while index < bytes.count, bytes[index] != Self.newline { index += 1 }
                case Self.slash where index + 1 < bytes.count && bytes[index + 1] == Self.star:
                    try skipBlockComment()
                case 0x80...:
                    guard let length = unicodeWhitespaceLength() else { return }
                    index += length
                default:
                    return
                }
            }
        }

        /// The length of the whitespace scalar outside ASCII that starts here, or `nil` if it is
        /// not whitespace (kept apart so that the ASCII loop does not pay for asking Unicode).
        @inline(never)
        private func unicodeWhitespaceLength() -> Int? {
            let (scalar, length) = scalar(at: index)
            return scalar.properties.isWhitespace ? length : nil
        }

        /// Steps over the `/* … */` comment that starts here.
        private mutating func skipBlockComment() throws(LocalizationError) {
            let start = line
            index += 2
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == Self.newline {
                    line += 1
                } else if byte == Self.star, index < bytes.count, bytes[index] == Self.slash {
                    index += 1
                    return
                }
            }
            throw error("comment opened here is never closed", line: start)
        }

        /// The text of the quoted string that starts here (at its `"`), escapes replaced.
        mutating func quoted() throws(LocalizationError) -> String {
            let start = line
            index += 1
            var runStart = index
            var unescaped: [UInt8] = []  // filled only once an escape is seen
            var hasEscapes = false
            while true {
                index = Self.endOfRun(in: bytes, from: index)
                guard index < bytes.count else { throw error("string opened here is never closed", line: start) }
                let byte = bytes[index]
                if byte == Self.newline {
                    line += 1
                    index += 1
                    continue
                }
                let run = bytes[runStart..<index]
                index += 1
                if byte == Self.quote {
                    guard hasEscapes else { return String(decoding: run, as: UTF8.self) }
                    unescaped.append(contentsOf: run)
                    return String(decoding: unescaped, as: UTF8.self)
                }
                // A backslash: the escaped character replaces it and itself.
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
                unescaped.append(contentsOf: run)
                unescaped.append(replacement)
                index += 1
                runStart = index
            }
        }

        /// The index of the first quote, backslash or line break in `bytes` from `start`, or the end:
        /// the one loop every byte of quoted text goes through.
        private static func endOfRun(in bytes: [UInt8], from start: Int) -> Int {
            var index = start
            while index < bytes.count {
                let byte = bytes[index]
                // Letters, digits and most punctuation are not special.
                if byte > backslash || (byte != quote && byte != backslash && byte != newline) {
                    index += 1
                } else {
                    break
                }
            }
            return index
        }

        func describePeek() -> String {
            guard index < bytes.count else { return "the end of the file" }
            if bytes[index] == Self.newline { return "the end of the line" }
            return "'\(scalar(at: index).scalar)'"
        }
    }
}
