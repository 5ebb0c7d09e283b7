/// Reads the `.strings` format: `"key" = "value";` entries with comments, into a dictionary.
///
/// Supported: `/* block */` and `// line` comments anywhere between tokens, any whitespace and
/// line breaks between tokens, several entries on a line, and the escapes `\"`, `\\`, `\n`, `\t`
/// inside quoted text. Anything else — an unquoted key, a missing `=` or `;`, an unknown escape,
/// an unterminated string or comment, a key defined twice — throws
/// ``LocalizationError/malformedStrings(file:line:reason:)`` with the file and 1-based line.
/// Parsed here rather than by Foundation so that the result does not depend on the platform's plist support.
public enum StringsFileParser {
    /// The entries in `text`; `file` is only used to name the file in errors.
    public static func parse(_ text: String, file: String) throws(LocalizationError) -> [String: String] {
        var reader = Reader(scalars: Array(text.unicodeScalars), file: file)
        if reader.peek == "\u{FEFF}" { reader.advance() }
        var entries: [String: String] = [:]
        var definedOn: [String: Int] = [:]
        while true {
            try reader.skipTrivia()
            guard reader.peek != nil else { return entries }
            let keyLine = reader.line
            let key = try reader.quoted(what: "a quoted key")
            try reader.skipTrivia()
            try reader.expect("=", after: "the key \"\(key)\"")
            try reader.skipTrivia()
            let value = try reader.quoted(what: "a quoted value for \"\(key)\"")
            try reader.skipTrivia()
            try reader.expect(";", after: "the value of \"\(key)\"")
            if let first = definedOn[key] {
                throw .malformedStrings(
                    file: file, line: keyLine, reason: "key \"\(key)\" is defined twice (first on line \(first))")
            }
            definedOn[key] = keyLine
            entries[key] = value
        }
    }

    /// A cursor over the file's scalars that knows its line.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1

        var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func advance() {
            if peek == "\n" { line += 1 }
            index += 1
        }

        func error(_ reason: String, line: Int? = nil) -> LocalizationError {
            .malformedStrings(file: file, line: line ?? self.line, reason: reason)
        }

        mutating func skipTrivia() throws(LocalizationError) {
            while let scalar = peek {
                if scalar.properties.isWhitespace {
                    advance()
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while let next = peek, next != "\n" { advance() }
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    let start = line
                    advance()
                    advance()
                    while true {
                        guard let next = peek else { throw error("comment opened here is never closed", line: start) }
                        advance()
                        if next == "*", peek == "/" {
                            advance()
                            break
                        }
                    }
                } else {
                    return
                }
            }
        }

        mutating func expect(_ symbol: Unicode.Scalar, after context: String) throws(LocalizationError) {
            guard peek == symbol else {
                throw error("expected '\(symbol)' after \(context), found \(describePeek())")
            }
            advance()
        }

        mutating func quoted(what: String) throws(LocalizationError) -> String {
            guard peek == "\"" else { throw error("expected \(what), found \(describePeek())") }
            let start = line
            advance()
            var text = String.UnicodeScalarView()
            while true {
                guard let scalar = peek else { throw error("string opened here is never closed", line: start) }
                advance()
                switch scalar {
                case "\"":
                    return String(text)
                case "\\":
                    guard let escaped = peek else { throw error("string opened here is never closed", line: start) }
                    switch escaped {
                    case "\"": text.append("\"")
                    case "\\": text.append("\\")
                    case "n": text.append("\n")
                    case "t": text.append("\t")
                    default:
                        throw error("unknown escape '\\\(escaped)'; use \\\" \\\\ \\n or \\t")
                    }
                    advance()
                default:
                    text.append(scalar)
                }
            }
        }

        func describePeek() -> String {
            guard let scalar = peek else { return "the end of the file" }
            if scalar == "\n" { return "the end of the line" }
            return "'\(scalar)'"
        }
    }
}
